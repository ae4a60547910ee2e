/**
 * The statistics query in the address (`?scope=apikey&key=7&network=…&period=custom&from=…`), so
 * a reload (offline too), a shared link or the back button shows the same figures. Anything
 * unreadable falls back to the default; defaults are left out of the address.
 */
import { SORT_ORDERS, type SortOrder } from '../../../contract/enums'
import { USAGE_SORT_FIELDS, type UsageSortField } from '../../../contract/methods/reports-breakdowns'
import { TABLE_PAGE_SIZES } from '../../components/ui/table-defaults'
import { dayOf } from '../../lib/day-range'
import {
  DEFAULT_STATISTICS_QUERY,
  STATISTICS_PERIODS,
  STATISTICS_SCOPES,
  type StatisticsPeriod,
  type StatisticsQuery,
  type StatisticsScope,
} from './statistics-query'

export function statisticsQueryOf(search: Record<string, unknown>): StatisticsQuery {
  const base = DEFAULT_STATISTICS_QUERY
  const period = oneOf<StatisticsPeriod>(search.period, STATISTICS_PERIODS, base.period)
  return {
    scope: oneOf<StatisticsScope>(search.scope, STATISTICS_SCOPES, base.scope),
    apikeyId: positiveInteger(search.key),
    networkId: typeof search.network === 'string' && search.network !== '' ? search.network : null,
    period,
    from: period === 'custom' ? dayOf(search.from) : null,
    to: period === 'custom' ? dayOf(search.to) : null,
    keysPage: positiveInteger(search.page) ?? base.keysPage,
    keysPerPage: pageSize(search.size) ?? base.keysPerPage,
    keysSortBy: oneOf<UsageSortField>(search.sort, USAGE_SORT_FIELDS, base.keysSortBy),
    keysOrder: oneOf<SortOrder>(search.order, SORT_ORDERS, base.keysOrder),
  }
}

export function statisticsSearchOf(query: StatisticsQuery): Record<string, string | number> {
  const base = DEFAULT_STATISTICS_QUERY
  const search: Record<string, string | number> = {}
  if (query.scope !== base.scope) search.scope = query.scope
  if (query.scope === 'apikey' && query.apikeyId !== null) search.key = query.apikeyId
  if (query.networkId !== null) search.network = query.networkId
  if (query.period !== base.period) search.period = query.period
  if (query.period === 'custom' && query.from) search.from = query.from
  if (query.period === 'custom' && query.to) search.to = query.to
  if (query.keysPage !== base.keysPage) search.page = query.keysPage
  if (query.keysPerPage !== base.keysPerPage) search.size = query.keysPerPage
  if (query.keysSortBy !== base.keysSortBy) search.sort = query.keysSortBy
  if (query.keysOrder !== base.keysOrder) search.order = query.keysOrder
  return search
}

function oneOf<T extends string>(value: unknown, values: readonly T[], fallback: T): T {
  return values.includes(value as T) ? (value as T) : fallback
}

function positiveInteger(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN
  return Number.isSafeInteger(number) && number > 0 ? number : null
}

function pageSize(value: unknown): number | null {
  const size = positiveInteger(value)
  return size !== null && (TABLE_PAGE_SIZES as readonly number[]).includes(size) ? size : null
}
