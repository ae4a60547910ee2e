/**
 * The team the user works in (SPEC §2 "Team login type"), kept in a team cookie for 30 days
 * (SPEC §9) beside the session token. Choosing a team (the accounts issue) writes it; logout
 * clears it; a notice that the user left or lost that team ends the session (SPEC §4).
 */
import { deleteCookie, readCookie } from './cookies'

export const TEAM_ID_COOKIE = 'hubdeck_team_id'

/** The current team's id, or null in personal context. */
export function readTeamId(): number | null {
  if (typeof document === 'undefined') return null
  const value = Number(readCookie(TEAM_ID_COOKIE))
  return Number.isSafeInteger(value) && value > 0 ? value : null
}

/** Leaves team context (logout). */
export function clearTeamId(): void {
  deleteCookie(TEAM_ID_COOKIE)
}
