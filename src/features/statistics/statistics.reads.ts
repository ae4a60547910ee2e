/**
 * The statistics page's read: every figure of one query, asked together and returned as the one
 * fact the store records, so the page never shows a mix of two moments. Quiet (`hideError`):
 * where figures are stored they still show, with their age; the page itself says what went wrong
 * where nothing is stored.
 */
import type { ParamsOf } from '../../../contract'
import { rpcSurvivingPageChange, type RpcOptions } from '../../lib/rpc-client'
import { fact, type EventDraft } from '../../store/events'
import { type StatisticsQuery, type StatisticsRange } from './statistics-query'
import './statistics.events'

/** Networks are few: one page holds them all. */
const NETWORKS_PER_PAGE = 50

export async function readStatistics(
  query: StatisticsQuery,
  range: StatisticsRange,
  options: RpcOptions = {},
): Promise<EventDraft<'statistics.loaded'>> {
  const quiet = { hideError: true, ...options }
  const window = { from: range.from, to: range.to }
  const filter = filterOf(query)
  const [timeline, methods, topMethods, byKey, byNetwork] = await Promise.all([
    rpcSurvivingPageChange('hub_reportUsageSeries', { ...window, interval: range.interval, ...filter }, quiet),
    rpcSurvivingPageChange('hub_reportMethodRuCosts', { ...window, ...filter }, quiet),
    readTopMethods(window, filter, quiet),
    rpcSurvivingPageChange('hub_reportUsageInfoByApikey', keyTableParams(query, window), quiet),
    rpcSurvivingPageChange(
      'hub_reportUsageInfoByNetwork',
      {
        ...window,
        page: 1,
        perPage: NETWORKS_PER_PAGE,
        sortBy: 'ru',
        order: 'none',
        ...(filter.apikeyId !== undefined && { apikeyId: filter.apikeyId }),
      },
      quiet,
    ),
  ])
  return fact(
    'statistics.loaded',
    { query, figures: { range, timeline, methods, topMethods: topMethods ?? methods.slice(0, 5), byKey, byNetwork } },
    'server',
  )
}

/** The key and network the figures are filtered by. */
export function filterOf(query: StatisticsQuery): { apikeyId?: number; networkId?: string } {
  return {
    ...(query.scope === 'apikey' && query.apikeyId !== null && { apikeyId: query.apikeyId }),
    ...(query.networkId !== null && { networkId: query.networkId }),
  }
}

export function keyTableParams(
  query: StatisticsQuery,
  window: { from: string; to: string },
): ParamsOf<'hub_reportUsageInfoByApikey'> {
  return {
    ...window,
    page: query.keysPage,
    perPage: query.keysPerPage,
    sortBy: query.keysSortBy,
    order: query.keysOrder,
  }
}

/**
 * The top 5 by key (one key's, or the whole account's) or by network. With both a key and a
 * network chosen neither method filters by both: the top 5 of every method's cost (same filter)
 * are then the answer, so null here.
 */
async function readTopMethods(
  window: { from: string; to: string },
  filter: { apikeyId?: number; networkId?: string },
  options: RpcOptions,
) {
  if (filter.apikeyId !== undefined && filter.networkId !== undefined) return null
  if (filter.apikeyId !== undefined)
    return rpcSurvivingPageChange(
      'hub_reportUserTop5MethodRuCostByApikey',
      { ...window, apikeyId: filter.apikeyId },
      options,
    )
  return rpcSurvivingPageChange('hub_reportUserTop5MethodRuCostByNetwork', { ...window, ...filter }, options)
}
