import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { clientHash } from '../../test-support/accounts'
import { countRows, testEngines } from '../../test-support/test-database'
import { createTestServer, postRpc, type TestServer } from '../../test-support/test-server'
import { DEMO_BALANCE, seedDemoData } from './demo-seed'

const demo = { email: 'Demo@Hubdeck.dev', password: 'hubdeck-demo' }

describe.each(testEngines())('the demo workspace on %s', (engine) => {
  let server: TestServer

  beforeAll(async () => {
    server = await createTestServer(engine)
  })
  beforeEach(async () => {
    await server.database.kysely.deleteFrom('users').execute()
  })
  afterAll(async () => {
    await server?.close()
  })

  it('is never seeded in production', async () => {
    const before = await countRows(server.database.kysely)
    expect(await seedDemoData(server.database.kysely, { ...demo, production: true })).toBe('skipped')
    expect(await countRows(server.database.kysely)).toEqual(before)
  })

  it('is seeded into an empty database: the app logs in with the hashed password and sees balance and notices', async () => {
    expect(await seedDemoData(server.database.kysely, { ...demo, production: false })).toBe('seeded')

    const login = await postRpc(server.app, {
      method: 'hub_login',
      params: { email: 'demo@hubdeck.dev', password: clientHash('hubdeck-demo') },
    })
    const headers = { authorization: `Bearer ${login.body.result.token}` }
    expect(login.body.result.user).toMatchObject({ email: 'demo@hubdeck.dev', initialized: true, acceptTerm: true })

    const wallet = await postRpc(server.app, { method: 'hub_getUserWalletOverview' }, headers)
    expect(wallet.body.result.amount).toBe(DEMO_BALANCE)
    const notices = await postRpc(server.app, { method: 'hub_getUserMessages', params: { perPage: 50 } }, headers)
    expect(notices.body.result.list.length).toBeGreaterThanOrEqual(3)
    expect(notices.body.result.notReadNum).toBeGreaterThan(0)

    expect(await seedDemoData(server.database.kysely, { ...demo, production: false })).toBe('exists')
  })

  it('is not seeded into a database that already has accounts', async () => {
    await server.database.kysely
      .insertInto('users')
      .values({ email: 'real@example.com', password_hash: null, nickname: 'Real' })
      .execute()
    expect(await seedDemoData(server.database.kysely, { ...demo, production: false })).toBe('skipped')
    const users = await server.database.kysely.selectFrom('users').select('email').execute()
    expect(users).toEqual([{ email: 'real@example.com' }])
  })
})
