/**
 * The `deposit_addresses` table: a wallet's address per coin and network. Every coin of a network
 * shares the wallet's one address (index = wallet id), so a transfer of any accepted token to it
 * reaches the wallet, whichever coin the customer asked the address for.
 */
import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import type { DepositAddress } from '../../../../contract/index'
import type { DB } from '../../../db/schema'
import type { AddressDeriver } from './hd-addresses'

/** The wallet's address for `coin` on `networkId`, stored the first time it is asked for. */
export async function depositAddressOf(
  db: Kysely<DB>,
  walletId: number,
  target: { coin: string; networkId: string },
  derive: AddressDeriver,
): Promise<DepositAddress> {
  const find = () =>
    selectAddresses(db, walletId)
      .where('coin', '=', target.coin)
      .where('network_id', '=', target.networkId)
      .executeTakeFirst()
  const found = await find()
  if (found) return toDepositAddress(found)
  await db
    .insertInto('deposit_addresses')
    .values({
      wallet_id: walletId,
      coin: target.coin,
      network_id: target.networkId,
      address: await derive(walletId),
      derivation_index: walletId,
    })
    // Two first asks at once: the second finds the first's row.
    .onConflict((oc) => oc.columns(['wallet_id', 'coin', 'network_id']).doNothing())
    .execute()
  const created = await find()
  if (!created) throw new Error('the deposit address could not be stored')
  return toDepositAddress(created)
}

/** Every address of the wallet, oldest first. */
export async function depositAddressList(db: Kysely<DB>, walletId: number): Promise<DepositAddress[]> {
  return (await selectAddresses(db, walletId).orderBy('id').execute()).map(toDepositAddress)
}

/** Which wallet each of `addresses` (any case) belongs to on `networkId`, by lower-case address. */
export async function walletsByAddress(
  db: Kysely<DB>,
  networkId: string,
  addresses: readonly string[],
): Promise<Map<string, number>> {
  if (addresses.length === 0) return new Map()
  const rows = await db
    .selectFrom('deposit_addresses')
    .select([sql<string>`lower(address)`.as('address'), 'wallet_id'])
    .where('network_id', '=', networkId)
    .where(
      sql`lower(address)`,
      'in',
      addresses.map((address) => address.toLowerCase()),
    )
    .execute()
  return new Map(rows.map((row) => [row.address, Number(row.wallet_id)]))
}

function selectAddresses(db: Kysely<DB>, walletId: number) {
  return db
    .selectFrom('deposit_addresses')
    .select(['coin', 'network_id', 'address', 'created_at'])
    .where('wallet_id', '=', walletId)
}

function toDepositAddress(row: {
  coin: string
  network_id: string
  address: string
  created_at: Date | string
}): DepositAddress {
  return {
    coin: row.coin,
    networkId: row.network_id,
    address: row.address,
    memo: null,
    createdAt: new Date(row.created_at).toISOString(),
  }
}
