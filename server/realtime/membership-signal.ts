/**
 * The signal that team memberships ended: `pg_notify('hubdeck_memberships', '<schema>:<teamId>:<userId>')`,
 * or `'<schema>:<teamId>:*'` when the whole team was disbanded. Sent in the transaction that ends
 * them, so every instance hears it once it commits and closes its sockets in that team's context
 * (live-notices.ts). The schema is named for the reason notice-signal.ts gives.
 */
import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema'

/** The channel every instance listens on. */
export const MEMBERSHIP_CHANNEL = 'hubdeck_memberships'

/** Whose memberships of which team ended: one user's, or everyone's (`userId` null: disbanded). */
export interface EndedMembership {
  teamId: number
  userId: number | null
}

/** Signals `ended`; heard when the caller's transaction commits (at once outside one). */
export async function signalMembershipEnded(db: Kysely<DB>, ended: EndedMembership): Promise<void> {
  const payload = `${ended.teamId}:${ended.userId ?? '*'}`
  await sql`select pg_notify(${MEMBERSHIP_CHANNEL}, current_schema() || ':' || ${payload})`.execute(db)
}

/** The ended membership a payload announces for `schema`, or null for another schema or a malformed payload. */
export function endedMembershipOf(payload: string, schema: string): EndedMembership | null {
  const parts = payload.split(':')
  if (parts.length < 3) return null
  const [user, team] = [parts.pop() as string, parts.pop() as string]
  if (parts.join(':') !== schema) return null
  const teamId = Number(team)
  const userId = user === '*' ? null : Number(user)
  if (!isId(teamId) || (userId !== null && !isId(userId))) return null
  return { teamId, userId }
}

function isId(value: number): boolean {
  return Number.isSafeInteger(value) && value > 0
}
