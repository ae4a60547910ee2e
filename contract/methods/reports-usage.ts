/**
 * Usage beyond the seed's reports (issue 18): the /rpc/statistic timeline in one call (requests,
 * RU, errors and latency per bucket, filtered by key and network), every method's RU cost for a
 * window (not only the top 5), and the RU forecast of the /rpc overview.
 *
 * Buckets follow the UTC offset of `from`, as in reports.ts.
 */
import * as v from 'valibot'
import type { IsoDateTime } from '../fields'
import { idSchema, isoDateTimeSchema, networkIdSchema, rangeCheck } from '../fields'
import { defineMethod } from '../rpc'
import type { ReportInterval } from '../statuses'
import { REPORT_INTERVALS } from '../statuses'
import { intervalCheck } from './reports'
import type { CompositeInfo, MethodCost } from './reports-breakdowns'

/** One bucket of the usage timeline; `time` is the bucket's start. Latencies are null without requests. */
export interface UsagePoint {
  time: IsoDateTime
  requests: number
  ru: number
  errors: number
  rateLimited: number
  p50LatencyMs: number | null
  p95LatencyMs: number | null
}

/** The usage timeline of a window and its totals. */
export interface UsageTimeline {
  interval: ReportInterval
  points: UsagePoint[]
  totals: CompositeInfo & { p95LatencyMs: number | null }
}

/** When the RU left run out at the recent rate. */
export interface RuForecast {
  /** RU left in the live grants (the due free allowance counted), as the wallet overview says. */
  ruLeft: number
  /** RU spent per day, averaged over the last `basedOnDays` whole days plus today so far. */
  dailyRate: number
  basedOnDays: number
  /** Days until `ruLeft` is spent at `dailyRate`; null when nothing is being spent. */
  daysLeft: number | null
  /** The moment that happens; null with `daysLeft`. */
  runsOutAt: IsoDateTime | null
  /** Whether Pay As You Go tops the RU up when they run out (auto-renew mode `payg`). */
  topsUp: boolean
  /**
   * When the last live package holding RU left ends: what is unspent then lapses. Null when a
   * package holding RU never ends (or none holds any). Earlier than `runsOutAt`, the package ends
   * first. Absent from forecasts stored before it existed.
   */
  lapsesAt?: IsoDateTime | null
  asOf: IsoDateTime
}

/** Longest list `hub_reportMethodRuCosts` answers (the methods that cost most first). */
export const MAX_METHOD_COSTS = 200

/** Whose usage: the account or team in context, one key, one network, or both. */
const filterEntries = {
  apikeyId: v.optional(idSchema),
  networkId: v.optional(networkIdSchema),
}

const windowEntries = { from: isoDateTimeSchema, to: isoDateTimeSchema }

export const reportUsageMethods = {
  /** Requests, RU, errors and latency per bucket; hourly buckets over at most 31 days. */
  hub_reportUsageSeries: defineMethod<UsageTimeline>()(
    v.pipe(
      v.strictObject({
        ...windowEntries,
        interval: v.optional(v.picklist(REPORT_INTERVALS), 'day'),
        ...filterEntries,
      }),
      rangeCheck(),
      intervalCheck(),
    ),
    { auth: 'user' },
  ),
  /** Every method's RU cost in the window, most RU first (at most MAX_METHOD_COSTS). */
  hub_reportMethodRuCosts: defineMethod<MethodCost[]>()(
    v.pipe(v.strictObject({ ...windowEntries, ...filterEntries }), rangeCheck()),
    { auth: 'user' },
  ),
  /** The RU forecast of the account or team in context. */
  hub_reportRuForecast: defineMethod<RuForecast>()(v.strictObject({}), { auth: 'user' }),
}
