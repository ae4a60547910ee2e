import webpush from 'web-push'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Notice, PushMessage } from '../../../contract/index'
import { clientHash, TEST_PASSWORD } from '../../test-support/accounts'
import { createTestDatabase, testEngines, type TestDatabase } from '../../test-support/test-database'
import { createUser } from '../account/users.queries'
import { notify } from '../notices/notify'
import { PUSH_TTL_SECONDS, pushIfOffline, sendPush } from './push-sender'
import { createBrowserKeys, decryptPush, startPushService, verifyVapid, type PushService } from './test-push-service'
import { vapidDetails } from './vapid-keys'

describe.each(testEngines())('the push sender on %s', (engine) => {
  let test: TestDatabase
  let service: PushService
  let users = 0

  beforeAll(async () => {
    test = await createTestDatabase(engine, { prepared: true })
    service = await startPushService()
  })
  afterAll(async () => {
    await service?.close()
    await test?.dispose()
  })

  const db = () => test.database.kysely

  async function newUser(): Promise<number> {
    users += 1
    return createUser(db(), {
      email: `push-${users}-${Date.now()}@example.com`,
      passwordHash: clientHash(TEST_PASSWORD),
    })
  }

  /** A user with one browser subscribed at the stand-in push service. */
  async function subscribedUser() {
    const userId = await newUser()
    const browser = createBrowserKeys()
    const endpoint = `${service.origin}/push/${userId}-${crypto.randomUUID()}`
    await db()
      .insertInto('push_subscriptions')
      .values({ user_id: userId, endpoint, p256dh: browser.keys.p256dh, auth: browser.keys.auth })
      .execute()
    return { userId, browser, endpoint }
  }

  function receivedAt(endpoint: string) {
    return service.received.filter((push) => push.path === new URL(endpoint).pathname)
  }

  it('delivers a notice the browser decrypts with its own keys, signed with the server’s VAPID key', async () => {
    const { userId, browser, endpoint } = await subscribedUser()
    const notice = await notify(db(), { userId }, 'deposit', { coinAmount: '10.5', coin: 'USDT', usdAmount: '10.50' })

    expect(await sendPush(db(), userId, notice)).toEqual({ sent: 1, removed: 0, failed: 0 })

    const [push] = receivedAt(endpoint)
    expect(push).toBeDefined()
    const message: PushMessage = JSON.parse(decryptPush(push!.body, browser))
    expect(message).toEqual({
      id: notice.id,
      type: 'deposit',
      title: 'Deposit received',
      content: '10.5 USDT was credited to your wallet as $10.50.',
      createdAt: notice.createdAt,
      expand: { coinAmount: '10.5', coin: 'USDT', usdAmount: '10.50' },
      url: '/rpc/billings',
    })
    expect(push!.headers).toMatchObject({
      ttl: String(PUSH_TTL_SECONDS),
      'content-encoding': 'aes128gcm',
      urgency: 'normal',
    })
    const { publicKey, claims } = verifyVapid(push!.headers.authorization)
    expect(publicKey).toBe((await vapidDetails(db())).publicKey)
    expect(claims).toMatchObject({ aud: service.origin, sub: 'mailto:support@hubdeck.dev' })
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000)
    expect(claims.exp).toBeLessThanOrEqual(Date.now() / 1000 + 24 * 60 * 60)
  })

  it("words the push in the user's language: a Chinese profile gets Chinese text", async () => {
    const { userId, browser, endpoint } = await subscribedUser()
    await db().updateTable('users').set({ language: 'zh' }).where('id', '=', userId).execute()
    const notice = await notify(db(), { userId }, 'team_disband', { teamName: 'Core', teamId: 7 })

    expect(await sendPush(db(), userId, notice)).toMatchObject({ sent: 1 })

    const message: PushMessage = JSON.parse(decryptPush(receivedAt(endpoint)[0]!.body, browser))
    expect(message).toMatchObject({ title: '团队已解散', content: 'Core 已解散。', url: '/rpc/team' })
  })

  it('sends to every browser of the user, each under its own keys', async () => {
    const first = await subscribedUser()
    const second = createBrowserKeys()
    const secondEndpoint = `${service.origin}/push/second-${crypto.randomUUID()}`
    await db()
      .insertInto('push_subscriptions')
      .values({ user_id: first.userId, endpoint: secondEndpoint, ...second.keys })
      .execute()
    const notice = await notify(db(), { userId: first.userId }, 'team_disband', { teamName: 'Core', teamId: 7 })

    expect(await sendPush(db(), first.userId, notice)).toMatchObject({ sent: 2 })
    expect(JSON.parse(decryptPush(receivedAt(first.endpoint)[0]!.body, first.browser))).toMatchObject({
      title: 'Team disbanded',
      url: '/rpc/team',
    })
    expect(JSON.parse(decryptPush(receivedAt(secondEndpoint)[0]!.body, second))).toMatchObject({ id: notice.id })
  })

  it('deletes a subscription the push service says is gone (410), and keeps it on other failures', async () => {
    const gone = await subscribedUser()
    const notice = await notify(db(), { userId: gone.userId }, 'low_balance', { amount: '3.00' })
    service.status = 500
    try {
      expect(await sendPush(db(), gone.userId, notice)).toEqual({ sent: 0, removed: 0, failed: 1 })
      expect(await subscriptionCount(gone.userId)).toBe(1)
      service.status = 410
      expect(await sendPush(db(), gone.userId, notice)).toEqual({ sent: 0, removed: 1, failed: 0 })
    } finally {
      service.status = 201
    }
    expect(await subscriptionCount(gone.userId)).toBe(0)
    expect(await sendPush(db(), gone.userId, notice)).toEqual({ sent: 0, removed: 0, failed: 0 })
  })

  it('counts an unreachable push service as failed without throwing', async () => {
    const userId = await newUser()
    const browser = createBrowserKeys()
    await db()
      .insertInto('push_subscriptions')
      .values({ user_id: userId, endpoint: 'http://127.0.0.1:1/push/nobody', ...browser.keys })
      .execute()
    const notice = await notify(db(), { userId }, 'low_ru', { amount: '5' })
    expect(await sendPush(db(), userId, notice)).toEqual({ sent: 0, removed: 0, failed: 1 })
  })

  it('pushes only to users without a live socket', async () => {
    const online = await subscribedUser()
    const offline = await subscribedUser()
    const notice: Notice = await notify(
      db(),
      { userId: offline.userId },
      'normal_success',
      {},
      {
        title: 'Maintenance done',
        content: 'All nodes are back.',
      },
    )

    const report = await pushIfOffline(
      db(),
      notice,
      [online.userId, offline.userId, offline.userId],
      (userId) => userId === online.userId,
    )

    expect(report).toEqual({ sent: 1, removed: 0, failed: 0 })
    expect(receivedAt(online.endpoint)).toEqual([])
    expect(receivedAt(offline.endpoint)).toHaveLength(1)
    expect(JSON.parse(decryptPush(receivedAt(offline.endpoint)[0]!.body, offline.browser))).toMatchObject({
      title: 'Maintenance done',
      content: 'All nodes are back.',
      url: '/rpc',
    })
  })

  it('signs with the configured keys and subject when the environment gives them', async () => {
    const { userId, endpoint } = await subscribedUser()
    const configured = { keys: webpush.generateVAPIDKeys(), subject: 'https://hubdeck.example' }
    const notice = await notify(db(), { userId }, 'file_download', { type: 'bill', fileUrl: '/files/1.csv' })

    await sendPush(db(), userId, notice, { vapid: configured })

    const { publicKey, claims } = verifyVapid(receivedAt(endpoint)[0]!.headers.authorization)
    expect(publicKey).toBe(configured.keys.publicKey)
    expect(claims.sub).toBe('https://hubdeck.example')
  })

  it('generates the VAPID pair once and keeps it', async () => {
    const first = await vapidDetails(db())
    expect(first.publicKey).toMatch(/^B[\w-]{86}$/)
    expect(await vapidDetails(db())).toEqual(first)
    const rows = await db().selectFrom('server_settings').selectAll().where('key', '=', 'vapid_keys').execute()
    expect(rows).toHaveLength(1)
  })

  async function subscriptionCount(userId: number): Promise<number> {
    const rows = await db().selectFrom('push_subscriptions').select('id').where('user_id', '=', userId).execute()
    return rows.length
  }
})
