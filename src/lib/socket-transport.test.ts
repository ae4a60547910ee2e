/**
 * The notice socket against a real WebSocket server on 127.0.0.1 (`ws`). Node 20 has no
 * WebSocket, so the browser's global is played by `ws`'s client, which follows the same API.
 */
import type { IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { assign, createActor, setup } from 'xstate'
import { WebSocket as NodeWebSocket, WebSocketServer, type WebSocket as ServerSocket } from 'ws'
import type { SocketNoticeBody } from '../../contract/socket-messages'
import {
  noticeSocketConnection,
  noticeSocketUrl,
  openNoticeSocket,
  parseNoticeFrame,
  type SocketConnectionEvent,
  type SocketCredentials,
} from './socket-transport'

const notice = (id: number): SocketNoticeBody => ({
  id,
  type: 'deposit',
  title: 'Deposit received',
  content: '100 USDT credited',
  createdAt: '2026-11-22T09:30:00.000Z',
  expand: { coinAmount: '100', coin: 'USDT' },
})
const frame = (body: SocketNoticeBody) => JSON.stringify({ params: { type: 'message', body } })

/** How the test server treats a socket, by its token. */
const behaviours: Record<string, (socket: ServerSocket) => void> = {
  notices: (socket) => {
    socket.send(frame(notice(1)))
    socket.send('{ not json')
    socket.send(JSON.stringify({ params: { type: 'ping' } }))
    socket.send(JSON.stringify({ params: { type: 'message', body: { id: 'x' } } }))
    socket.send(frame(notice(2)))
  },
  quiet: () => {},
  revoked: (socket) => socket.close(4401, '10103'),
  restart: (socket) => socket.close(1001, 'server shutting down'),
  drop: (socket) => socket.terminate(),
}

interface Accepted {
  url: URL
  closed: Promise<{ code: number; reason: string }>
}

let server: WebSocketServer
let pageUrl: string
const accepted: Accepted[] = []

beforeAll(async () => {
  server = new WebSocketServer({ host: '127.0.0.1', port: 0, path: '/ws' })
  server.on('connection', (socket, request: IncomingMessage) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    )
    accepted.push({ url, closed })
    behaviours[url.searchParams.get('authorization') ?? '']?.(socket)
  })
  await new Promise((resolve) => server.once('listening', resolve))
  pageUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/dashboard/notices?tab=all`
  vi.stubGlobal('WebSocket', NodeWebSocket)
})

afterEach(() => {
  accepted.length = 0
  vi.restoreAllMocks()
})

afterAll(async () => {
  vi.unstubAllGlobals()
  for (const client of server.clients) client.terminate()
  await new Promise((resolve) => server.close(resolve))
})

/** Opens a socket as `token`, recording what it reports and the notices it hands on. */
function connect(credentials: SocketCredentials) {
  const reported: SocketConnectionEvent[] = []
  const notices: SocketNoticeBody[] = []
  const close = openNoticeSocket(credentials, (event) => reported.push(event), {
    onNotice: (body) => notices.push(body),
    pageUrl,
  })
  const closedWith = () => reported.find((event) => event.type === 'connection.closed')
  return { reported, notices, close, closedWith }
}

describe('the notice socket URL', () => {
  it('is the page origin with ws: or wss:, the encoded token and the team', () => {
    const token = 'a b+c/d=&x?'
    expect(noticeSocketUrl({ token }, 'http://localhost:5173/keys?x=1')).toBe(
      'ws://localhost:5173/ws?authorization=a+b%2Bc%2Fd%3D%26x%3F',
    )
    const secure = new URL(noticeSocketUrl({ token, teamId: 12 }, 'https://hub.example.com/teams'))
    expect(secure.origin).toBe('wss://hub.example.com')
    expect(secure.searchParams.get('authorization')).toBe(token)
    expect(secure.searchParams.get('teamId')).toBe('12')
    expect(noticeSocketUrl({ token: 't', teamId: null }, 'https://hub.example.com/')).not.toContain('teamId')
  })
})

describe('the notice socket', () => {
  it('connects with the token and hands on each notice, ignoring other and malformed frames', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const socket = connect({ token: 'notices', teamId: 5 })
    await vi.waitFor(() => expect(socket.notices.map((body) => body.id)).toEqual([1, 2]))
    expect(socket.notices[0]).toEqual(notice(1))
    expect(socket.reported).toEqual([{ type: 'connection.opened' }])
    expect(accepted[0]?.url.searchParams.get('authorization')).toBe('notices')
    expect(accepted[0]?.url.searchParams.get('teamId')).toBe('5')
    // Only the malformed frame is worth a warning; a frame of another kind is simply not ours.
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toMatch(/not JSON/)
    socket.close()
  })

  it('reports a revoked session as a 44xx close with its reason', async () => {
    const socket = connect({ token: 'revoked' })
    await vi.waitFor(() => expect(socket.closedWith()).toBeDefined())
    expect(socket.reported).toEqual([
      { type: 'connection.opened' },
      { type: 'connection.closed', code: 4401, reason: '10103', clean: true },
    ])
  })

  it('reports a server restart as a clean 1001 close', async () => {
    const socket = connect({ token: 'restart' })
    await vi.waitFor(() => expect(socket.closedWith()).toBeDefined())
    expect(socket.closedWith()).toEqual({
      type: 'connection.closed',
      code: 1001,
      reason: 'server shutting down',
      clean: true,
    })
  })

  it('reports a dropped connection as an unclean 1006 close', async () => {
    const socket = connect({ token: 'drop' })
    await vi.waitFor(() => expect(socket.closedWith()).toBeDefined())
    expect(socket.closedWith()).toMatchObject({ code: 1006, clean: false })
  })

  it('reports a refused connection as an error, then an unclean close', async () => {
    const socket = openNoticeSocketTo('http://127.0.0.1:1/')
    await vi.waitFor(() => expect(socket.reported.at(-1)?.type).toBe('connection.closed'))
    expect(socket.reported[0]).toMatchObject({ type: 'connection.errored' })
    expect(socket.reported.at(-1)).toMatchObject({ code: 1006, clean: false })
  })

  it('reports a URL it cannot open as an error and an unclean close at once', () => {
    const socket = openNoticeSocketTo('not a url')
    expect(socket.reported.map((event) => event.type)).toEqual(['connection.errored', 'connection.closed'])
  })

  it('closes cleanly when the app closes it, and reports nothing after', async () => {
    const socket = connect({ token: 'quiet' })
    await vi.waitFor(() => expect(socket.reported).toEqual([{ type: 'connection.opened' }]))
    socket.close()
    await expect(accepted[0]?.closed).resolves.toEqual({ code: 1000, reason: '' })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(socket.reported).toEqual([{ type: 'connection.opened' }])
  })

  it('can be closed while it is still connecting', async () => {
    const socket = connect({ token: 'quiet' })
    socket.close()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(socket.reported).toEqual([])
  })

  it('keeps handing on notices when one of them cannot be handled', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const seen: number[] = []
    const close = openNoticeSocket({ token: 'notices' }, () => {}, {
      pageUrl,
      onNotice: (body) => {
        seen.push(body.id)
        if (body.id === 1) throw new Error('store is full')
      },
    })
    await vi.waitFor(() => expect(seen).toEqual([1, 2]))
    expect(error).toHaveBeenCalledTimes(1)
    close()
  })
})

describe('the notice socket as the machine’s connection actor', () => {
  /** A stand-in for the socket machine: records what the connection sends back. */
  const parent = (onNotice: (body: SocketNoticeBody) => void) =>
    setup({
      types: { context: {} as { events: string[] }, events: {} as SocketConnectionEvent },
      actors: { connection: noticeSocketConnection({ onNotice, pageUrl }) },
    }).createMachine({
      context: { events: [] },
      invoke: { src: 'connection', input: { token: 'notices' } },
      on: {
        '*': { actions: assign({ events: ({ context, event }) => [...context.events, event.type] }) },
      },
    })

  it('sends the connection events back and closes the socket when stopped', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const notices: number[] = []
    const actor = createActor(parent((body) => notices.push(body.id))).start()
    await vi.waitFor(() => expect(notices).toEqual([1, 2]))
    expect(actor.getSnapshot().context.events).toEqual(['connection.opened'])
    actor.stop()
    await expect(accepted[0]?.closed).resolves.toMatchObject({ code: 1000 })
  })
})

describe('parsing a frame', () => {
  it('answers the notice of a notice frame and nothing for anything else', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(parseNoticeFrame(frame(notice(7)))).toEqual(notice(7))
    expect(parseNoticeFrame('{"params":{"type":"message","body":null}}')).toBeUndefined()
    expect(parseNoticeFrame('[]')).toBeUndefined()
    expect(parseNoticeFrame('')).toBeUndefined()
    expect(parseNoticeFrame(new ArrayBuffer(2))).toBeUndefined()
  })
})

/** A socket to another page URL (a closed port, a broken URL). */
function openNoticeSocketTo(url: string) {
  const reported: SocketConnectionEvent[] = []
  openNoticeSocket({ token: 'quiet' }, (event) => reported.push(event), { onNotice: () => {}, pageUrl: url })
  return { reported }
}
