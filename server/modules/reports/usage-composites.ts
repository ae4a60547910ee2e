/**
 * Usage totals of a window and their breakdowns (contract/methods/reports-breakdowns.ts): the
 * figures of the account, a key or a network; the share-by-key and share-by-network charts; the
 * usage tables by key and by network (sorted and paged in SQL); and the methods that cost most RU
 * (top 5, or every one for `hub_reportMethodRuCosts`), each share of all RU under the same filter.
 * Windows follow the offset of `from` for their older, daily part (usage-sources.ts).
 */
import { sql, type Kysely, type RawBuilder } from 'kysely'
import type {
  ApiKeyComposite,
  CompositeInfo,
  MethodCost,
  NetworkComposite,
  Page,
  SortOrder,
  UsageSortField,
} from '../../../contract/index'
import type { DB } from '../../db/schema'
import { percentileOf } from './metering/latency-histogram'
import { keyNames } from './report-scope'
import { utcOffsetMinutes } from './report-buckets'
import { aggregateUsage, type UsageGroupRow, type UsageScope, type UsageSums } from './usage-aggregate'
import { usageSources, type UsageSources } from './usage-sources'

/** A window's params. */
export interface WindowParams {
  from: string
  to: string
}

/** A usage table's params. */
export interface TableParams extends WindowParams {
  page: number
  perPage: number
  sortBy: UsageSortField
  order: SortOrder
}

/** The tables and ranges that answer a window, at `now`. */
export function windowSources({ from, to }: WindowParams, now: Date): UsageSources {
  return usageSources({
    from: new Date(from),
    to: new Date(to),
    interval: 'window',
    offsetMinutes: utcOffsetMinutes(from),
    now,
  })
}

/** Sums and a histogram as the contract's figures. */
export function compositeOf(sums: UsageSums, hist: readonly number[]): CompositeInfo {
  return {
    requests: sums.requests,
    ru: sums.ru,
    errors: sums.errors,
    rateLimited: sums.rateLimited,
    errorRate: sums.requests > 0 ? sums.errors / sums.requests : 0,
    medianLatencyMs: percentileOf(hist, 0.5),
  }
}

/** The figures of `scope` in the window. */
export async function compositeInfo(
  db: Kysely<DB>,
  scope: UsageScope,
  params: WindowParams,
  now = new Date(),
): Promise<CompositeInfo> {
  const [row] = await aggregateUsage(db, windowSources(params, now), scope, { groupBy: [], latency: true })
  return row ? compositeOf(row, row.hist) : compositeOf({ requests: 0, ru: 0, errors: 0, rateLimited: 0 }, [])
}

/** The `limit` keys that used most RU, most first. */
export async function compositesByKey(
  db: Kysely<DB>,
  scope: UsageScope,
  params: WindowParams & { limit: number },
  now = new Date(),
): Promise<ApiKeyComposite[]> {
  const rows = await aggregateUsage(db, windowSources(params, now), scope, {
    groupBy: ['apikey_id'],
    latency: true,
    orderBy: sql`ru desc, apikey_id`,
    limit: params.limit,
  })
  return withKeyNames(db, scope, rows)
}

/** The `limit` networks that used most RU, most first. */
export async function compositesByNetwork(
  db: Kysely<DB>,
  scope: UsageScope,
  params: WindowParams & { limit: number },
  now = new Date(),
): Promise<NetworkComposite[]> {
  const rows = await aggregateUsage(db, windowSources(params, now), scope, {
    groupBy: ['network_id'],
    latency: true,
    orderBy: sql`ru desc, network_id`,
    limit: params.limit,
  })
  return withNetworkNames(db, rows)
}

/** A page of the usage table by key. */
export async function usageTableByKey(
  db: Kysely<DB>,
  scope: UsageScope,
  params: TableParams,
  now = new Date(),
): Promise<Page<ApiKeyComposite>> {
  const rows = await aggregateUsage(db, windowSources(params, now), scope, {
    groupBy: ['apikey_id'],
    latency: true,
    paged: true,
    orderBy: sql`${tableOrder(params)}, apikey_id`,
    limit: params.perPage,
    offset: (params.page - 1) * params.perPage,
  })
  const total = rows[0]?.groups ?? (params.page > 1 ? await groupCount(db, scope, params, 'apikey_id', now) : 0)
  return { list: await withKeyNames(db, scope, rows), total, page: params.page, perPage: params.perPage }
}

/** A page of the usage table by network. */
export async function usageTableByNetwork(
  db: Kysely<DB>,
  scope: UsageScope,
  params: TableParams,
  now = new Date(),
): Promise<Page<NetworkComposite>> {
  const rows = await aggregateUsage(db, windowSources(params, now), scope, {
    groupBy: ['network_id'],
    latency: true,
    paged: true,
    orderBy: sql`${tableOrder(params)}, network_id`,
    limit: params.perPage,
    offset: (params.page - 1) * params.perPage,
  })
  const total = rows[0]?.groups ?? (params.page > 1 ? await groupCount(db, scope, params, 'network_id', now) : 0)
  return { list: await withNetworkNames(db, rows), total, page: params.page, perPage: params.perPage }
}

/** The methods that cost most RU in the window, most first, at most `limit`. */
export async function methodCosts(
  db: Kysely<DB>,
  scope: UsageScope,
  params: WindowParams,
  limit: number,
  now = new Date(),
): Promise<MethodCost[]> {
  const rows = await aggregateUsage(db, windowSources(params, now), scope, {
    groupBy: ['method'],
    share: true,
    orderBy: sql`ru desc, requests desc, method`,
    limit,
  })
  return rows.map((row) => ({
    method: row.method,
    requests: row.requests,
    ru: row.ru,
    share: row.allRu > 0 ? row.ru / row.allRu : 0,
  }))
}

/** The table's order: by RU, most first, unless a column and a direction are chosen. */
function tableOrder({ sortBy, order }: Pick<TableParams, 'sortBy' | 'order'>): RawBuilder<unknown> {
  if (order === 'none') return sql`ru desc`
  return sql`${sql.ref(sortBy)} ${sql.raw(order === 'ascending' ? 'asc' : 'desc')}`
}

/** How many keys or networks have usage in the window (for a page past the end). */
async function groupCount(
  db: Kysely<DB>,
  scope: UsageScope,
  params: WindowParams,
  group: 'apikey_id' | 'network_id',
  now: Date,
): Promise<number> {
  const rows = await aggregateUsage(db, windowSources(params, now), scope, { groupBy: [group], paged: true, limit: 1 })
  return rows[0]?.groups ?? 0
}

async function withKeyNames(db: Kysely<DB>, scope: UsageScope, rows: UsageGroupRow[]): Promise<ApiKeyComposite[]> {
  const names = await keyNames(
    db,
    scope.owner,
    rows.map((row) => row.apikeyId),
  )
  return rows.map((row) => ({
    apikeyId: row.apikeyId,
    apikeyName: names.get(row.apikeyId) ?? `#${row.apikeyId}`,
    ...compositeOf(row, row.hist),
  }))
}

/** Rows with their network's name and chain from the networks table (the id itself when unknown). */
async function withNetworkNames(db: Kysely<DB>, rows: UsageGroupRow[]): Promise<NetworkComposite[]> {
  const ids = rows.map((row) => row.networkId)
  const networks =
    ids.length === 0
      ? []
      : await db.selectFrom('networks').select(['id', 'name', 'chain_id']).where('id', 'in', ids).execute()
  const byId = new Map(networks.map((network) => [network.id, network]))
  return rows.map((row) => ({
    networkId: row.networkId,
    chainId: byId.get(row.networkId)?.chain_id ?? row.networkId,
    networkName: byId.get(row.networkId)?.name ?? row.networkId,
    ...compositeOf(row, row.hist),
  }))
}
