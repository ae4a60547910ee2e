/**
 * The monthly free package (hub_getFreeSkuBuyFreeType, hub_buyPackage with the free sku). Every
 * owner is on Free for its features, but RU come only from grants: the first-login choice of
 * Free grants it once, and afterwards it can be claimed once per calendar month (UTC). The month
 * counts from any free grant bought through a purchase (first login or monthly claim), by its
 * start, so a claim on the 31st and one on the 1st are two months.
 */
import { sql, type Kysely } from 'kysely'
import type { FreeSkuEligibility } from '../../../../contract/index'
import type { DB } from '../../../db/schema'
import type { PackageOwner, SkuRecord } from '../packages.queries'

/** The first instant of `now`'s UTC month and of the next one. */
export function utcMonth(now: Date): { start: Date; next: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
  return { start, next }
}

/**
 * Whether `owner` may claim `sku` at `now`: `ineligible` for a sku that is not the free package
 * and for an account that has not made its first-login choice yet (that choice is its first free
 * package); `claimed` with the next month's first day when one was granted this month.
 */
export async function freeSkuEligibility(
  db: Kysely<DB>,
  owner: PackageOwner,
  sku: SkuRecord,
  now = new Date(),
): Promise<FreeSkuEligibility> {
  const answer = (state: FreeSkuEligibility['state'], nextClaimAt: Date | null = null) => ({
    skuId: sku.id,
    state,
    nextClaimAt: nextClaimAt?.toISOString() ?? null,
  })
  if (sku.packageType !== 'free') return answer('ineligible')
  if ('userId' in owner) {
    const user = await db.selectFrom('users').select('initialized').where('id', '=', owner.userId).executeTakeFirst()
    if (!user?.initialized) return answer('ineligible')
  }
  const { start, next } = utcMonth(now)
  const claimed = await db
    .selectFrom('purchases as p')
    .innerJoin('skus as s', 's.id', 'p.sku_id')
    .select('p.id')
    .where('userId' in owner ? 'p.user_id' : 'p.team_id', '=', 'userId' in owner ? owner.userId : owner.teamId)
    .where('s.package_type', '=', 'free')
    .where('p.starts_at', '>=', start)
    .where('p.starts_at', '<', next)
    .executeTakeFirst()
  return claimed ? answer('claimed', next) : answer('claimable')
}

/**
 * Holds the wallet row until the caller's transaction ends: purchases of one owner run one after
 * the other, so two claims of the same month (two tabs, two instances) cannot both see it free.
 * `no key update`, the lock an update takes: rows that merely reference the wallet (a bill, a
 * ledger line written by a webhook meanwhile) neither wait for it nor make it wait, which a
 * `for update` would, deadlocking against their own later update of the wallet.
 */
export async function lockWallet(db: Kysely<DB>, walletId: number): Promise<void> {
  await sql`select id from wallets where id = ${walletId} for no key update`.execute(db)
}
