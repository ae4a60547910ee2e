/**
 * What happens to recorded transfers at each new head: their confirmations grow, and once they
 * have the network's required number, they are credited through the ledger, exactly once. Before
 * anything else a transfer's block must still be the chain's block at that height: a re-org
 * shallower than the confirmation depth drops the deposit (`failed`, `REORG_FAILURE`), so a
 * transfer that is no longer on the chain is never credited. A block the node cannot show yet
 * proves nothing: that deposit waits for the next head.
 */
import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import type { PublicClient } from 'viem'
import { inTransaction } from '../../../db/transaction'
import type { DB } from '../../../db/schema'
import { creditDeposit } from '../ledger'
import type { DepositNetwork } from './deposit-settings'
import { REORG_FAILURE } from './reorg-failure'

/** What one settlement did. */
export interface Settlement {
  credited: number
  dropped: number
}

/** Updates, drops or credits every `confirming` deposit of `network` against the chain at `head`. */
export async function settleOpenDeposits(
  db: Kysely<DB>,
  client: PublicClient,
  network: DepositNetwork,
  head: bigint,
): Promise<Settlement> {
  const open = await db
    .selectFrom('deposits')
    .select(['id', sql<string>`block_number::text`.as('block_number'), 'block_hash', 'required_confirmations'])
    .where('network_id', '=', network.id)
    .where('status', '=', 'confirming')
    .execute()
  const canonical = await canonicalHashes(client, [...new Set(open.map((row) => BigInt(row.block_number)))], head)
  const settlement: Settlement = { credited: 0, dropped: 0 }
  for (const row of open) {
    const id = Number(row.id)
    const block = BigInt(row.block_number)
    const canonicalHash = canonical.get(block)
    // No hash: the node cannot tell yet (a block above the head just read, or one it does not
    // serve yet). Only a different block at that height is a re-org; the next head decides.
    if (canonicalHash === undefined) continue
    if (canonicalHash !== row.block_hash?.toLowerCase()) {
      settlement.dropped += await drop(db, id, row.block_hash)
      continue
    }
    const confirmations = Number(head - block + 1n)
    await db
      .updateTable('deposits')
      .set({ confirmations })
      .where('id', '=', id)
      .where('status', '=', 'confirming')
      .execute()
    if (confirmations >= row.required_confirmations && (await creditIfStillOnBlock(db, id, row.block_hash))) {
      settlement.credited += 1
    }
  }
  return settlement
}

/** The hash (lower case) of each block at or under `head`; heights above it have none. */
async function canonicalHashes(client: PublicClient, heights: bigint[], head: bigint): Promise<Map<bigint, string>> {
  const hashes = new Map<bigint, string>()
  for (const height of heights) {
    if (height > head) continue
    const block = await client.getBlock({ blockNumber: height }).catch(() => null)
    if (block?.hash) hashes.set(height, block.hash.toLowerCase())
  }
  return hashes
}

/** Marks the deposit failed, unless a scan has meanwhile moved it to another block. */
async function drop(db: Kysely<DB>, id: number, blockHash: string | null): Promise<number> {
  const result = await db
    .updateTable('deposits')
    .set({ status: 'failed', failure_reason: REORG_FAILURE })
    .where('id', '=', id)
    .where('status', '=', 'confirming')
    .where('block_hash', blockHash === null ? 'is' : '=', blockHash)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/**
 * Credits the deposit if it is still `confirming` on the block just checked. The row is locked
 * first, so another server instance cannot drop or move it between the check and the credit;
 * `creditDeposit` itself makes a second credit (another instance, a restart) a no-op.
 */
async function creditIfStillOnBlock(db: Kysely<DB>, id: number, blockHash: string | null): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('deposits')
      .select('id')
      .where('id', '=', id)
      .where('status', '=', 'confirming')
      .where('block_hash', blockHash === null ? 'is' : '=', blockHash)
      .forUpdate()
      .executeTakeFirst()
    return row ? creditDeposit(trx, id) : false
  })
}
