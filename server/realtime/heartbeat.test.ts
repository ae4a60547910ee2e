import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SocketCloseCode } from '../../contract/index'
import { signedInAccount } from '../test-support/accounts'
import { testEngines } from '../test-support/test-database'
import { postRpc, type TestServer } from '../test-support/test-server'
import { listeningTestServer, openNoticeSocket } from './test-notice-socket'

describe.each(testEngines())('notice socket heartbeat on %s', (engine) => {
  /**
   * 500 ms: short, so a missed ping shows within a second and a half, yet long enough that a busy
   * test machine still reads an answering socket's pong before the next beat.
   */
  const HEARTBEAT_MS = 500
  let server: TestServer
  let origin: string

  beforeAll(async () => {
    ;({ server, origin } = await listeningTestServer(engine, HEARTBEAT_MS))
  })
  afterAll(async () => {
    await server?.close()
  })

  it('terminates a socket that stops answering pings', async () => {
    const ann = await signedInAccount(server, 'silent')
    const silent = await openNoticeSocket(origin, ann.token, { autoPong: false })
    const answering = await openNoticeSocket(origin, ann.token)

    expect((await silent.closed).code).toBe(1006)
    expect(answering.ws.readyState).toBe(answering.ws.OPEN)
    await answering.close()
  })

  it('closes a socket with 4401 "10103" at the heartbeat after its session is ended by logout', async () => {
    const ann = await signedInAccount(server, 'logout')
    const socket = await openNoticeSocket(origin, ann.token)

    await postRpc(server.app, { method: 'hub_logout', params: {} }, ann.headers)

    expect(await socket.closed).toEqual({ code: SocketCloseCode.SessionInvalid, reason: '10103' })
  })

  it('keeps a presence row for a user with a socket while the heartbeat beats, and drops it when the socket closes', async () => {
    const ann = await signedInAccount(server, 'presence')
    const socket = await openNoticeSocket(origin, ann.token)
    const rows = () =>
      server.database.kysely.selectFrom('socket_presence').selectAll().where('user_id', '=', ann.userId).execute()
    const [row] = await rows()
    expect(row).toBeDefined()

    await pause(HEARTBEAT_MS * 3)
    const [refreshed] = await rows()
    expect(refreshed!.seen_at.getTime()).toBeGreaterThan(row!.seen_at.getTime())

    await socket.close()
    await waitFor(async () => (await rows()).length === 0)
  })

  it('closes open sockets with 1001 when the server closes', async () => {
    const { server: closing, origin: closingOrigin } = await listeningTestServer(engine, HEARTBEAT_MS)
    const ann = await signedInAccount(closing, 'closing')
    const socket = await openNoticeSocket(closingOrigin, ann.token)

    await closing.close()

    expect((await socket.closed).code).toBe(SocketCloseCode.GoingAway)
  })
})

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not true within ${timeoutMs} ms`)
    await pause(25)
  }
}
