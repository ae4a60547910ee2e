/**
 * The time axis's labels in the reader's language, in local time as the figures' table shows
 * them. uPlot's own labels are English only ("6am", "12pm", "11/27/26"), which a Chinese page
 * showed under every chart. Hours read on a 24-hour clock in both languages, as the table does;
 * the day, month and year are added under a tick where they change, as uPlot does.
 */
import { LOCALE_TAGS, isLocale } from '../../../i18n/locales'

const HOUR_S = 3600
const DAY_S = 24 * HOUR_S
/** Ticks this far apart or more are months (uPlot's month increments start at 28 days). */
const MONTH_S = 28 * DAY_S

type Part = 'hour' | 'day' | 'month' | 'year'

const OPTIONS: Record<Part, Intl.DateTimeFormatOptions> = {
  hour: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  day: { month: 'short', day: 'numeric' },
  month: { month: 'short' },
  year: { year: 'numeric' },
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function format(locale: string, part: Part, date: Date): string {
  const tag = isLocale(locale) ? LOCALE_TAGS[locale] : locale
  const key = `${tag} ${part}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(tag, OPTIONS[part])
    formatters.set(key, formatter)
  }
  return formatter.format(date)
}

/**
 * The labels of `ticks` (Unix seconds) placed `increment` seconds apart, in `locale` (an app
 * locale or a BCP 47 tag): `06:00` by the hour with the day under the first tick of each day
 * (`Nov 27`, `11月27日`); the day by the day with the year under the first tick of each year;
 * the month by the month, with its year likewise.
 */
export function timeTickLabels(ticks: readonly number[], increment: number, locale: string): string[] {
  const [unit, context]: [Part, Part] =
    increment < DAY_S ? ['hour', 'day'] : increment < MONTH_S ? ['day', 'year'] : ['month', 'year']
  let previous = ''
  return ticks.map((tick) => {
    const date = new Date(tick * 1000)
    const label = format(locale, unit, date)
    const around = format(locale, context, date)
    const changed = around !== previous
    previous = around
    return changed ? `${label}\n${around}` : label
  })
}

/** How one moment reads where a single time is shown (the legend under the cursor): the table's words. */
export function timeOfSeconds(seconds: number | null, formatTime: (time: string) => string): string {
  return seconds === null || !Number.isFinite(seconds) ? '–' : formatTime(new Date(seconds * 1000).toISOString())
}
