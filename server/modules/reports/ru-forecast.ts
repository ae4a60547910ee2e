/**
 * `hub_reportRuForecast`: when the RU left run out at the recent rate, for the /rpc overview.
 *
 * - `ruLeft` is the wallet overview's `ruBalance` (`walletOverview`, the due free allowance
 *   counted), read through the same function so the two figures never disagree.
 * - `dailyRate` is the RU of the last 7 whole UTC days plus today so far, divided by 7 plus the
 *   elapsed share of today: a steady spender's rate from the first minute of the day, without
 *   today's few hours weighing like a whole day. Read from the owner's daily rollup
 *   (`usage_owner_daily`: eight rows; today's grows with every batch).
 * - `daysLeft = ruLeft / dailyRate`, `runsOutAt = now + daysLeft`; both null without spending.
 * - `topsUp`: Pay As You Go auto-renew (`payg`) buys more RU when they run out.
 * - `lapsesAt`: the end of the last live bought grant with RU left (null when one never ends; the
 *   free monthly allowance, which comes back, is left out). A package bought for 30 days with RU
 *   for 90 at the recent rate ends first: the overview says so.
 *
 * `now` is a parameter (the method passes the wall clock), so tests run it under a fixed clock.
 */
import { sql, type Kysely } from 'kysely'
import type { RuForecast } from '../../../contract/index'
import type { DB } from '../../db/schema'
import type { WalletOwner } from '../wallet/wallet.queries'
import { walletOverview } from '../wallet/wallet.queries'
import { ownerKey } from './metering/usage-buckets'
import { grantLiveAt } from '../packages/ru/live-grants'

/** Whole days the rate looks back over, besides today. */
export const FORECAST_BASIS_DAYS = 7

const DAY_MS = 86_400_000

/** The owner's RU forecast at `now`. */
export async function ruForecast(db: Kysely<DB>, owner: WalletOwner, now = new Date()): Promise<RuForecast> {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS
  const since = new Date(today - FORECAST_BASIS_DAYS * DAY_MS)
  const [overview, spent, lapsesAt] = await Promise.all([
    walletOverview(db, owner, now),
    ruSpentSince(db, owner, since, now),
    ruLapseAt(db, owner, now),
  ])
  const days = FORECAST_BASIS_DAYS + (now.getTime() - today) / DAY_MS
  const dailyRate = spent / days
  const ruLeft = overview.ruBalance
  const daysLeft = dailyRate > 0 ? ruLeft / dailyRate : null
  return {
    ruLeft,
    dailyRate,
    basedOnDays: FORECAST_BASIS_DAYS,
    daysLeft,
    runsOutAt: daysLeft === null ? null : new Date(now.getTime() + daysLeft * DAY_MS).toISOString(),
    topsUp: overview.autoRenewMode === 'payg',
    lapsesAt,
    asOf: now.toISOString(),
  }
}

/** RU the owner spent on the UTC days from `since` to the one holding `now`. */
async function ruSpentSince(db: Kysely<DB>, owner: WalletOwner, since: Date, now: Date): Promise<number> {
  const row = await db
    .selectFrom('usage_owner_daily')
    .select(sql<number>`coalesce(sum(ru), 0)::float8`.as('ru'))
    .where('owner', '=', ownerKey(owner))
    .where('day', '>=', since)
    .where('day', '<=', now)
    .executeTakeFirstOrThrow()
  return Number(row.ru)
}

/**
 * When the last of the owner's live bought grants with RU left ends; null when one of them never
 * ends, or none holds RU. The free package's monthly allowance is left out: it comes back every
 * month, so its end loses the customer nothing to act on.
 */
async function ruLapseAt(db: Kysely<DB>, owner: WalletOwner, now: Date): Promise<string | null> {
  const row = await db
    .selectFrom('package_grants as g')
    .innerJoin('skus as s', 's.id', 'g.sku_id')
    .select([
      sql<boolean>`coalesce(bool_or(g.expires_at is null), false)`.as('endless'),
      sql<Date | string | null>`max(g.expires_at)`.as('last'),
    ])
    .where('userId' in owner ? 'g.user_id' : 'g.team_id', '=', 'userId' in owner ? owner.userId : owner.teamId)
    .where('s.package_type', '!=', 'free')
    .where(grantLiveAt(now, 'g'))
    .where(sql<boolean>`g.ru_total > g.ru_used`)
    .executeTakeFirstOrThrow()
  return row.endless || row.last === null ? null : new Date(row.last).toISOString()
}
