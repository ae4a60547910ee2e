/**
 * The timeline drawn: requests, RU, errors (with those refused by the rate limit) and latency
 * (median and 95th percentile) per bucket, each chart with its figures as a table.
 */
import { useLingui } from '@lingui/react/macro'
import { useCallback, useMemo } from 'react'
import type { UsageTimeline } from '../../../../contract/methods/reports-usage'
import type { TimeChartData } from '../../../components/ui/charts/chart-types'
import { TimeChart } from '../../../components/ui/charts/time-chart'
import { formatBucket, formatCount } from '../statistics-format'

export function UsageCharts({ timeline }: { timeline: UsageTimeline }) {
  const { i18n, t } = useLingui()
  const locale = i18n.locale
  const count = useCallback((value: number) => formatCount(locale, value), [locale])
  const ms = useCallback((value: number) => `${formatCount(locale, value)} ms`, [locale])
  const time = useCallback((value: string) => formatBucket(value, timeline.interval), [timeline.interval])
  const charts = useMemo(() => {
    const { points, interval } = timeline
    const times = points.map((point) => point.time)
    const chart = (lines: TimeChartData['lines']): TimeChartData => ({ times, interval, lines })
    return {
      requests: chart([{ label: t`Requests`, values: points.map((point) => point.requests) }]),
      ru: chart([{ label: t`RU`, values: points.map((point) => point.ru) }]),
      errors: chart([
        { label: t`Errors`, values: points.map((point) => point.errors), tone: 2 },
        { label: t`Rate-limited`, values: points.map((point) => point.rateLimited), tone: 1 },
      ]),
      latency: chart([
        { label: t`Median`, values: points.map((point) => point.p50LatencyMs) },
        { label: t`95th percentile`, values: points.map((point) => point.p95LatencyMs), tone: 2 },
      ]),
    }
  }, [timeline, t])
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <TimeChart title={t`Requests over time`} data={charts.requests} formatValue={count} formatTime={time} />
      <TimeChart title={t`RU over time`} data={charts.ru} formatValue={count} formatTime={time} />
      <TimeChart title={t`Errors over time`} data={charts.errors} formatValue={count} formatTime={time} />
      <TimeChart title={t`Latency over time`} data={charts.latency} formatValue={ms} formatTime={time} />
    </div>
  )
}
