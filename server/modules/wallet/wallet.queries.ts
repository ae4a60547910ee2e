/**
 * The wallets table: one per user (teams later). Amounts stay decimal strings from SQL to the
 * wire (`numeric::text`), never floats.
 */
import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import type { WalletOverview } from '../../../contract/index'
import type { DB } from '../../db/schema'

/** Whose wallet: a user's, or (once teams exist) a team's. */
export type WalletOwner = { userId: number } | { teamId: number }

/** Creates the owner's wallet at zero, unless it has one. */
export async function createWallet(db: Kysely<DB>, owner: WalletOwner, amount = '0.00'): Promise<void> {
  await db
    .insertInto('wallets')
    .values('userId' in owner ? { user_id: owner.userId, amount } : { team_id: owner.teamId, amount })
    .onConflict((oc) => oc.doNothing())
    .execute()
}

/** The owner's balance; an owner without a wallet row reads as an empty wallet. */
export async function walletOverview(db: Kysely<DB>, owner: WalletOwner): Promise<WalletOverview> {
  const row = await db
    .selectFrom('wallets')
    .select([
      sql<string>`amount::text`.as('amount'),
      sql<string>`arrears::text`.as('arrears'),
      'auto_renew',
      sql<string>`ru_balance::text`.as('ru_balance'),
      sql<string>`low_balance_threshold::text`.as('low_balance_threshold'),
      'updated_at',
    ])
    .where('userId' in owner ? 'user_id' : 'team_id', '=', 'userId' in owner ? owner.userId : owner.teamId)
    .executeTakeFirst()
  return {
    amount: row?.amount ?? '0.00',
    arrears: row?.arrears ?? '0.00',
    currency: 'USD',
    autoRenew: row?.auto_renew ?? false,
    ruBalance: Number(row?.ru_balance ?? 0),
    lowBalanceThreshold: row?.low_balance_threshold ?? '10.00',
    updatedAt: (row?.updated_at ?? new Date()).toISOString(),
  }
}
