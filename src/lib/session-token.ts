/**
 * The session token lives in the `bpis` cookie for 30 days (SPEC §9), the name existing clients
 * use, so the RPC client, the socket and the session runtime read and write it in one place.
 */
import { deleteCookie, readCookie, writeCookie } from './cookies'
import { SESSION_COOKIE, SESSION_COOKIE_DAYS } from '../../contract/session-cookie'

export { SESSION_COOKIE, SESSION_COOKIE_DAYS }

/** The bearer token, or undefined when signed out (or outside a browser, e.g. in Node tests). */
export function readSessionToken(): string | undefined {
  if (typeof document === 'undefined') return undefined
  return readCookie(SESSION_COOKIE) || undefined
}

/** Remembers the token of a new session. */
export function writeSessionToken(token: string): void {
  writeCookie(SESSION_COOKIE, token, SESSION_COOKIE_DAYS)
}

/** Forgets the token (logout, or a session the server refused). */
export function clearSessionToken(): void {
  deleteCookie(SESSION_COOKIE)
}
