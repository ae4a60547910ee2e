/**
 * Usage over time (SPEC §7 "Usage reports", /rpc/statistic): requests, request units (RU),
 * purchases and deposits as time series, for the whole account (or team, in team context) or
 * for one API key. Breakdowns by key, network and method are in reports-breakdowns.ts.
 *
 * Buckets start at `from` and follow its UTC offset: a client that sends local midnight gets
 * local days, with no time-zone parameter. Empty buckets are present with 0.
 */
import * as v from 'valibot'
import type { Currency, DecimalString, IsoDateTime } from '../fields'
import { fieldCheck, idSchema, isoDateTimeSchema, rangeCheck } from '../fields'
import { defineMethod } from '../rpc'
import type { ReportInterval } from '../statuses'
import { REPORT_INTERVALS } from '../statuses'

/** Hourly buckets cover at most this many days (about 750 points). */
export const MAX_HOURLY_RANGE_DAYS = 31

/** One bucket of a count series; `time` is the bucket's start. */
export interface SeriesPoint {
  time: IsoDateTime
  value: number
}

/** Requests or RU over time. */
export interface UsageSeries {
  interval: ReportInterval
  points: SeriesPoint[]
  /** Sum of the points. */
  total: number
}

/** One bucket of a money series; `time` is the bucket's start. */
export interface MoneyPoint {
  time: IsoDateTime
  amount: DecimalString
}

/** USD spent on packages, or deposited, over time. */
export interface MoneySeries {
  interval: ReportInterval
  currency: Currency
  points: MoneyPoint[]
  total: DecimalString
}

/** One API key's series, in a chart of all keys. */
export interface ApiKeySeries extends UsageSeries {
  apikeyId: number
  apikeyName: string
}

/** The time window and bucket size of every report. */
const reportRangeEntries = {
  from: isoDateTimeSchema,
  to: isoDateTimeSchema,
  interval: v.optional(v.picklist(REPORT_INTERVALS), 'day'),
}

/** At most this many keys get their own series (the top ones by total). */
const limitEntries = {
  limit: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(20)), 10),
}

const userReport = v.pipe(v.strictObject(reportRangeEntries), rangeCheck(), intervalCheck())
const topKeysReport = v.pipe(v.strictObject({ ...reportRangeEntries, ...limitEntries }), rangeCheck(), intervalCheck())
const apikeyReport = v.pipe(
  v.strictObject({ ...reportRangeEntries, apikeyId: idSchema }),
  rangeCheck(),
  intervalCheck(),
)

export const reportMethods = {
  hub_reportUserRuUsage: defineMethod<UsageSeries>()(userReport, { auth: 'user' }),
  hub_reportUserPurchase: defineMethod<MoneySeries>()(userReport, { auth: 'user' }),
  hub_reportUserDeposit: defineMethod<MoneySeries>()(userReport, { auth: 'user' }),
  /** Requests per key, the busiest `limit` keys, busiest first. */
  hub_reportUserRequestByApikey: defineMethod<ApiKeySeries[]>()(topKeysReport, {
    auth: 'user',
  }),
  /** RU per key, the `limit` keys that used most, most first. */
  hub_reportUserRuUsageByApikey: defineMethod<ApiKeySeries[]>()(topKeysReport, {
    auth: 'user',
  }),
  hub_reportApikeyRequest: defineMethod<UsageSeries>()(apikeyReport, { auth: 'user' }),
  hub_reportApikeyRuUsage: defineMethod<UsageSeries>()(apikeyReport, { auth: 'user' }),
}

/** What `intervalCheck` reads of the params. */
interface ReportRangeInput extends Record<string, unknown> {
  from: string
  to: string
  interval: ReportInterval
}

/** Refuses hourly buckets over more than MAX_HOURLY_RANGE_DAYS; the issue names `interval`. */
export function intervalCheck<T extends ReportRangeInput>() {
  return fieldCheck<T>(
    'interval',
    (input) =>
      input.interval !== 'hour' || Date.parse(input.to) - Date.parse(input.from) <= MAX_HOURLY_RANGE_DAYS * 86_400_000,
    `hourly reports cover at most ${MAX_HOURLY_RANGE_DAYS} days`,
  )
}
