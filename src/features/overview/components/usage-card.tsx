/**
 * The overview's usage at a glance: request units left with when they run out at the recent rate
 * (hub_reportRuForecast), and today's requests with their trend by hour. Drawn from the store,
 * so offline it shows the last figures with their age.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import type { RuForecast } from '../../../../contract/methods/reports-usage'
import { Sparkline } from '../../../components/ui/charts/sparkline'
import { DataAge } from '../../../components/ui/data-age'
import { Skeleton } from '../../../components/ui/skeleton'
import { hourlyRequests, isToday, type OverviewState } from '../overview.projection'

/** Beyond this the forecast says "more than a year", not a number of days nobody plans by. */
const FORECAST_HORIZON_DAYS = 365

export function UsageCard({ state, failed }: { state: OverviewState | undefined; failed: boolean }) {
  const { t, i18n } = useLingui()
  // The day the page opened in: a page left open past midnight shows yesterday's as 0 once reloaded.
  const [now] = useState(() => Date.now())
  const forecast = state?.forecast ?? null
  const today = state?.today ?? null
  // Each part's skeleton has the part's shape (figure, text, age), so nothing below moves when it comes.
  const notLoaded = (shape: ReactNode) =>
    failed ? (
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        <Trans>Not loaded yet. It shows here once the network answers.</Trans>
      </p>
    ) : (
      shape
    )
  return (
    <section
      aria-labelledby="usage-card-title"
      className="rounded-lg border border-slate-200 p-5 dark:border-slate-800"
      data-testid="usage-card"
    >
      <h2 id="usage-card-title" className="text-sm font-medium text-slate-600 dark:text-slate-300">
        <Trans>Request units</Trans>
      </h2>
      {forecast ? (
        <>
          <p className="mt-2 text-3xl font-semibold tabular-nums">
            <span data-testid="ru-left">{i18n.number(forecast.ruLeft)}</span>{' '}
            <span className="text-base font-normal text-slate-600 dark:text-slate-300">
              <Trans>RU left</Trans>
            </span>
          </p>
          <p className="mt-1 text-sm" data-testid="ru-forecast">
            <ForecastText forecast={forecast} />
          </p>
          <DataAge syncedAt={forecast.loadedAt} className="mt-1" />
        </>
      ) : (
        notLoaded(
          <>
            <Skeleton className="mt-2 h-9 w-48" />
            <Skeleton className="mt-1 h-10 w-full" />
            <Skeleton className="mt-1 h-4 w-24" />
          </>,
        )
      )}
      <h3 className="mt-5 text-sm font-medium text-slate-600 dark:text-slate-300">
        <Trans>Requests today</Trans>
      </h3>
      {today ? (
        <div className="mt-1 flex flex-wrap items-center gap-4">
          <p className="text-2xl font-semibold tabular-nums" data-testid="requests-today">
            {isToday(today, now) ? i18n.number(today.requests) : 0}
          </p>
          {isToday(today, now) && <Sparkline values={hourlyRequests(today)} label={t`Requests today, per hour`} />}
          <DataAge syncedAt={today.loadedAt} className="basis-full" />
        </div>
      ) : (
        notLoaded(
          <>
            <Skeleton className="mt-1 h-8 w-28" />
            <Skeleton className="mt-4 h-4 w-24" />
          </>,
        )
      )}
    </section>
  )
}

/**
 * "Runs out in about 12 days (around Dec 8, 2026)", or why there is no such day; or, when the
 * package holding them ends first, that what is left then lapses (a 30-day package with RU for
 * 90 days at the recent rate).
 */
export function ForecastText({ forecast }: { forecast: RuForecast }) {
  const { i18n } = useLingui()
  const { daysLeft, runsOutAt, basedOnDays, topsUp } = forecast
  const lapsesAt = forecast.lapsesAt ?? null
  if (lapsesAt !== null && (runsOutAt === null || Date.parse(lapsesAt) < Date.parse(runsOutAt))) {
    const end = i18n.date(lapsesAt, { dateStyle: 'medium' })
    return runsOutAt === null ? (
      <Trans>Nothing spent lately: what is left lapses when your package ends on {end}.</Trans>
    ) : (
      <Trans>At the recent rate your package ends first, on {end}: what is left then lapses.</Trans>
    )
  }
  const topUp = topsUp ? (
    <>
      {' '}
      <Trans>Pay As You Go tops them up when they run out.</Trans>
    </>
  ) : null
  if (daysLeft === null || runsOutAt === null) {
    return (
      <>
        <Plural
          value={basedOnDays}
          one="Nothing spent over the last day: no run-out date to forecast."
          other="Nothing spent over the last # days: no run-out date to forecast."
        />
        {topUp}
      </>
    )
  }
  if (daysLeft > FORECAST_HORIZON_DAYS) {
    return (
      <>
        <Trans>At the recent rate they last more than a year.</Trans>
        {topUp}
      </>
    )
  }
  const date = i18n.date(runsOutAt, { dateStyle: 'medium' })
  if (daysLeft < 1) {
    return (
      <>
        <Trans>At the recent rate they run out today (around {date}).</Trans>
        {topUp}
      </>
    )
  }
  const days = Math.round(daysLeft)
  return (
    <>
      <Plural value={days} one="Runs out in about # day" other="Runs out in about # days" />{' '}
      <Trans>(around {date}).</Trans>
      {topUp}
    </>
  )
}
