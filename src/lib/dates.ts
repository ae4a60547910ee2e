/**
 * Dates and durations as the app shows them (SPEC §9), in the active locale. Screens call these
 * instead of formatting on their own so every date and wait reads the same everywhere.
 */
import { msg, plural } from '@lingui/core/macro'
import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'
import { i18n } from '../i18n/i18n'

/** dayjs in the active locale (month and weekday names, should a format use them). */
function dayjsIn(value: string | number | Date): dayjs.Dayjs {
  return dayjs(value).locale(i18n.locale === 'zh' ? 'zh-cn' : 'en')
}

/** The default date format: 2026-11-22 14:05. */
export const DATE_FORMAT = 'YYYY-MM-DD HH:mm'

/** Formats an ISO string, a timestamp in ms, or a Date in DATE_FORMAT; '' when it is not a date. */
export function formatDate(value: string | number | Date): string {
  const date = dayjsIn(value)
  return date.isValid() ? date.format(DATE_FORMAT) : ''
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
