/**
 * Who a team notice reaches: the active members of the team (owner included), read from
 * `team_members` (migration 0010). Invited members do not get the team's notices yet.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'

/** The user ids of every active member of `teamId`. */
export async function teamMemberIds(db: Kysely<DB>, teamId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('team_members')
    .select('user_id')
    .where('team_id', '=', teamId)
    .where('status', '=', 'active')
    .execute()
  return rows.map((row) => Number(row.user_id))
}
