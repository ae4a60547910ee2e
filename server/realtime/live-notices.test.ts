import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SocketCloseCode, type SocketNoticeFrame } from '../../contract/index'
import { hashToken } from '../modules/account/sessions'
import { notify } from '../modules/notices/notify'
import { createBrowserKeys, decryptPush, startPushService, type PushService } from '../modules/push/test-push-service'
import { signedInAccount, type TestAccount } from '../test-support/accounts'
import { testEngines } from '../test-support/test-database'
import { postRpc, type TestServer } from '../test-support/test-server'
import { listeningTestServer, openNoticeSocket, type NoticeSocket } from './test-notice-socket'

/** Sends a plain notice to `account` through dev_sendNotice, as a module would store one. */
async function sendNotice(server: TestServer, account: TestAccount, title: string) {
  const answer = await postRpc(server.app, {
    method: 'dev_sendNotice',
    params: { email: account.email, type: 'normal_success', title, content: `${title} content` },
  })
  expect(answer.body.error).toBeUndefined()
  return answer.body.result as { id: number }
}

function titleOf(frame: SocketNoticeFrame): string {
  return frame.params.body.title
}

describe.each(testEngines())('live notices on %s', (engine) => {
  let server: TestServer
  let origin: string
  let pushService: PushService
  const sockets: NoticeSocket[] = []

  beforeAll(async () => {
    ;({ server, origin } = await listeningTestServer(engine))
    pushService = await startPushService()
  })
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()))
    await server?.close()
    await pushService?.close()
  })

  async function socketOf(account: TestAccount): Promise<NoticeSocket> {
    const socket = await openNoticeSocket(origin, account.token)
    sockets.push(socket)
    return socket
  }

  it('dev_getLiveSockets counts the sockets an account holds here, as they open and close', async () => {
    const cam = await signedInAccount(server, 'cam')
    const count = async () => {
      const answer = await postRpc(server.app, { method: 'dev_getLiveSockets', params: { email: cam.email } })
      return (answer.body.result as { sockets: number }).sockets
    }
    expect(await count()).toBe(0)
    const first = await openNoticeSocket(origin, cam.token)
    const second = await openNoticeSocket(origin, cam.token)
    expect(await count()).toBe(2)
    await first.close()
    await expect.poll(count).toBe(1)
    await second.close()
    await expect.poll(count).toBe(0)
  })

  it('a signed-in user’s socket receives a notice sent by dev_sendNotice within a second; another user’s does not', async () => {
    const ann = await signedInAccount(server, 'ann')
    const bob = await signedInAccount(server, 'bob')
    const annSocket = await socketOf(ann)
    const bobSocket = await socketOf(bob)

    const sent = await sendNotice(server, ann, 'Maintenance done')

    const frame = await annSocket.nextFrame(1000)
    expect(frame).toEqual({
      params: {
        type: 'message',
        body: {
          id: sent.id,
          type: 'normal_success',
          title: 'Maintenance done',
          content: 'Maintenance done content',
          createdAt: expect.any(String),
          expand: {},
        },
      },
    })
    await sendNotice(server, bob, 'For Bob')
    expect(titleOf(await bobSocket.nextFrame())).toBe('For Bob')
    expect(bobSocket.frames.map(titleOf)).toEqual(['For Bob'])
  })

  it('every open socket of the user gets the notice, in the order the notices were stored', async () => {
    const ann = await signedInAccount(server, 'tabs')
    const first = await socketOf(ann)
    const second = await socketOf(ann)

    for (const title of ['one', 'two', 'three']) await sendNotice(server, ann, title)

    for (const socket of [first, second]) {
      const titles = [await socket.nextFrame(), await socket.nextFrame(), await socket.nextFrame()].map(titleOf)
      expect(titles).toEqual(['one', 'two', 'three'])
    }
  })

  it('a notice stored in a transaction that rolls back never reaches the socket', async () => {
    const ann = await signedInAccount(server, 'rollback')
    const socket = await socketOf(ann)

    await expect(
      server.database.kysely.transaction().execute(async (trx) => {
        await notify(trx, { userId: ann.userId }, 'normal_success', {}, { title: 'Never', content: 'rolled back' })
        throw new Error('the caller failed after notifying')
      }),
    ).rejects.toThrow('the caller failed')
    await sendNotice(server, ann, 'Committed')

    expect(titleOf(await socket.nextFrame())).toBe('Committed')
    expect(socket.frames.map(titleOf)).toEqual(['Committed'])
  })

  it.each([
    ['no token', null, '10101'],
    ['an unknown token', 'not-a-token-this-server-issued', '10101'],
  ])('a socket with %s is closed with 4401 "%s"', async (_case, token, reason) => {
    const socket = await openNoticeSocket(origin, token as string | null)
    expect(await socket.closed).toEqual({ code: SocketCloseCode.SessionInvalid, reason })
  })

  it('a socket with an expired token is closed with 4401 "10102"', async () => {
    const ann = await signedInAccount(server, 'expired')
    await server.database.kysely
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(ann.token))
      .execute()

    const socket = await openNoticeSocket(origin, ann.token)
    expect(await socket.closed).toEqual({ code: SocketCloseCode.SessionInvalid, reason: '10102' })
  })

  it('a socket with a token ended by logout is closed with 4401 "10103"', async () => {
    const ann = await signedInAccount(server, 'revoked')
    await postRpc(server.app, { method: 'hub_logout', params: {} }, ann.headers)

    const socket = await openNoticeSocket(origin, ann.token)
    expect(await socket.closed).toEqual({ code: SocketCloseCode.SessionInvalid, reason: '10103' })
  })

  it('sends Web Push to a user without a live socket, once, and none to a user with one', async () => {
    const offline = await subscribed(await signedInAccount(server, 'offline'))
    const online = await subscribed(await signedInAccount(server, 'online'))
    const onlineSocket = await socketOf(online.account)

    await sendNotice(server, online.account, 'Seen in the app')
    expect(titleOf(await onlineSocket.nextFrame())).toBe('Seen in the app')
    const sent = await sendNotice(server, offline.account, 'Seen as a notification')

    const [push] = await pushesTo(offline.endpoint, 1)
    expect(JSON.parse(decryptPush(push!.body, offline.browser))).toMatchObject({
      id: sent.id,
      title: 'Seen as a notification',
    })
    await pause(300)
    expect(pushService.received.filter((received) => received.path === pathOf(offline.endpoint))).toHaveLength(1)
    expect(pushService.received.filter((received) => received.path === pathOf(online.endpoint))).toEqual([])
  })

  /** `account` with one browser subscribed at the stand-in push service. */
  async function subscribed(account: TestAccount) {
    const browser = createBrowserKeys()
    const endpoint = `${pushService.origin}/push/${account.userId}-${crypto.randomUUID()}`
    await server.database.kysely
      .insertInto('push_subscriptions')
      .values({ user_id: account.userId, endpoint, ...browser.keys })
      .execute()
    return { account, browser, endpoint }
  }

  async function pushesTo(endpoint: string, count: number, timeoutMs = 3000) {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const received = pushService.received.filter((push) => push.path === pathOf(endpoint))
      if (received.length >= count) return received
      if (Date.now() > deadline) throw new Error(`${received.length} of ${count} pushes within ${timeoutMs} ms`)
      await pause(25)
    }
  }
})

function pathOf(endpoint: string): string {
  return new URL(endpoint).pathname
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
