/**
 * Facts of /rpc/statistic (issue 18): the figures the server answered for one query, whole
 * (timeline, method costs, top methods, per-key and per-network tables, and the window asked
 * for), so the projection needs nothing else and the page redraws them offline.
 */
import type { Page } from '../../../contract/rpc'
import type { ApiKeyComposite, MethodCost, NetworkComposite } from '../../../contract/methods/reports-breakdowns'
import type { UsageTimeline } from '../../../contract/methods/reports-usage'
import type { StatisticsQuery, StatisticsRange } from './statistics-query'

export interface StatisticsFigures {
  range: StatisticsRange
  timeline: UsageTimeline
  /** The 5 methods that cost most RU, most first. */
  topMethods: MethodCost[]
  /** Every method's RU, most first. */
  methods: MethodCost[]
  byKey: Page<ApiKeyComposite>
  byNetwork: Page<NetworkComposite>
}

declare module '../../store/events' {
  interface EventPayloads {
    /** The figures of one statistics query as the server answered them. */
    'statistics.loaded': { query: StatisticsQuery; figures: StatisticsFigures }
  }
}
