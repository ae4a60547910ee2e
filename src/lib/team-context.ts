/**
 * The login type and the team the user works in (SPEC §2 "Access guard", §6), kept in two
 * cookies for 30 days (SPEC §9) beside the session token. The access guard or /choose-team
 * records a choice; logout (and a new login) clears both; a notice that the user left or lost
 * that team ends the session (SPEC §4).
 *
 * The team cookie is set only while the login type is Team, so `readTeamId()` is the team
 * context: the RPC client's `Team-Id` header, the socket's `teamId` and the store's scope.
 */
import type { LoginType } from '../../contract/enums'
import { deleteCookie, readCookie, writeCookie } from './cookies'

export const TEAM_ID_COOKIE = 'hubdeck_team_id'
export const LOGIN_TYPE_COOKIE = 'hubdeck_login_type'
/** SPEC §9: team cookies last 30 days. */
export const TEAM_COOKIE_DAYS = 30

/** The current team's id, or null in personal context. */
export function readTeamId(): number | null {
  if (typeof document === 'undefined') return null
  const value = Number(readCookie(TEAM_ID_COOKIE))
  return Number.isSafeInteger(value) && value > 0 ? value : null
}

/** The login type chosen in this browser, or null when none is chosen yet. */
export function readLoginType(): LoginType | null {
  if (typeof document === 'undefined') return null
  const value = readCookie(LOGIN_TYPE_COOKIE)
  return value === 'Personal' || value === 'Team' ? value : null
}

/** Works as the person: the team cookie goes. */
export function choosePersonal(): void {
  writeCookie(LOGIN_TYPE_COOKIE, 'Personal' satisfies LoginType, TEAM_COOKIE_DAYS)
  deleteCookie(TEAM_ID_COOKIE)
}

/** Works inside team `teamId`. */
export function chooseTeam(teamId: number): void {
  writeCookie(LOGIN_TYPE_COOKIE, 'Team' satisfies LoginType, TEAM_COOKIE_DAYS)
  writeCookie(TEAM_ID_COOKIE, String(teamId), TEAM_COOKIE_DAYS)
}

/** Leaves team context and forgets the login type (logout, a new login). */
export function clearTeamContext(): void {
  deleteCookie(TEAM_ID_COOKIE)
  deleteCookie(LOGIN_TYPE_COOKIE)
}
