/**
 * For the chain tests: wait for a condition without fixed sleeps, read a wallet's deposits and
 * ledger, and drive the dev chain's miner by hand.
 */
import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import type { DB } from '../../../db/schema'
import type { Devnet } from './devnet'

/** Polls `check` every 20 ms until it answers something truthy; fails after `timeoutMs`. */
export async function until<T>(
  check: () => Promise<T | undefined | null | false>,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** The crypto deposits of a wallet, oldest first. */
export async function depositsOfWallet(db: Kysely<DB>, walletId: number) {
  return db
    .selectFrom('deposits')
    .select([
      'id',
      'status',
      'tx_hash',
      'confirmations',
      'failure_reason',
      sql<string>`usd_amount::text`.as('usd_amount'),
      sql<string>`coin_amount::text`.as('coin_amount'),
    ])
    .where('wallet_id', '=', walletId)
    .orderBy('id')
    .execute()
}

/** How many deposit rows the wallet's ledger holds (each credit writes one). */
export async function depositCredits(db: Kysely<DB>, walletId: number): Promise<number> {
  const row = await db
    .selectFrom('wallet_ledger')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('wallet_id', '=', walletId)
    .where('kind', '=', 'deposit')
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Stops interval mining: blocks come only from `mine`. */
export async function pauseMining(devnet: Devnet): Promise<void> {
  await devnet.provider.request({ method: 'miner_stop', params: [] })
}

export async function resumeMining(devnet: Devnet): Promise<void> {
  await devnet.provider.request({ method: 'miner_start', params: [] })
}

/** Mines until the chain's head is at `height` or above. */
export async function mineTo(devnet: Devnet, height: bigint): Promise<void> {
  while ((await devnet.client.getBlockNumber()) < height) await mine(devnet)
}

/** Mines `blocks` blocks now. */
export async function mine(devnet: Devnet, blocks = 1): Promise<void> {
  for (let i = 0; i < blocks; i += 1) await devnet.provider.request({ method: 'evm_mine', params: [] })
}
