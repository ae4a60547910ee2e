/**
 * What /rpc/statistic asks for (SPEC §3): whose usage (the account or team in context, or one
 * API key), which network (or all), which period (the last 24 hours, 7 days, 30 days, or a
 * custom range of calendar days), and the page and sorting of the per-key table. The wire wants
 * instants: they are sent with the reader's UTC offset, local midnight for days, so the server's
 * buckets are the reader's days (contract/methods/reports.ts).
 */
import type { SortOrder } from '../../../contract/enums'
import type { UsageSortField } from '../../../contract/methods/reports-breakdowns'
import { dayOf, rangeProblem, startOfDay, type RangeProblem } from '../../lib/day-range'

export type StatisticsScope = 'account' | 'apikey'
export const STATISTICS_SCOPES: readonly StatisticsScope[] = ['account', 'apikey']

export type StatisticsPeriod = '24h' | '7d' | '30d' | 'custom'
export const STATISTICS_PERIODS: readonly StatisticsPeriod[] = ['24h', '7d', '30d', 'custom']

/** Rows of the per-key table per page, unless the reader chooses another size. */
export const KEYS_PER_PAGE = 10

export interface StatisticsQuery {
  scope: StatisticsScope
  /** The key shown when `scope` is `apikey`; null until one is chosen. */
  apikeyId: number | null
  /** One network, or null for all. */
  networkId: string | null
  period: StatisticsPeriod
  /** First and last day of a custom period, `YYYY-MM-DD`, inclusive; null otherwise. */
  from: string | null
  to: string | null
  keysPage: number
  keysPerPage: number
  keysSortBy: UsageSortField
  keysOrder: SortOrder
}

export const DEFAULT_STATISTICS_QUERY: StatisticsQuery = {
  scope: 'account',
  apikeyId: null,
  networkId: null,
  period: '24h',
  from: null,
  to: null,
  keysPage: 1,
  keysPerPage: KEYS_PER_PAGE,
  keysSortBy: 'ru',
  keysOrder: 'none',
}

/** The instants and bucket size the server is asked for. */
export interface StatisticsRange {
  /** Local time with its UTC offset, e.g. `2026-11-26T00:00:00+08:00`. */
  from: string
  to: string
  interval: 'hour' | 'day'
}

/** Why a custom range cannot be asked for, or null when it can. */
export type CustomRangeProblem = 'missing' | RangeProblem

/** Custom ranges of at most this many days are drawn by the hour; longer ones by the day. */
const HOURLY_CUSTOM_DAYS = 2

/**
 * One stable key per query: the stored figures of the query. A rolling period (24 h, 7 d, 30 d)
 * is one key whatever the clock says, so offline shows its last answer with its age.
 */
export function statisticsKey(query: StatisticsQuery): string {
  return [
    query.scope,
    query.scope === 'apikey' ? (query.apikeyId ?? '') : '',
    query.networkId ?? '',
    query.period,
    query.period === 'custom' ? (query.from ?? '') : '',
    query.period === 'custom' ? (query.to ?? '') : '',
    query.keysPage,
    query.keysPerPage,
    query.keysSortBy,
    query.keysOrder,
  ].join('|')
}

/** Whether the query names everything it needs: a key for the key scope, a valid custom range. */
export function isComplete(query: StatisticsQuery): boolean {
  if (query.scope === 'apikey' && query.apikeyId === null) return false
  return query.period !== 'custom' || customRangeProblem(query.from, query.to) === null
}

/** A custom range must have both days, end on or after its start, and span at most MAX_RANGE_DAYS. */
export function customRangeProblem(from: string | null, to: string | null): CustomRangeProblem {
  if (dayOf(from) === null || dayOf(to) === null) return 'missing'
  return rangeProblem(from, to)
}

/**
 * The window of the query as of `now`, in the reader's time zone: the last 24 whole hours up to
 * the end of the current hour, the last 7 or 30 calendar days up to the end of today, or the
 * custom days. Null for a custom range that cannot be asked for.
 */
export function periodRange(query: Pick<StatisticsQuery, 'period' | 'from' | 'to'>, now: Date): StatisticsRange | null {
  const [year, month, day, hour] = [now.getFullYear(), now.getMonth(), now.getDate(), now.getHours()]
  switch (query.period) {
    case '24h':
      return window(new Date(year, month, day, hour - 23), new Date(year, month, day, hour + 1), 'hour')
    case '7d':
      return window(new Date(year, month, day - 6), new Date(year, month, day + 1), 'hour')
    case '30d':
      return window(new Date(year, month, day - 29), new Date(year, month, day + 1), 'day')
    case 'custom': {
      if (customRangeProblem(query.from, query.to) !== null) return null
      const start = startOfDay(query.from!)!
      const last = startOfDay(query.to!)!
      const end = new Date(last.getFullYear(), last.getMonth(), last.getDate() + 1)
      return window(start, end, dayCount(start, last) <= HOURLY_CUSTOM_DAYS ? 'hour' : 'day')
    }
  }
}

/** `2026-11-26T00:00:00+08:00`: the local wall-clock time and its offset from UTC. */
export function localIso(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  return `${day}T${time}${utcOffset(date)}`
}

/** The reader's offset at `date`, e.g. `+08:00`, `-05:30`, `+00:00`. */
export function utcOffset(date: Date): string {
  const minutes = -date.getTimezoneOffset()
  const sign = minutes < 0 ? '-' : '+'
  const whole = Math.abs(minutes)
  return `${sign}${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`
}

function window(start: Date, end: Date, interval: StatisticsRange['interval']): StatisticsRange {
  return { from: localIso(start), to: localIso(end), interval }
}

/** Calendar days from `start` to `last`, both counted (DST days are 23 or 25 h long). */
function dayCount(start: Date, last: Date): number {
  return Math.round((last.getTime() - start.getTime()) / 86_400_000) + 1
}
