/**
 * The one query every usage report runs: the rows of the account or team in context (and of one
 * key or network when named) from the tables `usage-sources.ts` picked, summed by PostgreSQL per
 * the groups asked (bucket time, key, network, method). Sums are float8, so both engines answer
 * plain numbers (integers exact to 2^53, far beyond any count here) and PostgreSQL never sums in
 * numeric (several times slower on PGlite), and a latency histogram is summed bin by bin in SQL,
 * never shipped row by row. Series of days and months are summed per local day in SQL
 * (`localDaysOffsetMinutes`): about 90 rows back for 90 days instead of one per stored hour.
 *
 * A query of the whole scope grouped by time only (the account's series, its composite figures)
 * reads the owners' rollups (`usage_owner_hourly`, `usage_owner_daily`, migration 0025): one row
 * per hour or day instead of one per key × network × method. A key, a network, a list of keys or
 * a breakdown by key, network or method reads the detailed tables. Both are cut at the same
 * instants (`UsageSources`), so every hour is still counted once.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { DB } from '../../db/schema'
import type { WalletOwner } from '../wallet/wallet.queries'
import { LATENCY_BINS } from './metering/latency-histogram'
import { ownerKey } from './metering/usage-buckets'
import type { UsageSources } from './usage-sources'

/** Whose usage: an account's or a team's, optionally one key's and one network's. */
export interface UsageScope {
  owner: WalletOwner
  apikeyId?: number
  networkId?: string
}

/** What rows can be grouped by; `t` is the row's place in the report's buckets. */
export type UsageGroup = 't' | 'apikey_id' | 'network_id' | 'method'

/** The sums of a group. */
export interface UsageSums {
  requests: number
  ru: number
  errors: number
  rateLimited: number
}

/** One group's sums, with the group's values. */
export interface UsageGroupRow extends UsageSums {
  t: Date
  apikeyId: number
  networkId: string
  method: string
  /** The merged latency histogram; present when asked for. */
  hist: number[]
  /** With `share`: the RU of every group together. */
  allRu: number
  /** With `paged`: how many groups there are. */
  groups: number
}

/** How to aggregate. */
export interface AggregateOptions {
  groupBy: readonly UsageGroup[]
  /** Sum the latency histograms too. */
  latency?: boolean
  /** Only these keys (after the scope). */
  apikeyIds?: readonly number[]
  /** Also answer the RU of all groups (`allRu`), for shares. */
  share?: boolean
  /** Also answer the number of groups (`groups`), for pages. */
  paged?: boolean
  /**
   * Places each row at the start of its local day in this offset (minutes east of UTC) before
   * grouping by `t`: a series of days or months gets a row per day back, not one per stored hour.
   */
  localDaysOffsetMinutes?: number | undefined
  orderBy?: RawBuilder<unknown>
  limit?: number
  offset?: number
}

/** Sums `scope`'s usage in `sources` per `options.groupBy`. */
export async function aggregateUsage(
  db: Kysely<DB>,
  sources: UsageSources,
  scope: UsageScope,
  options: AggregateOptions,
): Promise<UsageGroupRow[]> {
  const rollup = readsRollups(scope, options)
  const filter = rollup ? sql`owner = ${ownerKey(scope.owner)}` : scopeFilter(scope, options.apikeyIds)
  const columns = sql.raw(
    `${rollup ? '' : 'apikey_id, network_id, method, '}requests, ru, errors, rate_limited${options.latency ? ', latency_hist' : ''}`,
  )
  const hourlyTable = sql.table(rollup ? 'usage_owner_hourly' : 'usage_hourly')
  const dailyTable = sql.table(rollup ? 'usage_owner_daily' : 'usage_daily')
  const parts: RawBuilder<unknown>[] = []
  const at = (time: RawBuilder<unknown>) => {
    const offset = options.localDaysOffsetMinutes
    if (offset === undefined) return time
    // Days of that offset start at 00:00 local on 1970-01-01, which is this instant in UTC.
    return sql`date_bin('1 day'::interval, ${time}, ${new Date(-offset * 60_000)}::timestamptz)`
  }
  if (sources.hourly) {
    parts.push(sql`select ${at(sql`hour`)} as t, ${columns} from ${hourlyTable}
      where hour >= ${sources.hourly.from} and hour < ${sources.hourly.to} and ${filter}`)
  }
  if (sources.daily) {
    const shifted = sql`day - (${sources.dailyShiftMinutes}::int * interval '1 minute')`
    parts.push(sql`select ${at(shifted)} as t, ${columns}
      from ${dailyTable} where day >= ${sources.daily.from} and day < ${sources.daily.to} and ${filter}`)
  }
  const groups = options.groupBy.map((group) => sql.ref(`u.${group}`))
  const selected = [
    ...groups,
    sql`coalesce(sum(u.requests::float8), 0) as requests`,
    sql`coalesce(sum(u.ru::float8), 0) as ru`,
    sql`coalesce(sum(u.errors::float8), 0) as errors`,
    sql`coalesce(sum(u.rate_limited::float8), 0) as rate_limited`,
  ]
  if (options.latency) {
    const bins = Array.from(
      { length: LATENCY_BINS },
      (_, i) => sql`coalesce(sum(u.latency_hist[${sql.lit(i + 1)}]::float8), 0)`,
    )
    selected.push(sql`array[${sql.join(bins)}]::float8[] as hist`)
  }
  if (options.share) selected.push(sql`coalesce(sum(sum(u.ru::float8)) over (), 0) as all_ru`)
  if (options.paged) selected.push(sql`(count(*) over ())::int as groups`)
  const query = sql<RawGroupRow>`select ${sql.join(selected)}
    from (${sql.join(parts, sql` union all `)}) as u
    ${groups.length > 0 ? sql`group by ${sql.join(groups)}` : sql``}
    ${options.orderBy ? sql`order by ${options.orderBy}` : sql``}
    ${options.limit !== undefined ? sql`limit ${options.limit}` : sql``}
    ${options.offset ? sql`offset ${options.offset}` : sql``}`
  const { rows } = await query.execute(db)
  return rows.map((row) => ({
    t: row.t === undefined ? new Date(NaN) : new Date(row.t),
    apikeyId: Number(row.apikey_id ?? 0),
    networkId: row.network_id ?? '',
    method: row.method ?? '',
    requests: Number(row.requests),
    ru: Number(row.ru),
    errors: Number(row.errors),
    rateLimited: Number(row.rate_limited),
    hist: (row.hist ?? []).map(Number),
    allRu: Number(row.all_ru ?? 0),
    groups: Number(row.groups ?? 0),
  }))
}

/** A row as the drivers read it. */
interface RawGroupRow {
  t?: Date | string
  apikey_id?: string | number
  network_id?: string
  method?: string
  requests: number | string
  ru: number | string
  errors: number | string
  rate_limited: number | string
  hist?: (number | string)[]
  all_ru?: number | string
  groups?: number | string
}

/**
 * Whether the owners' rollups answer: the whole scope (no key, network or key list), grouped by
 * nothing but time.
 */
export function readsRollups(scope: UsageScope, options: Pick<AggregateOptions, 'groupBy' | 'apikeyIds'>): boolean {
  return (
    scope.apikeyId === undefined &&
    scope.networkId === undefined &&
    options.apikeyIds === undefined &&
    options.groupBy.every((group) => group === 't')
  )
}

/** The owner's rows (the owner is on every row: no join through keys), narrowed as asked. */
function scopeFilter(scope: UsageScope, apikeyIds?: readonly number[]): RawBuilder<unknown> {
  const conditions = [
    'userId' in scope.owner ? sql`user_id = ${scope.owner.userId}` : sql`team_id = ${scope.owner.teamId}`,
  ]
  if (scope.apikeyId !== undefined) conditions.push(sql`apikey_id = ${scope.apikeyId}`)
  if (scope.networkId !== undefined) conditions.push(sql`network_id = ${scope.networkId}`)
  if (apikeyIds) {
    conditions.push(
      apikeyIds.length === 0 ? sql`false` : sql`apikey_id in (${sql.join(apikeyIds.map((id) => sql`${id}`))})`,
    )
  }
  return sql`(${sql.join(conditions, sql` and `)})`
}

/** Sums of nothing. */
export function zeroSums(): UsageSums {
  return { requests: 0, ru: 0, errors: 0, rateLimited: 0 }
}

/** `a` plus `b`, in place on `a`. */
export function addSums(a: UsageSums, b: UsageSums): UsageSums {
  a.requests += b.requests
  a.ru += b.ru
  a.errors += b.errors
  a.rateLimited += b.rateLimited
  return a
}
