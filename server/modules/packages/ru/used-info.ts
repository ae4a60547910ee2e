/**
 * `hub_getViewUsedInfo`: the packages the owner bought and how far each is used. Statuses at
 * `now`: `queued` (a renewal bought ahead, not started), `active` (live with RU left),
 * `used_up` (every RU drawn) and `expired` (ended with RU left). Active ones first, in the
 * order RU are drawn (soonest-expiring first), then queued ones by start, then ended ones, the
 * latest ended first. Pages per SPEC §9 (`page` from 1, `perPage`, `total`).
 */
import { sql, type Kysely } from 'kysely'
import type { PackageType, PackageTypeFilter, PackageUsage, PackageUsageStatus, Page } from '../../../../contract/index'
import type { DB } from '../../../db/schema'
import type { PackageOwner } from '../packages.queries'

export interface UsedInfoFilter {
  page: number
  perPage: number
  packageType: PackageTypeFilter
}

/** One page of `owner`'s bought packages with their use, at `now`. */
export async function usedInfoPage(
  db: Kysely<DB>,
  owner: PackageOwner,
  filter: UsedInfoFilter,
  now = new Date(),
): Promise<Page<PackageUsage>> {
  const status = sql<PackageUsageStatus>`case
    when g.starts_at > ${now} then 'queued'
    when g.ru_used >= g.ru_total then 'used_up'
    when g.expires_at is not null and g.expires_at <= ${now} then 'expired'
    else 'active' end`
  const rank = sql<number>`case
    when g.starts_at > ${now} then 1
    when g.ru_used >= g.ru_total or (g.expires_at is not null and g.expires_at <= ${now}) then 2
    else 0 end`
  let base = db
    .selectFrom('package_grants as g')
    .innerJoin('purchases as p', 'p.id', 'g.purchase_id')
    .innerJoin('skus as s', 's.id', 'g.sku_id')
    .where('userId' in owner ? 'g.user_id' : 'g.team_id', '=', 'userId' in owner ? owner.userId : owner.teamId)
  if (filter.packageType !== 'all') base = base.where('s.package_type', '=', filter.packageType)
  const [rows, count] = await Promise.all([
    base
      .select([
        'p.id as purchase_id',
        's.name',
        's.package_type',
        'g.ru_total',
        'g.ru_used',
        'g.starts_at',
        'g.expires_at',
        status.as('status'),
      ])
      .orderBy(rank)
      // Active: drawing order; queued: next to start first; ended: the latest ended first.
      .orderBy(sql`case when ${rank} = 0 then g.expires_at end asc nulls last`)
      .orderBy(sql`case when ${rank} = 1 then g.starts_at end asc`)
      .orderBy(sql`case when ${rank} = 2 then coalesce(g.expires_at, g.starts_at) end desc`)
      .orderBy('g.id', 'desc')
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ])
  return {
    list: rows.map((row) => {
      const ruTotal = Number(row.ru_total)
      const ruUsed = Math.min(Number(row.ru_used), ruTotal)
      return {
        purchaseId: Number(row.purchase_id),
        skuName: row.name,
        packageType: row.package_type as PackageType,
        ruTotal,
        ruUsed,
        ruRemaining: ruTotal - ruUsed,
        status: row.status,
        startsAt: new Date(row.starts_at).toISOString(),
        expiresAt: row.expires_at === null ? null : new Date(row.expires_at).toISOString(),
      }
    }),
    total: Number(count.n),
    page: filter.page,
    perPage: filter.perPage,
  }
}
