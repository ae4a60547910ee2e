/**
 * A range of the reader's calendar days (`YYYY-MM-DD`), as the lists' filters hold it, and the
 * instants the wire wants: a range runs from the start of its first day to the start of the day
 * after its last (the server's `to` is exclusive). The statements and the team log share it.
 */
import { MAX_RANGE_DAYS } from '../../contract/fields'

/** Why a range cannot be asked for, or null when it can. */
export type RangeProblem = 'backwards' | 'tooLong' | null

/** A range of days; null for an open end. */
export interface DayRange {
  from: string | null
  to: string | null
}

/** Start of the calendar day in the reader's time zone; null when `value` is not a real `YYYY-MM-DD`. */
export function startOfDay(value: string): Date | null {
  const match = DAY.exec(value)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])]
  const date = new Date(year, month, day)
  // `new Date` rolls 2026-13-45 over into a real day; such a day was never typed.
  return date.getFullYear() === year && date.getMonth() === month && date.getDate() === day ? date : null
}

/** Whether the range runs forward and spans at most the contract's MAX_RANGE_DAYS. */
export function rangeProblem(from: string | null, to: string | null): RangeProblem {
  const start = from ? startOfDay(from) : null
  const end = to ? startOfDay(to) : null
  if (!start || !end) return null
  if (end < start) return 'backwards'
  const days = Math.round((end.getTime() - start.getTime()) / 86_400_000) + 1
  return days > MAX_RANGE_DAYS ? 'tooLong' : null
}

/** The `from`/`to` instants of the range (to the start of the day after); an unreadable day is left out. */
export function rangeParams(range: DayRange): { from?: string; to?: string } {
  const start = range.from ? startOfDay(range.from) : null
  const end = range.to ? startOfDay(range.to) : null
  return {
    ...(start && { from: start.toISOString() }),
    ...(end && { to: new Date(end.getFullYear(), end.getMonth(), end.getDate() + 1).toISOString() }),
  }
}

/** The day an address names, or null when it names none (an address is typed by people). */
export function dayOf(value: unknown): string | null {
  return typeof value === 'string' && startOfDay(value) ? value : null
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/
