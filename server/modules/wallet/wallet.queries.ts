/**
 * The wallets table: one per user (teams later). Amounts stay decimal strings from SQL to the
 * wire (`numeric::text`), never floats.
 */
import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import type { WalletOverview } from '../../../contract/index'
import type { DB } from '../../db/schema'
import { skuList } from '../packages/packages.queries'
import { isFreeAllowanceDue, loadRuStanding } from '../packages/ru/ru-standing'
import { grantLiveAt } from '../packages/ru/live-grants'

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
export async function walletOverview(db: Kysely<DB>, owner: WalletOwner, at = new Date()): Promise<WalletOverview> {
  const column = 'userId' in owner ? 'user_id' : 'team_id'
  const id = 'userId' in owner ? owner.userId : owner.teamId
  const [row, current] = await Promise.all([
    db
      .selectFrom('wallets')
      .select([
        sql<string>`amount::text`.as('amount'),
        sql<string>`arrears::text`.as('arrears'),
        'auto_renew_mode',
        'auto_renew_sku_id',
        sql<string>`ru_balance::text`.as('ru_balance'),
        sql<string>`low_balance_threshold::text`.as('low_balance_threshold'),
        'updated_at',
      ])
      .where(column, '=', id)
      .executeTakeFirst(),
    // The current package: the live grant highest on the ladder (latest to end among equals).
    db
      .selectFrom('package_grants as g')
      .innerJoin('skus as s', 's.id', 'g.sku_id')
      .select(['s.name', 'g.expires_at'])
      .where(`g.${column}`, '=', id)
      .where(grantLiveAt(at, 'g'))
      .orderBy('s.sort_order', 'desc')
      .orderBy(sql`g.expires_at desc nulls first`)
      .limit(1)
      .executeTakeFirst(),
  ])
  const mode = row?.auto_renew_mode ?? 'none'
  // This month's free allowance, when due, is granted by the first call's draw: the customer can
  // already spend it, so the balance shown counts it.
  const freeDue = isFreeAllowanceDue(await loadRuStanding(db, owner, at), at)
  const freeRu = freeDue ? ((await skuList(db, 'free'))[0]?.ru ?? 0) : 0
  return {
    amount: row?.amount ?? '0.00',
    arrears: row?.arrears ?? '0.00',
    currency: 'USD',
    autoRenew: mode !== 'none',
    autoRenewMode: mode,
    autoRenewSkuId: row?.auto_renew_sku_id == null ? null : Number(row.auto_renew_sku_id),
    ruBalance: Number(row?.ru_balance ?? 0) + freeRu,
    currentPackage: current?.name ?? 'Free',
    packageExpiresAt: current?.expires_at ? new Date(current.expires_at).toISOString() : null,
    lowBalanceThreshold: row?.low_balance_threshold ?? '10.00',
    updatedAt: (row?.updated_at ?? new Date()).toISOString(),
  }
}
