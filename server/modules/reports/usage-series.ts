/**
 * Usage over time: requests or RU per bucket (`hub_reportUserRuUsage`, `hub_reportApikey*`), one
 * series per busiest key (`hub_reportUser*ByApikey`) and the /rpc/statistic timeline with errors
 * and latency (`hub_reportUsageSeries`). PostgreSQL sums the rows per stored hour or day; those
 * few sums are then placed in the report's buckets (report-buckets.ts), every bucket present,
 * empty ones at 0.
 */
import type { Kysely } from 'kysely'
import type { ApiKeySeries, ReportInterval, UsagePoint, UsageSeries, UsageTimeline } from '../../../contract/index'
import type { DB } from '../../db/schema'
import { mergeHistograms, percentileOf } from './metering/latency-histogram'
import { compositeOf } from './usage-composites'
import { keyNames } from './report-scope'
import { bucketIndexOf, bucketStarts, utcOffsetMinutes } from './report-buckets'
import {
  addSums,
  aggregateUsage,
  zeroSums,
  type UsageGroupRow,
  type UsageScope,
  type UsageSums,
} from './usage-aggregate'
import { usageSources, type UsageSources } from './usage-sources'

/** The params every series takes. */
export interface SeriesParams {
  from: string
  to: string
  interval: ReportInterval
}

/** A series' buckets and the tables that fill them. */
export interface SeriesWindow {
  interval: ReportInterval
  starts: Date[]
  sources: UsageSources
  /** For days and months: the offset whose local days the rows are summed per in SQL. */
  localDaysOffsetMinutes?: number
}

/** What a count series counts. */
export type SeriesMetric = 'requests' | 'ru'

/** The buckets of `params` (in the offset of `from`) and where their rows come from, at `now`. */
export function seriesWindow({ from, to, interval }: SeriesParams, now: Date): SeriesWindow {
  const offsetMinutes = utcOffsetMinutes(from)
  const end = new Date(to)
  const starts = bucketStarts(new Date(from), end, interval, offsetMinutes)
  const first = starts[0] ?? new Date(from)
  return {
    interval,
    starts,
    sources: usageSources({ from: first, to: end, interval, offsetMinutes, now }),
    // Local days are whole inside day and month buckets (both cut at local midnight).
    ...(interval === 'hour' ? {} : { localDaysOffsetMinutes: offsetMinutes }),
  }
}

/** Requests or RU of `scope` per bucket. */
export async function usageSeries(
  db: Kysely<DB>,
  scope: UsageScope,
  params: SeriesParams,
  metric: SeriesMetric,
  now = new Date(),
): Promise<UsageSeries> {
  const window = seriesWindow(params, now)
  const rows = await aggregateUsage(db, window.sources, scope, {
    groupBy: ['t'],
    localDaysOffsetMinutes: window.localDaysOffsetMinutes,
  })
  return toSeries(window, placeInBuckets(window, rows), metric)
}

/** One series per key, the `limit` keys with the largest totals of `metric`, largest first. */
export async function keySeries(
  db: Kysely<DB>,
  scope: UsageScope,
  params: SeriesParams & { limit: number },
  metric: SeriesMetric,
  now = new Date(),
): Promise<ApiKeySeries[]> {
  const window = seriesWindow(params, now)
  const rows = await aggregateUsage(db, window.sources, scope, {
    groupBy: ['apikey_id', 't'],
    localDaysOffsetMinutes: window.localDaysOffsetMinutes,
  })
  const byKey = new Map<number, UsageGroupRow[]>()
  for (const row of rows) {
    const keyRows = byKey.get(row.apikeyId)
    if (keyRows) keyRows.push(row)
    else byKey.set(row.apikeyId, [row])
  }
  const ranked = [...byKey.entries()]
    .map(([apikeyId, keyRows]) => ({ apikeyId, keyRows, total: keyRows.reduce((sum, row) => sum + row[metric], 0) }))
    .filter((key) => key.total > 0)
    .sort((a, b) => b.total - a.total || a.apikeyId - b.apikeyId)
    .slice(0, params.limit)
  const names = await keyNames(
    db,
    scope.owner,
    ranked.map((key) => key.apikeyId),
  )
  return ranked.map(({ apikeyId, keyRows }) => ({
    apikeyId,
    apikeyName: names.get(apikeyId) ?? `#${apikeyId}`,
    ...toSeries(window, placeInBuckets(window, keyRows), metric),
  }))
}

/** The timeline of /rpc/statistic: every figure per bucket, and the window's totals. */
export async function usageTimeline(
  db: Kysely<DB>,
  scope: UsageScope,
  params: SeriesParams,
  now = new Date(),
): Promise<UsageTimeline> {
  const window = seriesWindow(params, now)
  const rows = await aggregateUsage(db, window.sources, scope, {
    groupBy: ['t'],
    latency: true,
    localDaysOffsetMinutes: window.localDaysOffsetMinutes,
  })
  const buckets = placeInBuckets(window, rows)
  const points: UsagePoint[] = buckets.map((bucket, i) => ({
    time: window.starts[i]!.toISOString(),
    ...sumsOf(bucket),
    p50LatencyMs: percentileOf(bucket.hist, 0.5),
    p95LatencyMs: percentileOf(bucket.hist, 0.95),
  }))
  const total = buckets.reduce(
    (all, bucket) => ({ ...addSums(all, bucket), hist: mergeHistograms(all.hist, bucket.hist) }),
    { ...zeroSums(), hist: [] as number[] },
  )
  return {
    interval: window.interval,
    points,
    totals: { ...compositeOf(total, total.hist), p95LatencyMs: percentileOf(total.hist, 0.95) },
  }
}

/** A bucket's sums and merged histogram. */
interface Bucket extends UsageSums {
  hist: number[]
}

/** The rows (summed per stored hour or day) added up per report bucket; every bucket present. */
function placeInBuckets(window: SeriesWindow, rows: readonly UsageGroupRow[]): Bucket[] {
  const startMs = window.starts.map((start) => start.getTime())
  const buckets: Bucket[] = window.starts.map(() => ({ ...zeroSums(), hist: [] }))
  for (const row of rows) {
    const bucket = buckets[bucketIndexOf(startMs, row.t.getTime())]
    if (!bucket) continue
    addSums(bucket, row)
    if (row.hist.length > 0) bucket.hist = mergeHistograms(bucket.hist, row.hist)
  }
  return buckets
}

function toSeries(window: SeriesWindow, buckets: readonly Bucket[], metric: SeriesMetric): UsageSeries {
  const points = buckets.map((bucket, i) => ({ time: window.starts[i]!.toISOString(), value: bucket[metric] }))
  return { interval: window.interval, points, total: points.reduce((sum, point) => sum + point.value, 0) }
}

function sumsOf(sums: UsageSums): UsageSums {
  return { requests: sums.requests, ru: sums.ru, errors: sums.errors, rateLimited: sums.rateLimited }
}
