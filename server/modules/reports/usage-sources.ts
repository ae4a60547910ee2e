/**
 * Which usage table answers which part of a report's window (pure; see server/README.md "Usage
 * reports"). `usage_hourly` is kept 31 days, `usage_daily` (UTC days) two years:
 *
 * - hourly buckets read `usage_hourly` only (older hours are gone: they read 0);
 * - day and month buckets in UTC (offset 0) read `usage_daily` only: its days are the buckets' days;
 * - day and month buckets in another offset, and windows without buckets (totals, breakdowns),
 *   read `usage_hourly` alone when it holds the whole window; else `usage_daily` for the UTC days
 *   before the first UTC midnight whose day `usage_hourly` holds whole, and `usage_hourly` after.
 *   A UTC day stands for the local day of the same date there (`+08:00`: 2026-01-05 local is
 *   answered by UTC 2026-01-05), so older local days are approximated by UTC days (and the local
 *   day where the tables meet holds the hours of its UTC day only), a window counts the whole old
 *   days that start in it, and every hour is counted exactly once.
 *
 * A daily row enters the buckets at its local stand-in's start (`day` minus the offset), which is
 * what `dailyShiftMinutes` says; a range on the `day` column below is already shifted.
 *
 * The owners' rollups (`usage_owner_hourly`, `usage_owner_daily`) are kept as long and read with
 * the same ranges when a report needs no key, network or method (usage-aggregate.ts).
 */
import type { ReportInterval } from '../../../contract/index'
import { HOURLY_RETENTION_DAYS } from './metering/usage-retention'
import { localMidnightAtOrAfter } from './report-buckets'

const MINUTE_MS = 60_000
const HOUR_MS = 3_600_000
const DAY_MS = 86_400_000

/** `[from, to)` on one table's time column. */
export interface TimeRange {
  from: Date
  to: Date
}

/** The ranges a report reads; at least one is set. */
export interface UsageSources {
  /** On `usage_hourly.hour`. */
  hourly: TimeRange | null
  /** On `usage_daily.day`. */
  daily: TimeRange | null
  /** Minutes to subtract from `day` to place a daily row in the report's buckets. */
  dailyShiftMinutes: number
}

/** What a report asks: `window` for totals and breakdowns without buckets. */
export interface SourceRequest {
  /** The window's start (the first bucket's start for series). */
  from: Date
  to: Date
  interval: ReportInterval | 'window'
  offsetMinutes: number
  now: Date
}

/** The first hour `usage_hourly` still holds whole at `now` (the retention job deletes older ones). */
export function hourlyKeptFrom(now: Date): Date {
  return new Date(Math.ceil((now.getTime() - HOURLY_RETENTION_DAYS * DAY_MS) / HOUR_MS) * HOUR_MS)
}

/** The tables and ranges that answer `request`. */
export function usageSources({ from, to, interval, offsetMinutes, now }: SourceRequest): UsageSources {
  if (interval === 'hour') return { hourly: { from, to }, daily: null, dailyShiftMinutes: 0 }
  if (interval !== 'window' && offsetMinutes === 0) return { hourly: null, daily: { from, to }, dailyShiftMinutes: 0 }
  const kept = hourlyKeptFrom(now)
  if (from >= kept) return { hourly: { from, to }, daily: null, dailyShiftMinutes: offsetMinutes }
  // The tables meet at a UTC midnight, so every hour is read once: from its UTC day's row before
  // it, from its own row after it.
  const junction = localMidnightAtOrAfter(kept, 0)
  const shift = offsetMinutes * MINUTE_MS
  const daily = {
    from: new Date(from.getTime() + shift),
    to: new Date(Math.min(junction.getTime(), to.getTime() + shift)),
  }
  // A window starting within the offset of the junction has no whole old day: its hours are read.
  if (daily.from >= daily.to) return { hourly: { from, to }, daily: null, dailyShiftMinutes: offsetMinutes }
  if (junction >= to) return { hourly: null, daily, dailyShiftMinutes: offsetMinutes }
  return { hourly: { from: junction, to }, daily, dailyShiftMinutes: offsetMinutes }
}
