/**
 * Every string field of every method (found by walking the contract's schemas, so a new method is
 * covered without touching this file) refuses text the database cannot store with -32602 naming
 * it. The end-to-end half proves the refused calls reach no table, on each engine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devMethods, methods, type MethodSpec } from '../../contract/index'
import { signedInAccount, type TestAccount } from '../test-support/accounts'
import { countRows, testEngines } from '../test-support/test-database'
import { createTestServer, postRpc, type TestServer, rowsAtRest } from '../test-support/test-server'
import { refusal } from '../test-support/refusal'
import { parseParams } from './params'

const BAD_TEXT = [
  ['a NUL', 'a\u0000b'],
  ['a lone high surrogate', 'a\ud800b'],
  ['a lone low surrogate', '\udc00'],
] as const

const allMethods: Record<string, MethodSpec> = { ...methods, ...devMethods }

describe('text the database cannot store, in every method', () => {
  const fields = Object.entries(allMethods).flatMap(([name, spec]) =>
    stringPaths(spec.params).map((path) => ({ name, spec, path })),
  )

  it('finds the string fields the attack probe named', () => {
    const named = fields.map(({ name, path }) => `${name}:${path.join('.')}`)
    expect(named).toEqual(
      expect.arrayContaining([
        'hub_setApiKeyName:name',
        'hub_setUserNickname:nickname',
        'hub_getApiKeys:keyword',
        'hub_savePushSubscription:endpoint',
        'hub_saveEventTracking:event',
        'hub_updateApiKey:whitelist.0',
      ]),
    )
    expect(fields.length).toBeGreaterThan(100)
  })

  it.each(BAD_TEXT)('refuses %s in each of them with -32602 naming the field', (_, text) => {
    for (const { name, spec, path } of fields) {
      const error = refusal(() => parseParams(spec, paramsWith(path, text)))
      expect(error.code, name).toBe(-32602)
      expect(error.data?.field, name).toBe(path.join('.'))
      expect(error.message, name).toContain(path.join('.'))
      expect(error.messageZh, name).toContain(path.join('.'))
    }
  })

  it('refuses a bad key of free-form data, naming the object that holds it', () => {
    const error = refusal(() => parseParams(methods.hub_saveEventTracking, { event: 'e', data: { 'a\u0000': 1 } }))
    expect(error.data?.field).toBe('data')
  })

  it('takes surrogate pairs (emoji) and other Unicode as they are', () => {
    expect(parseParams(methods.hub_setUserNickname, { nickname: 'Ann 🦊 安' })).toEqual({ nickname: 'Ann 🦊 安' })
  })
})

describe.each(testEngines())('unstorable text over HTTP on %s', (engine) => {
  let server: TestServer
  let account: TestAccount

  beforeAll(async () => {
    server = await createTestServer(engine)
    account = await signedInAccount(server)
  })
  afterAll(async () => {
    await server?.close()
  })

  /** Params as raw JSON: JSON.stringify itself overflows the stack on such nesting. */
  const deep = (levels: number) => `{"event":"e","data":${'{"a":'.repeat(levels)}{}${'}'.repeat(levels)}}`

  const calls: Array<[string, string, Record<string, unknown> | string, string]> = [
    ['a NUL in a nickname', 'hub_setUserNickname', { nickname: 'a\u0000b' }, 'nickname'],
    ['a lone surrogate in a nickname', 'hub_setUserNickname', { nickname: '\ud800' }, 'nickname'],
    ['a NUL in a new key name', 'hub_generateApiKey', { name: 'a\u0000b' }, 'name'],
    ['a lone surrogate in a new key name', 'hub_generateApiKey', { name: 'k\udbff' }, 'name'],
    ['a NUL in the key list keyword', 'hub_getApiKeys', { keyword: 'a\u0000b' }, 'keyword'],
    ['a NUL in a team name', 'hub_createTeam', { name: 'a\u0000b' }, 'name'],
    [
      'a NUL in a push endpoint',
      'hub_savePushSubscription',
      { endpoint: 'https://push.example.com/a\u0000b', keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } },
      'endpoint',
    ],
    ['a NUL in a tracked event', 'hub_saveEventTracking', { event: 'a\u0000b' }, 'event'],
    ['a lone surrogate in tracked data', 'hub_saveEventTracking', { event: 'e', data: { v: '\ud800' } }, 'data.v'],
    ['tracked data 20,000 levels deep', 'hub_saveEventTracking', deep(20_000), 'data'],
  ]

  it.each(calls)('refuses %s with -32602 naming the field, changing nothing', async (_, method, params, field) => {
    const before = await rowsAtRest(server)
    const body = `{"jsonrpc":"2.0","id":1,"method":"${method}","params":${typeof params === 'string' ? params : JSON.stringify(params)}}`
    const answer = await postRpc(server.app, body, account.headers)
    expect(answer.body.error).toMatchObject({ code: -32602, data: { field } })
    expect(answer.body.error.message).toContain(field)
    expect(await countRows(server.database.kysely)).toEqual(before)
  })
})

/** Every path (keys, `0` for array items) at which the schema takes a plain string. */
function stringPaths(schema: unknown, path: Array<string | number> = []): Array<Array<string | number>> {
  if (typeof schema !== 'object' || schema === null) return []
  const node = schema as Record<string, unknown>
  if (node.type === 'string') return [path]
  const found: Array<Array<string | number>> = []
  if (typeof node.entries === 'object' && node.entries !== null) {
    for (const [key, entry] of Object.entries(node.entries)) found.push(...stringPaths(entry, [...path, key]))
  }
  if (node.wrapped) found.push(...stringPaths(node.wrapped, path))
  if (node.item) found.push(...stringPaths(node.item, [...path, 0]))
  if (Array.isArray(node.options)) for (const option of node.options) found.push(...stringPaths(option, path))
  if (node.type === 'record' && node.value) found.push(...stringPaths(node.value, [...path, 'k']))
  // Two options of a union may name the same field: keep one of each.
  return [...new Map(found.map((item) => [item.join('.'), item])).values()]
}

/** Params holding `text` at `path` and nothing else: the rule runs before any schema. */
function paramsWith(path: Array<string | number>, text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {}
  let node: Record<string | number, unknown> = root
  path.forEach((key, index) => {
    const last = index === path.length - 1
    const next = typeof path[index + 1] === 'number' ? [] : {}
    node[key] = last ? text : next
    if (!last) node = next as Record<string | number, unknown>
  })
  return root
}
