import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { vapidSettings } from '../../config'
import { signedInAccount, type TestAccount } from '../../test-support/accounts'
import { countRows, testEngines } from '../../test-support/test-database'
import { createTestServer, postRpc, type TestServer } from '../../test-support/test-server'
import { MAX_PUSH_SUBSCRIPTIONS_PER_USER } from './push.methods'
import { createBrowserKeys } from './test-push-service'

describe.each(testEngines())('push subscriptions on %s', (engine) => {
  let server: TestServer

  beforeAll(async () => {
    server = await createTestServer(engine)
  })
  afterAll(async () => {
    await server?.close()
  })

  function rpc(method: string, params: unknown, account?: TestAccount) {
    return postRpc(server.app, { jsonrpc: '2.0', id: 1, method, params }, account?.headers ?? {})
  }

  async function call(method: string, params: unknown, account: TestAccount) {
    const answer = await rpc(method, params, account)
    expect(answer.body.error).toBeUndefined()
    return answer.body.result
  }

  function subscription(endpoint = `https://push.example.com/send/${crypto.randomUUID()}`) {
    return { endpoint, expirationTime: null, keys: createBrowserKeys().keys }
  }

  async function rowsOf(endpoint: string) {
    return server.database.kysely
      .selectFrom('push_subscriptions')
      .selectAll()
      .where('endpoint', '=', endpoint)
      .execute()
  }

  it('gives the same VAPID public key to every caller, and only to signed-in ones', async () => {
    const ann = await signedInAccount(server)
    const bob = await signedInAccount(server)
    const { publicKey } = await call('hub_getPushPublicKey', {}, ann)
    expect(publicKey).toMatch(/^B[\w-]{86}$/)
    expect(await call('hub_getPushPublicKey', {}, bob)).toEqual({ publicKey })
    expect((await rpc('hub_getPushPublicKey', {})).body.error.code).toBe(10101)
  })

  it('keeps a subscription with the caller’s user agent, and saving it again replaces its keys', async () => {
    const account = await signedInAccount(server)
    const first = subscription()
    expect(await call('hub_savePushSubscription', first, account)).toBeNull()
    const renewed = { ...first, keys: createBrowserKeys().keys }
    await call('hub_savePushSubscription', renewed, account)

    const rows = await rowsOf(first.endpoint)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ user_id: expect.anything(), ...renewed.keys, user_agent: 'lightMyRequest' })
    expect(Number(rows[0]?.user_id)).toBe(account.userId)
  })

  it('moves a browser to whoever saves its endpoint last with its keys (a new login in that browser)', async () => {
    const ann = await signedInAccount(server)
    const bob = await signedInAccount(server)
    const shared = subscription()
    await call('hub_savePushSubscription', shared, ann)
    await call('hub_savePushSubscription', shared, bob)
    const rows = await rowsOf(shared.endpoint)
    expect(rows.map((row) => Number(row.user_id))).toEqual([bob.userId])
  })

  it("refuses to move another account's endpoint to a caller without its keys, changing nothing", async () => {
    const ann = await signedInAccount(server)
    const mallory = await signedInAccount(server)
    const anns = subscription()
    await call('hub_savePushSubscription', anns, ann)
    const before = await rowsOf(anns.endpoint)
    const counts = await countRows(server.database.kysely)

    // Mallory knows the endpoint URL (from a log, a proxy) but not the browser's keys.
    const answer = await rpc('hub_savePushSubscription', { ...anns, keys: createBrowserKeys().keys }, mallory)

    expect(answer.body.error).toMatchObject({
      code: 10422,
      message: 'This push subscription belongs to another account',
      messageZh: '该推送订阅属于其他账户',
      data: { reason: 'endpoint_taken' },
    })
    expect(await rowsOf(anns.endpoint)).toEqual(before)
    expect(await countRows(server.database.kysely)).toEqual(counts)
  })

  it('keeps the most recent browsers of an account when it saves too many', async () => {
    const account = await signedInAccount(server)
    const saved = Array.from({ length: MAX_PUSH_SUBSCRIPTIONS_PER_USER + 1 }, () => subscription())
    for (const item of saved) await call('hub_savePushSubscription', item, account)
    const rows = await server.database.kysely
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', '=', account.userId)
      .execute()
    expect(rows).toHaveLength(MAX_PUSH_SUBSCRIPTIONS_PER_USER)
    expect(rows.map((row) => row.endpoint)).not.toContain(saved[0]?.endpoint)
  })

  it('deletes only the caller’s own subscription, and answers null either way', async () => {
    const ann = await signedInAccount(server)
    const bob = await signedInAccount(server)
    const mine = subscription()
    await call('hub_savePushSubscription', mine, ann)

    expect(await call('hub_deletePushSubscription', { endpoint: mine.endpoint }, bob)).toBeNull()
    expect(await rowsOf(mine.endpoint)).toHaveLength(1)
    expect(await call('hub_deletePushSubscription', { endpoint: mine.endpoint }, ann)).toBeNull()
    expect(await rowsOf(mine.endpoint)).toEqual([])
    expect(await call('hub_deletePushSubscription', { endpoint: mine.endpoint }, ann)).toBeNull()
  })

  it('accepts a loopback http endpoint outside production, for stand-in push services', async () => {
    const account = await signedInAccount(server)
    expect(await call('hub_savePushSubscription', subscription('http://127.0.0.1:9/push/x'), account)).toBeNull()
  })

  it.each([
    ['an http endpoint elsewhere', { ...subscription('http://push.example.com/x') }, 'endpoint'],
    ['a non-URL endpoint', { ...subscription('javascript:alert(1)') }, 'endpoint'],
    ['a short p256dh', { ...subscription(), keys: { ...createBrowserKeys().keys, p256dh: 'BAAA' } }, 'keys.p256dh'],
    [
      'an auth secret of 8 bytes',
      { ...subscription(), keys: { ...createBrowserKeys().keys, auth: 'AAAAAAAAAAA' } },
      'keys.auth',
    ],
    ['no keys', { endpoint: 'https://push.example.com/x' }, 'keys'],
    ['an unknown key', { ...subscription(), topic: 'x' }, 'topic'],
  ])('refuses %s with -32602 naming the field, storing nothing', async (_, params, field) => {
    const account = await signedInAccount(server)
    const answer = await rpc('hub_savePushSubscription', params, account)
    expect(answer.body.error).toMatchObject({ code: -32602, data: { field } })
    expect(answer.body.error.messageZh).toContain(field)
    const rows = await server.database.kysely
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', account.userId)
      .execute()
    expect(rows).toEqual([])
  })
})

describe.each(testEngines())('push subscriptions on a production server on %s', (engine) => {
  let server: TestServer

  beforeAll(async () => {
    server = await createTestServer(engine, { production: true })
  })
  afterAll(async () => {
    await server?.close()
  })

  it('refuses a loopback http endpoint: production pushes over https only', async () => {
    const account = await signedInAccount(server)
    const answer = await postRpc(
      server.app,
      {
        method: 'hub_savePushSubscription',
        params: { endpoint: 'http://127.0.0.1:9/push/x', keys: createBrowserKeys().keys },
      },
      account.headers,
    )
    expect(answer.body.error).toMatchObject({ code: -32602, data: { field: 'endpoint' } })
    expect(answer.body.error.messageZh).toBeTruthy()
  })
})

describe('HUBDECK_VAPID_* settings', () => {
  const publicKey = `B${'A'.repeat(86)}`
  const privateKey = 'A'.repeat(43)

  it('are optional: without them the server generates and stores a pair', () => {
    expect(vapidSettings({})).toEqual({ keys: null, subject: null })
  })

  it('take both keys and a mailto: or https: subject', () => {
    expect(
      vapidSettings({
        HUBDECK_VAPID_PUBLIC_KEY: publicKey,
        HUBDECK_VAPID_PRIVATE_KEY: privateKey,
        HUBDECK_VAPID_SUBJECT: 'mailto:ops@example.com',
      }),
    ).toEqual({ keys: { publicKey, privateKey }, subject: 'mailto:ops@example.com' })
  })

  it.each([
    [{ HUBDECK_VAPID_PUBLIC_KEY: publicKey }, /set together/],
    [{ HUBDECK_VAPID_PUBLIC_KEY: 'BAAA', HUBDECK_VAPID_PRIVATE_KEY: privateKey }, /PUBLIC_KEY/],
    [{ HUBDECK_VAPID_PUBLIC_KEY: publicKey, HUBDECK_VAPID_PRIVATE_KEY: 'AAAA' }, /PRIVATE_KEY/],
    [{ HUBDECK_VAPID_SUBJECT: 'ops@example.com' }, /mailto: or https:/],
  ])('refuse a wrong setting at start-up: %o', (env, message) => {
    expect(() => vapidSettings(env)).toThrow(message)
  })
})
