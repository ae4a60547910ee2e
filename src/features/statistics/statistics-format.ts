/**
 * How the statistics read: counts and RU with the locale's grouping, latencies in ms, rates as
 * percentages, bucket times as local hours or days, and the reader's time zone named.
 */
import { utcOffset } from './statistics-query'
import { numberFormat } from '../../lib/number-format'

export function formatCount(locale: string, value: number): string {
  return numberFormat(locale).format(value)
}

export function formatPercent(locale: string, value: number): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value)
}

/** A bucket's start as the reader's local time: `2026-11-26 14:00` by the hour, `2026-11-26` by the day. */
export function formatBucket(time: string, interval: 'hour' | 'day' | 'month'): string {
  const date = new Date(time)
  const pad = (value: number) => String(value).padStart(2, '0')
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
  if (interval === 'month') return day.slice(0, 7)
  return interval === 'day' ? day : `${day} ${pad(date.getHours())}:00`
}

/** `UTC+08:00`: the zone the figures' days and hours are in. */
export function zoneName(date: Date): string {
  return `UTC${utcOffset(date)}`
}
