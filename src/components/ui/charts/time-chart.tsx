/**
 * A chart over time with its figures as a table: the drawing (uPlot, fetched on first use, never
 * with a route's first paint) is hidden from screen readers, which read the table in the
 * `<details>` under it instead; sighted readers can open it too.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useId } from 'react'
import type { TimeChartData } from './chart-types'

const UplotView = lazy(() => import('./uplot-view'))

export interface TimeChartProps {
  title: string
  data: TimeChartData
  /** How a value reads (axis, legend, table): a count, RU, milliseconds. */
  formatValue(value: number): string
  /** How a bucket's time reads in the table. */
  formatTime(time: string): string
}

export function TimeChart({ title, data, formatValue, formatTime }: TimeChartProps) {
  const { i18n, t } = useLingui()
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className="min-w-0 rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <h3 id={titleId} className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-200">
        {title}
      </h3>
      <Suspense fallback={<div className="h-[200px] w-full animate-pulse rounded bg-slate-100 dark:bg-slate-800" />}>
        <UplotView
          data={data}
          formatValue={formatValue}
          formatTime={formatTime}
          timeLabel={t`Time`}
          locale={i18n.locale}
        />
      </Suspense>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-slate-600 dark:text-slate-300">
          <Trans>Show the figures</Trans>
        </summary>
        <div className="mt-2 max-h-64 overflow-auto">
          <table className="w-full text-left text-xs">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col" className="px-2 py-1">
                  {t`Time`}
                </th>
                {data.lines.map((line) => (
                  <th key={line.label} scope="col" className="px-2 py-1 text-right">
                    {line.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.times.map((time, index) => (
                <tr key={time} className="border-t border-slate-100 dark:border-slate-800">
                  <th scope="row" className="px-2 py-1 font-normal">
                    {formatTime(time)}
                  </th>
                  {data.lines.map((line) => {
                    const value = line.values[index]
                    return (
                      <td key={line.label} className="px-2 py-1 text-right tabular-nums">
                        {value === null || value === undefined ? '–' : formatValue(value)}
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  )
}
