/**
 * For tests: the app's side of the notice socket, on `ws` (Node 20 has no global WebSocket).
 * `openNoticeSocket()` connects as the app does and records every frame and the close;
 * `listeningTestServer()` is a test server on a real port, since a socket needs one.
 */
import { WebSocket } from 'ws'
import { SOCKET_PATH, SOCKET_TEAM_PARAM, SOCKET_TOKEN_PARAM, type SocketNoticeFrame } from '../../contract/index'
import type { TestEngine } from '../test-support/test-database'
import { createTestServer, type TestServer } from '../test-support/test-server'

/** How a socket ended: 1006 when the server cut it without a close frame. */
export interface SocketClose {
  code: number
  reason: string
}

/** An open test socket. */
export interface NoticeSocket {
  ws: WebSocket
  /** Every frame received so far, parsed. */
  frames: SocketNoticeFrame[]
  /** Resolves when the socket closes. */
  closed: Promise<SocketClose>
  /** The next frame not yet taken (in order); rejects after `timeoutMs`. */
  nextFrame(timeoutMs?: number): Promise<SocketNoticeFrame>
  /** Closes from the client side and waits for the end. */
  close(): Promise<void>
}

/**
 * Opens `/ws` on `origin` (`http://127.0.0.1:port`) with `token` (none when null), resolving once
 * the socket is open. `autoPong: false` makes a client that stops answering pings; `teamId` is
 * the team context parameter, sent as given.
 */
export function openNoticeSocket(
  origin: string,
  token: string | null,
  options: { autoPong?: boolean; teamId?: string } = {},
): Promise<NoticeSocket> {
  const url = new URL(SOCKET_PATH, origin.replace(/^http/, 'ws'))
  if (token !== null) url.searchParams.set(SOCKET_TOKEN_PARAM, token)
  if (options.teamId !== undefined) url.searchParams.set(SOCKET_TEAM_PARAM, options.teamId)
  const ws = new WebSocket(url, { autoPong: options.autoPong ?? true })
  const frames: SocketNoticeFrame[] = []
  let taken = 0
  const waiting: Array<() => void> = []
  ws.on('message', (data) => {
    frames.push(JSON.parse(String(data)) as SocketNoticeFrame)
    for (const wake of waiting.splice(0)) wake()
  })
  const closed = new Promise<SocketClose>((resolve) =>
    ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  )
  const socket: NoticeSocket = {
    ws,
    frames,
    closed,
    async nextFrame(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs
      while (frames.length <= taken) {
        const left = deadline - Date.now()
        if (left <= 0) throw new Error(`no frame within ${timeoutMs} ms`)
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left)
          waiting.push(() => {
            clearTimeout(timer)
            resolve()
          })
        })
      }
      taken += 1
      return frames[taken - 1] as SocketNoticeFrame
    },
    async close() {
      if (ws.readyState !== ws.CLOSED) ws.close()
      await closed
    },
  }
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket))
    ws.once('error', reject)
  })
}

/** A test server listening on 127.0.0.1 (a free port) and its origin; `heartbeatMs` shortens the socket heartbeat. */
export async function listeningTestServer(
  engine: TestEngine,
  heartbeatMs?: number,
): Promise<{ server: TestServer; origin: string }> {
  const server = await createTestServer(engine, heartbeatMs ? { socketHeartbeatMs: heartbeatMs } : {})
  await server.app.listen({ port: 0, host: '127.0.0.1' })
  const address = server.app.server.address()
  if (!address || typeof address === 'string') throw new Error('not listening on a port')
  return { server, origin: `http://127.0.0.1:${address.port}` }
}
