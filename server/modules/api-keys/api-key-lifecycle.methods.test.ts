import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInAccount, type TestAccount } from '../../test-support/accounts'
import { testEngines } from '../../test-support/test-database'
import { createTestServer, postRpc, type TestServer } from '../../test-support/test-server'

describe.each(testEngines())('rotating and freezing API keys on %s', (engine) => {
  let server: TestServer

  beforeAll(async () => {
    server = await createTestServer(engine)
  })
  afterAll(async () => {
    await server?.close()
  })

  const call = (account: TestAccount, method: string, params: unknown) =>
    postRpc(server.app, { jsonrpc: '2.0', id: 1, method, params }, account.headers)
  const ok = async (account: TestAccount, method: string, params: unknown) => {
    const answer = await call(account, method, params)
    expect(answer.body.error, method).toBeUndefined()
    return answer.body.result
  }
  const keyRow = (id: number) =>
    server.database.kysely.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

  it('rotates: a new secret, the old one kept as previous until now + grace', async () => {
    const ann = await signedInAccount(server, 'life-ann')
    const key = await ok(ann, 'hub_generateApiKey', { name: 'Main' })
    expect(key).toMatchObject({ frozen: false, previousKeyValidUntil: null })
    const before = Date.now()
    const rotated = await ok(ann, 'hub_rotateApiKey', { id: key.id, graceHours: 24 })
    expect(rotated).toMatchObject({ id: key.id, name: 'Main', frozen: false })
    expect(rotated.key).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(rotated.key).not.toBe(key.key)
    const until = Date.parse(rotated.previousKeyValidUntil)
    expect(until).toBeGreaterThanOrEqual(before + 24 * 3_600_000 - 1000)
    expect(until).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000 + 1000)
    const row = await keyRow(key.id)
    expect(row).toMatchObject({ secret: rotated.key, previous_secret: key.key })

    const again = await ok(ann, 'hub_rotateApiKey', { id: key.id, graceHours: 0 })
    expect((await keyRow(key.id)).previous_secret).toBe(rotated.key)
    expect(Date.parse(again.previousKeyValidUntil)).toBeLessThanOrEqual(Date.now())
    expect(await ok(ann, 'hub_getApiKey', { id: key.id })).toEqual(again)

    for (const graceHours of [-1, 25, 1.5]) {
      const answer = await call(ann, 'hub_rotateApiKey', { id: key.id, graceHours })
      expect(answer.body.error?.code, String(graceHours)).toBe(-32602)
    }
    expect((await keyRow(key.id)).secret).toBe(again.key)
  })

  it('freezes and unfreezes', async () => {
    const ann = await signedInAccount(server, 'life-freeze')
    const key = await ok(ann, 'hub_generateApiKey', { name: 'Main' })
    expect(await ok(ann, 'hub_freezeApiKey', { id: key.id })).toMatchObject({ frozen: true })
    const frozenAt = (await keyRow(key.id)).frozen_at
    expect(frozenAt).toBeInstanceOf(Date)
    expect(await ok(ann, 'hub_freezeApiKey', { id: key.id })).toMatchObject({ frozen: true })
    expect((await keyRow(key.id)).frozen_at).toEqual(frozenAt)
    expect(await ok(ann, 'hub_getApiKey', { id: key.id })).toMatchObject({ frozen: true })
    expect(await ok(ann, 'hub_unfreezeApiKey', { id: key.id })).toMatchObject({ frozen: false })
    expect((await keyRow(key.id)).frozen_at).toBeNull()
  })

  it("answers 50404 for another user's key or a deleted key, and changes nothing", async () => {
    const owner = await signedInAccount(server, 'life-owner')
    const other = await signedInAccount(server, 'life-other')
    const key = await ok(owner, 'hub_generateApiKey', { name: 'Mine' })
    const rowBefore = await keyRow(key.id)
    for (const [method, params] of [
      ['hub_rotateApiKey', { id: key.id, graceHours: 1 }],
      ['hub_freezeApiKey', { id: key.id }],
      ['hub_unfreezeApiKey', { id: key.id }],
    ] as const) {
      const answer = await call(other, method, params)
      expect(answer.body.error?.code, method).toBe(50404)
    }
    expect(await keyRow(key.id)).toEqual(rowBefore)

    await ok(owner, 'hub_deleteApiKey', { id: key.id })
    const deleted = await keyRow(key.id)
    expect((await call(owner, 'hub_rotateApiKey', { id: key.id, graceHours: 1 })).body.error?.code).toBe(50404)
    expect((await call(owner, 'hub_freezeApiKey', { id: key.id })).body.error?.code).toBe(50404)
    expect(await keyRow(key.id)).toEqual(deleted)
  })
})
