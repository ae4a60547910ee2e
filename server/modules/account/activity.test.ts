import type { FastifyBaseLogger } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AccountActivity } from '../../../contract/index'
import { buildServer } from '../../app'
import { sessionOf, type RpcContext } from '../../rpc/context'
import { dispatchCall, type DispatchEnv } from '../../rpc/dispatch'
import { businessRule } from '../../rpc/errors'
import { MethodRegistry } from '../../rpc/registry'
import { signedInAccount, type TestAccount } from '../../test-support/accounts'
import { testEngines } from '../../test-support/test-database'
import { createTestServer, postRpc, type TestServer } from '../../test-support/test-server'
import { recordActivity } from './activity'

describe.each(testEngines())('the log of applied writes on %s', (engine) => {
  let server: TestServer

  beforeAll(async () => {
    server = await createTestServer(engine)
  })
  afterAll(async () => {
    await server?.close()
  })

  const send = (account: TestAccount, method: string, params: unknown, key?: string) =>
    postRpc(
      server.app,
      { jsonrpc: '2.0', id: 1, method, params },
      { ...account.headers, ...(key ? { 'idempotency-key': key } : {}) },
    )

  const activityOf = async (account: TestAccount): Promise<AccountActivity[]> => {
    const answer = await postRpc(server.app, { method: 'dev_getAccountActivity', params: { email: account.email } })
    expect(answer.body.error).toBeUndefined()
    return answer.body.result
  }

  it('a write adds one row with its method and params; signing in adds none', async () => {
    const account = await signedInAccount(server)
    const before = Date.now()
    await send(account, 'hub_changeUserLang', { lang: 'zh' })
    const activity = await activityOf(account)
    expect(activity).toEqual([
      { method: 'hub_changeUserLang', params: { lang: 'zh' }, idempotencyKey: null, createdAt: expect.any(String) },
    ])
    expect(Date.parse(activity[0]!.createdAt)).toBeGreaterThanOrEqual(before - 5_000)
  })

  it('the same Idempotency-Key twice answers the same and adds one row', async () => {
    const account = await signedInAccount(server)
    const first = await send(account, 'hub_setRechargeTips', { enabled: false }, 'outbox-1')
    const repeat = await send(account, 'hub_setRechargeTips', { enabled: false }, 'outbox-1')
    expect(first.body.result.rechargeTips).toBe(false)
    expect(repeat.body).toEqual(first.body)
    expect(await activityOf(account)).toEqual([
      {
        method: 'hub_setRechargeTips',
        params: { enabled: false },
        idempotencyKey: 'outbox-1',
        createdAt: expect.any(String),
      },
    ])
  })

  it('lists rows oldest first', async () => {
    const account = await signedInAccount(server)
    await send(account, 'hub_changeUserLang', { lang: 'zh' })
    await send(account, 'hub_setUserEmailConfig', { marketing: true })
    await send(account, 'hub_changeUserLang', { lang: 'en' })
    expect((await activityOf(account)).map((row) => row.method)).toEqual([
      'hub_changeUserLang',
      'hub_setUserEmailConfig',
      'hub_changeUserLang',
    ])
  })

  it('reads and refused writes add none', async () => {
    const account = await signedInAccount(server)
    await send(account, 'hub_getUserProfile', {})
    await send(account, 'hub_getUserMessages', {}, 'read-key')
    await send(account, 'hub_getUserEmailConfig', {})
    expect((await send(account, 'hub_changeUserLang', { lang: 'fr' })).body.error.code).toBe(-32602)
    expect((await send(account, 'hub_setUserEmailConfig', { lowBalanceThreshold: '2000000' })).body.error.code).toBe(
      -32602,
    )
    expect(await activityOf(account)).toEqual([])
  })

  it('a handler refusing after it wrote leaves neither its changes nor a row, with or without a key', async () => {
    const account = await signedInAccount(server)
    const registry = new MethodRegistry().register('hub_setUserNickname', async (ctx, { nickname }) => {
      await ctx.db.updateTable('users').set({ nickname }).where('id', '=', sessionOf(ctx).userId).execute()
      throw businessRule('Refused after writing', '写入后被拒绝')
    })
    const log = { info() {}, error() {} } as unknown as FastifyBaseLogger
    for (const idempotencyKey of [null, 'refused-key']) {
      const env: DispatchEnv = {
        registry,
        createContext: (): RpcContext => ({
          db: server.database.kysely,
          log,
          locale: 'en',
          request: { ip: '127.0.0.1', userAgent: null, token: account.token, teamId: null, idempotencyKey },
          session: null,
        }),
        authenticate: async () => ({ sessionId: 'test', userId: account.userId, teamId: null }),
        recordWrite: recordActivity,
        log,
      }
      const answer = await dispatchCall({ method: 'hub_setUserNickname', params: { nickname: 'Changed' } }, env)
      expect(answer).toMatchObject({ error: { code: 10422, message: 'Refused after writing' } })
    }
    const user = await server.database.kysely
      .selectFrom('users')
      .select('nickname')
      .where('id', '=', account.userId)
      .executeTakeFirstOrThrow()
    expect(user.nickname).not.toBe('Changed')
    expect(await activityOf(account)).toEqual([])
  })

  it('never keeps a secret param', async () => {
    const account = await signedInAccount(server)
    await recordActivity(server.database.kysely, {
      session: { sessionId: 'test', userId: account.userId, teamId: null },
      method: 'hub_passwordReset',
      params: { code: 'abc', password: 'f'.repeat(32), nested: [{ confirmPassword: 'x' }] },
      idempotencyKey: null,
    })
    expect((await activityOf(account))[0]?.params).toEqual({
      code: 'abc',
      password: '[redacted]',
      nested: [{ confirmPassword: '[redacted]' }],
    })
  })

  it('dev_getAccountActivity answers 50404 for an e-mail no account has', async () => {
    const answer = await postRpc(server.app, {
      method: 'dev_getAccountActivity',
      params: { email: 'nobody@example.com' },
    })
    expect(answer.body.error).toMatchObject({ code: 50404 })
  })

  it('a production server has no dev_getAccountActivity at all: -32601 like an unknown method', async () => {
    const production = await buildServer({ db: server.database, production: true })
    try {
      const answer = await postRpc(production, {
        method: 'dev_getAccountActivity',
        params: { email: 'a@example.com' },
      })
      expect(answer.body.error).toEqual({
        code: -32601,
        message: 'Method not found: dev_getAccountActivity',
        messageZh: '方法不存在：dev_getAccountActivity',
      })
    } finally {
      await production.close()
    }
  })
})
