/**
 * Frames of the notice WebSocket (SPEC §7 "Socket"). The app opens `/ws?authorization=TOKEN`
 * (plus `&teamId=` in team context); the server pushes one frame per new notice. Frames are
 * JSON text; anything that is not a notice frame (a future kind, a keep-alive) is ignored.
 */
import type { Notice } from './notice-types'

/** The only frame kind the app acts on. */
export const SOCKET_MESSAGE_TYPE = 'message'

/**
 * The notice a frame carries: a Notice without its read flag (a new notice is unread). `id`
 * goes beyond SPEC's list: it lets a reconnecting client skip notices it already caught up
 * on by cursor.
 */
export type SocketNoticeBody = Omit<Notice, 'read'>

/** A frame as it arrives: `{ "params": { "type": "message", "body": { … } } }`. */
export interface SocketNoticeFrame {
  params: {
    type: typeof SOCKET_MESSAGE_TYPE
    body: SocketNoticeBody
  }
}

/** Whether a parsed frame is a notice frame (a shape check: the app trusts its own server). */
export function isSocketNoticeFrame(frame: unknown): frame is SocketNoticeFrame {
  if (!isRecord(frame) || !isRecord(frame.params)) return false
  const { type, body } = frame.params
  return (
    type === SOCKET_MESSAGE_TYPE &&
    isRecord(body) &&
    typeof body.id === 'number' &&
    typeof body.type === 'string' &&
    typeof body.createdAt === 'string' &&
    isRecord(body.expand)
  )
}

/**
 * Close codes the server ends a notice socket with. Only `SessionInvalid` means "do not
 * reconnect"; after any other close (these two, or 1006 when the server dropped a socket that
 * stopped answering pings) the app reconnects with backoff and catches up by cursor.
 */
export const SocketCloseCode = {
  /** The server is shutting down (a deploy, a restart): reconnect, another instance answers. */
  GoingAway: 1001,
  /** The server lost its notice feed for a moment and may have missed notices: reconnect and catch up. */
  ServiceRestart: 1012,
  /**
   * The token does not open a socket: the close reason is the Hub error code as text, `"10101"`
   * (no or unknown token), `"10102"` (expired) or `"10103"` (ended by logout). Log out as SPEC §8
   * says for that code; do not reconnect.
   */
  SessionInvalid: 4401,
  /**
   * The `teamId` parameter is malformed or names a team the caller is not an active member of
   * (any more): the reason is `"10403"`. Like SPEC §4's removal from the current team, the app
   * leaves (it treats every 44xx as a refused session); it must not reconnect with that team.
   */
  TeamForbidden: 4403,
} as const

/** The frame the server sends for a notice. */
export function toSocketNoticeFrame(notice: Notice): SocketNoticeFrame {
  const { read: _read, ...body } = notice
  return { params: { type: SOCKET_MESSAGE_TYPE, body } }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
