import md5 from 'md5'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PASSWORD_HASH_PREFIX } from '../../../contract/index'
import { buildServer } from '../../app'
import { testEngines } from '../../test-support/test-database'
import { createTestServer, postRpc, type TestServer } from '../../test-support/test-server'

describe.each(testEngines())('dev_createAccount on %s', (engine) => {
  let server: TestServer

  beforeAll(async () => {
    server = await createTestServer(engine)
  })
  afterAll(async () => {
    await server?.close()
  })

  const call = (method: string, params: unknown, headers: Record<string, string> = {}) =>
    postRpc(server.app, { jsonrpc: '2.0', id: 1, method, params }, headers)

  it('creates an account one can log in to, with its balance and the demo notices', async () => {
    const email = `Dev-${crypto.randomUUID()}@example.com`
    const created = await call('dev_createAccount', { email, password: 'secret words', balance: '7.25' })
    expect(created.body.result.userId).toEqual(expect.any(Number))

    const login = await call('hub_login', {
      email: email.toLowerCase(),
      password: md5(PASSWORD_HASH_PREFIX + 'secret words'),
    })
    expect(login.body.error).toBeUndefined()
    const headers = { authorization: `Bearer ${login.body.result.token}` }
    const wallet = await call('hub_getUserWalletOverview', {}, headers)
    expect(wallet.body.result.amount).toBe('7.25')
    const notices = await call('hub_getUserMessages', { cursor: 0, perPage: 50 }, headers)
    expect(notices.body.result.list).toHaveLength(5)
    expect(notices.body.result.notReadNum).toBe(3)
  })

  it('with signIn, answers the token of a session the account is signed in with', async () => {
    const email = `signed-${crypto.randomUUID()}@example.com`
    const created = await call('dev_createAccount', { email, password: 'secret words', signIn: true })
    const headers = { authorization: `Bearer ${created.body.result.token}` }
    const profile = await call('hub_getUserProfile', {}, headers)
    expect(profile.body.result.email).toBe(email)
    // Accounts made with the same password share its scrypt; each still logs in with it alone.
    const other = `other-${crypto.randomUUID()}@example.com`
    await call('dev_createAccount', { email: other, password: 'secret words' })
    const login = await call('hub_login', { email: other, password: md5(PASSWORD_HASH_PREFIX + 'secret words') })
    expect(login.body.result.user.email).toBe(other)
    const wrong = await call('hub_login', { email: other, password: md5(PASSWORD_HASH_PREFIX + 'secret wordz') })
    expect(wrong.body.error.code).toBeDefined()
  })

  it('answers 50409 for an e-mail already taken, and creates nothing', async () => {
    const email = `taken-${crypto.randomUUID()}@example.com`
    await call('dev_createAccount', { email, password: 'one' })
    const again = await call('dev_createAccount', { email, password: 'two' })
    expect(again.body.error.code).toBe(50409)
    const login = await call('hub_login', { email, password: md5(PASSWORD_HASH_PREFIX + 'two') })
    expect(login.body.error).toBeDefined()
  })

  it('a production server has no dev_createAccount: -32601', async () => {
    const production = await buildServer({ db: server.database, production: true })
    try {
      const answer = await postRpc(production, {
        jsonrpc: '2.0',
        id: 1,
        method: 'dev_createAccount',
        params: { email: 'a@example.com', password: 'x' },
      })
      expect(answer.body.error.code).toBe(-32601)
    } finally {
      await production.close()
    }
  })
})
