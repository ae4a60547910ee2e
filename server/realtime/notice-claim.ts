/**
 * What an instance reads when it hears that a notice was stored: the notice, and whether this
 * instance won the right to send its Web Push. Every instance runs the same statement; the
 * `update … where push_claimed_at is null` succeeds for exactly one of them (a second update of
 * the row waits for the first to commit, then finds the column set), so each notice is pushed once.
 */
import { sql, type Kysely, type Selectable } from 'kysely'
import type { DB, NoticesTable } from '../db/schema'

/** A stored notice, and whether this instance is the one to push it. */
export interface ClaimedNotice {
  row: Selectable<NoticesTable>
  pushClaimed: boolean
}

/** Reads notice `id` and tries to claim its push, in one statement; null when it is gone. */
export async function readAndClaimNotice(db: Kysely<DB>, id: number): Promise<ClaimedNotice | null> {
  // The CTE's update is not visible to the outer select (same snapshot): it reads the row as stored.
  const result = await sql<Selectable<NoticesTable> & { push_claimed: boolean }>`
    with claim as (
      update notices set push_claimed_at = now() where id = ${id} and push_claimed_at is null returning id
    )
    select notices.*, exists (select 1 from claim) as push_claimed from notices where id = ${id}`.execute(db)
  const found = result.rows[0]
  if (!found) return null
  const { push_claimed: pushClaimed, ...row } = found
  return { row, pushClaimed }
}
