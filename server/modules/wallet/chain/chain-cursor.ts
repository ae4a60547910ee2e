/**
 * Where a network's watcher stands (`chain_cursors.last_scanned_block`), and which blocks it
 * scans next. Every scan reaches `rescanDepth` blocks back behind the cursor: recording a
 * transfer is idempotent (deposits are unique by network, tx hash and log index), and a transfer
 * moved to another block by a shallow re-org is found again in its new block.
 */
import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import type { DB } from '../../../db/schema'

/** The blocks of one scan, both ends included. */
export interface ScanRange {
  from: bigint
  to: bigint
}

/** The last block scanned on `networkId`, or null before the first scan. */
export async function readCursor(db: Kysely<DB>, networkId: string): Promise<bigint | null> {
  const row = await db
    .selectFrom('chain_cursors')
    .select(sql<string>`last_scanned_block::text`.as('block'))
    .where('network_id', '=', networkId)
    .executeTakeFirst()
  return row ? BigInt(row.block) : null
}

/** Records that `networkId` is scanned up to `block`. */
export async function saveCursor(db: Kysely<DB>, networkId: string, block: bigint): Promise<void> {
  await db
    .insertInto('chain_cursors')
    .values({ network_id: networkId, last_scanned_block: block.toString() })
    .onConflict((oc) =>
      oc.column('network_id').doUpdateSet({ last_scanned_block: block.toString(), updated_at: sql`now()` }),
    )
    .execute()
}

/** Forgets the cursor: the next scan starts at the network's start block (a chain begun anew). */
export async function forgetCursor(db: Kysely<DB>, networkId: string): Promise<void> {
  await db.deleteFrom('chain_cursors').where('network_id', '=', networkId).execute()
}

/**
 * The next blocks to scan, or null when there is nothing to scan yet. A cursor beyond the head
 * means the chain is not the one scanned before: an in-process chain started anew (`mayReset`:
 * scan it from 0) or a remote node that is behind (wait for it, rather than scanning a public
 * chain from its genesis).
 */
export function nextScanRange(input: {
  cursor: bigint | null
  head: bigint
  startBlock: bigint | null
  rescanDepth: number
  maxBlocks: number
  mayReset: boolean
}): ScanRange | null {
  const { cursor, head } = input
  let from: bigint
  if (cursor === null) from = input.startBlock ?? head
  else if (cursor > head) {
    if (!input.mayReset) return null
    from = 0n
  } else from = cursor + 1n - BigInt(input.rescanDepth)
  if (from < 0n) from = 0n
  const last = from + BigInt(input.maxBlocks) - 1n
  const to = last < head ? last : head
  return to < from ? null : { from, to }
}
