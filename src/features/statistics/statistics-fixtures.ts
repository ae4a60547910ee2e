/** Statistics answers for unit tests: a query, figures as the server would send them, a stored event. */
/* eslint-disable lingui/no-unlocalized-strings -- records as the server sends them, for tests; never shown */
import type { StoredEvent } from '../../store/events'
import { DEFAULT_STATISTICS_QUERY, type StatisticsQuery } from './statistics-query'
import type { StatisticsFigures } from './statistics.events'

export function statisticsQuery(patch: Partial<StatisticsQuery> = {}): StatisticsQuery {
  return { ...DEFAULT_STATISTICS_QUERY, ...patch }
}

export function figures(requests = 3): StatisticsFigures {
  return {
    range: { from: '2026-11-26T00:00:00+08:00', to: '2026-11-27T00:00:00+08:00', interval: 'hour' },
    timeline: {
      interval: 'hour',
      points: [
        {
          time: '2026-11-25T16:00:00.000Z',
          requests,
          ru: requests * 26,
          errors: 1,
          rateLimited: 0,
          p50LatencyMs: 20,
          p95LatencyMs: 50,
        },
        {
          time: '2026-11-25T17:00:00.000Z',
          requests: 0,
          ru: 0,
          errors: 0,
          rateLimited: 0,
          p50LatencyMs: null,
          p95LatencyMs: null,
        },
      ],
      totals: {
        requests,
        ru: requests * 26,
        errors: 1,
        rateLimited: 0,
        errorRate: 1 / requests,
        medianLatencyMs: 20,
        p95LatencyMs: 50,
      },
    },
    topMethods: [{ method: 'eth_call', requests, ru: requests * 26, share: 1 }],
    methods: [{ method: 'eth_call', requests, ru: requests * 26, share: 1 }],
    byKey: {
      list: [
        {
          apikeyId: 7,
          apikeyName: '=cmd, "prod"',
          requests,
          ru: requests * 26,
          errors: 1,
          rateLimited: 0,
          errorRate: 0.25,
          medianLatencyMs: 20,
        },
      ],
      total: 1,
      page: 1,
      perPage: 10,
    },
    byNetwork: {
      list: [
        {
          networkId: 'ethereum-mainnet',
          chainId: 'ethereum',
          networkName: 'Ethereum Mainnet',
          requests,
          ru: requests * 26,
          errors: 1,
          rateLimited: 0,
          errorRate: 0.25,
          medianLatencyMs: null,
        },
      ],
      total: 1,
      page: 1,
      perPage: 50,
    },
  }
}

export function loaded(
  query: StatisticsQuery,
  answer: StatisticsFigures,
  at = '2026-11-26T10:05:00.000Z',
): StoredEvent<'statistics.loaded', { query: StatisticsQuery; figures: StatisticsFigures }> {
  return {
    id: `statistics-${at}`,
    type: 'statistics.loaded',
    v: 1,
    payload: { query, figures: answer },
    at,
    origin: 'server',
    scope: 'u1',
  }
}
