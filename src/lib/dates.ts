/**
 * Dates and durations as the app shows them (SPEC §9), in the active locale. Screens call these
 * instead of formatting on their own so every date and wait reads the same everywhere.
 */
import { msg, plural } from '@lingui/core/macro'
import { i18n } from '../i18n/i18n'

/**
 * The default date format: 2026-11-22 14:05, the same in every locale. Digits only, so it needs
 * no date library: dayjs and its Chinese locale cost ~3.7 KB gz of every screen that shows a
 * date, the key list of the landing page among them.
 */
export const DATE_FORMAT = 'YYYY-MM-DD HH:mm'

/** Formats an ISO string, a timestamp in ms, or a Date in DATE_FORMAT (local time); '' when it is not a date. */
export function formatDate(value: string | number | Date): string {
  const date = toDate(value)
  if (Number.isNaN(date.getTime())) return ''
  const day = `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/**
 * A remaining wait, e.g. until a rate limit lifts: under a minute reads "1 min", then whole
 * minutes, hours from 60 min, days from 24 h. Each unit is rounded down to the largest whole
 * unit (1 h 59 min → "1 h"), and nothing below a minute is ever shown.
 */
export function formatRemaining(ms: number): string {
  const { minutes: wholeMinutes, hours, days } = wholeUnits(ms)
  if (days >= 1) return i18n._(msg({ message: plural(days, { one: '# day', other: '# days' }) }))
  if (hours >= 1) return i18n._(msg`${hours} h`)
  const minutes = Math.max(wholeMinutes, 1)
  return i18n._(msg`${minutes} min`)
}

/**
 * How long ago something happened, e.g. the age of data shown offline: "just now" under a
 * minute, then "5 min ago", "3 h ago", "2 days ago", rounded down like `formatRemaining`.
 */
export function formatRelative(ms: number): string {
  const { minutes, hours, days } = wholeUnits(ms)
  if (days >= 1) return i18n._(msg({ message: plural(days, { one: '# day ago', other: '# days ago' }) }))
  if (hours >= 1) return i18n._(msg`${hours} h ago`)
  if (minutes >= 1) return i18n._(msg`${minutes} min ago`)
  return i18n._(msg`just now`)
}

/**
 * A date or date-time without a zone (`2026-11-22`, `2026-11-22 14:05`, `2026-11-22T14:05:06`)
 * is local time, as dayjs read it; `Date` alone would read a bare date as UTC midnight, and
 * some browsers refuse the space. Seconds and below never show, so they are not read.
 */
const LOCAL_DATE_TIME = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/

function toDate(value: string | number | Date): Date {
  const parts = typeof value === 'string' ? LOCAL_DATE_TIME.exec(value) : null
  // With a zone (Z, +08:00), a timestamp, a Date, or not a date at all (Invalid Date).
  if (!parts) return new Date(value)
  const [year, month, day, hours, minutes] = parts.slice(1, 6).map((part) => Number(part || 0))
  return new Date(year as number, (month || 1) - 1, day || 1, hours, minutes)
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0')
}

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS

function wholeUnits(ms: number) {
  const safe = Number.isFinite(ms) && ms > 0 ? ms : 0
  return {
    minutes: Math.floor(safe / MINUTE_MS),
    hours: Math.floor(safe / HOUR_MS),
    days: Math.floor(safe / DAY_MS),
  }
}
