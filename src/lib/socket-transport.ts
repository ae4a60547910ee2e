/**
 * The browser side of the notice socket (SPEC §7 "Socket"): one `WebSocket` to
 * `/ws?authorization=TOKEN` (plus `&teamId=` in team context) on the page's origin, its frames
 * parsed into notices, its life reported as the events machines/socket expects. Nothing here
 * decides about reconnecting: that is the socket machine's job.
 *
 * The machine's `connection` actor is `noticeSocketConnection({ onNotice })`; the events it
 * sends back (`connection.opened`, `connection.closed`, `connection.errored`) mirror the machine's
 * `SocketConnectionEvent` (lib may not import machines/, so the types are repeated; the type
 * check of the app's `.provide()` catches a mismatch of the actor's input).
 */
import { fromCallback, type EventObject } from 'xstate'
import { SOCKET_PATH, SOCKET_TEAM_PARAM, SOCKET_TOKEN_PARAM } from '../../contract/http-routes'
import { isSocketNoticeFrame, type SocketNoticeBody } from '../../contract/socket-messages'

/** Whom the socket connects as (the socket machine's `SocketCredentials`). */
export interface SocketCredentials {
  token: string
  teamId?: number | null
}

/** What an open socket reports (the socket machine's `SocketConnectionEvent`). */
export type SocketConnectionEvent =
  | { type: 'connection.opened' }
  | { type: 'connection.closed'; code: number; reason: string; clean: boolean }
  | { type: 'connection.errored'; error: unknown }

export interface NoticeSocketOptions {
  /** Receives each notice a frame carries, in arrival order. */
  onNotice: (notice: SocketNoticeBody) => void
  /** The page the socket belongs to: `location.href` in the app, a test server's URL in tests. */
  pageUrl?: string | URL
}

/** The socket's URL: the page's origin, `ws:` or `wss:` as the page is `http:` or `https:`. */
export function noticeSocketUrl(credentials: SocketCredentials, pageUrl: string | URL = location.href): string {
  const url = new URL(SOCKET_PATH, pageUrl)
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  url.searchParams.set(SOCKET_TOKEN_PARAM, credentials.token)
  if (credentials.teamId != null) url.searchParams.set(SOCKET_TEAM_PARAM, String(credentials.teamId))
  return url.toString()
}

/**
 * Opens the socket and reports its life to `report`; the returned function closes it (1000,
 * the app's own clean close), after which nothing more is reported.
 */
export function openNoticeSocket(
  credentials: SocketCredentials,
  report: (event: SocketConnectionEvent) => void,
  { onNotice, pageUrl }: NoticeSocketOptions,
): () => void {
  let closed = false
  const tell = (event: SocketConnectionEvent) => {
    if (!closed) report(event)
  }
  let socket: WebSocket
  try {
    socket = new WebSocket(noticeSocketUrl(credentials, pageUrl))
  } catch (error) {
    // A URL the browser refuses (or no WebSocket at all): reported as a failed connection,
    // which the machine retries later like any other.
    report({ type: 'connection.errored', error })
    report({ type: 'connection.closed', code: 1006, reason: '', clean: false })
    return () => {}
  }
  socket.onopen = () => tell({ type: 'connection.opened' })
  socket.onmessage = (message: MessageEvent) => {
    const notice = closed ? undefined : parseNoticeFrame(message.data)
    if (!notice) return
    try {
      onNotice(notice)
    } catch (error) {
      // One notice the store cannot take must not stop the frames after it.
      console.error('Notice socket: a notice could not be handled', error)
    }
  }
  // The browser tells nothing about the cause; the close that follows carries the code.
  socket.onerror = (event: Event) => tell({ type: 'connection.errored', error: event.type })
  socket.onclose = (event: CloseEvent) =>
    tell({ type: 'connection.closed', code: event.code, reason: event.reason, clean: event.wasClean })

  return () => {
    // The handlers stay (an EventEmitter-based socket, as `ws` in tests, throws on an error
    // nobody listens to); `closed` silences them.
    closed = true
    if (socket.readyState === WebSocket.CONNECTING || socket.readyState === WebSocket.OPEN) socket.close(1000)
  }
}

/**
 * The socket machine's `connection` actor: the socket opens with the actor and closes when the
 * machine stops it (logout, new credentials, or leaving for a reconnect).
 */
export function noticeSocketConnection(options: NoticeSocketOptions) {
  return fromCallback<EventObject, SocketCredentials>(({ input, sendBack }) =>
    openNoticeSocket(input, sendBack, options),
  )
}

/** The notice a text frame carries; undefined for anything else (warned about when malformed). */
export function parseNoticeFrame(data: unknown): SocketNoticeBody | undefined {
  if (typeof data !== 'string') {
    console.warn('Notice socket ignored a binary frame')
    return undefined
  }
  let frame: unknown
  try {
    frame = JSON.parse(data)
  } catch {
    console.warn('Notice socket ignored a frame that is not JSON', data.slice(0, 200))
    return undefined
  }
  // Future frame kinds and keep-alives are not ours to act on (contract/socket-messages.ts).
  return isSocketNoticeFrame(frame) ? frame.params.body : undefined
}
