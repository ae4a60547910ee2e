/**
 * The window's figures at a glance (the timeline's totals): requests, RU, errors with their
 * rate, requests refused by the rate limit (with the limit the account runs under, SPEC §3
 * "Limit info"), and the median and 95th-percentile latency.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { LimitInfo } from '../../../../contract/methods/account-profile'
import type { UsageTimeline } from '../../../../contract/methods/reports-usage'
import { formatCount, formatPercent } from '../statistics-format'

export function TotalsCards({ totals, limit }: { totals: UsageTimeline['totals']; limit: LimitInfo | null }) {
  const { i18n, t } = useLingui()
  const count = (value: number) => formatCount(i18n.locale, value)
  const ms = (value: number | null) => {
    if (value === null) return '–'
    const figure = count(value)
    return t`${figure} ms`
  }
  const errorRate = formatPercent(i18n.locale, totals.errorRate)
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" data-testid="statistics-totals">
      <Card label={<Trans>Requests</Trans>} value={count(totals.requests)} name="requests" />
      <Card label={<Trans>Request units (RU)</Trans>} value={count(totals.ru)} name="ru" />
      <Card
        label={<Trans>Errors</Trans>}
        value={count(totals.errors)}
        name="errors"
        note={<Trans>{errorRate} of requests</Trans>}
      />
      <Card
        label={<Trans>Rate-limited</Trans>}
        value={count(totals.rateLimited)}
        name="rate-limited"
        note={limit && <LimitNote limit={limit} />}
      />
      <Card label={<Trans>Median latency</Trans>} value={ms(totals.medianLatencyMs)} name="p50" />
      <Card label={<Trans>95th percentile latency</Trans>} value={ms(totals.p95LatencyMs)} name="p95" />
    </dl>
  )
}

function Card({ label, value, note, name }: { label: ReactNode; value: string; note?: ReactNode; name: string }) {
  return (
    <div className="rounded-lg border border-slate-200 p-3 dark:border-slate-800">
      <dt className="text-xs font-medium text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="mt-1 text-xl font-semibold tabular-nums" data-testid={`total-${name}`}>
        {value}
      </dd>
      {note && <dd className="mt-1 text-xs text-slate-600 dark:text-slate-300">{note}</dd>}
    </div>
  )
}

/** The rate the account may send at (SPEC §3 "Limit info"): what rate-limited requests ran into. */
function LimitNote({ limit }: { limit: LimitInfo }) {
  const rate = limit.currentLimitRate
  const tier = limit.currentLimitRateOrder + 1
  return (
    <Trans>
      Limit: {rate} requests/s (Tier {tier})
    </Trans>
  )
}
