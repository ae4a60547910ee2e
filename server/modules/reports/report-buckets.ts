/**
 * The buckets of a report, as pure time arithmetic (no database): reports follow the UTC offset
 * of their `from` (contract/methods/reports.ts), so a client that sends local midnight gets local
 * hours, days and months without naming a time zone. Every usage row is then put in the bucket
 * its own start falls in.
 *
 * Bucket boundaries are the interval's boundaries in that offset: the first bucket is the one
 * holding `from` (exactly `from` when it sits on a boundary, as the app sends it), the last the
 * one holding the instant before `to`.
 */
import type { ReportInterval } from '../../../contract/index'

const MINUTE_MS = 60_000
const HOUR_MS = 3_600_000
const DAY_MS = 86_400_000

/**
 * The UTC offset, in minutes east of UTC, that an ISO-8601 time is written in: `Z` → 0,
 * `+08:00` → 480, `-0530` → -330, `+05` → 300. The contract's `isoDateTimeSchema` requires a zone,
 * so a time without one is a caller's bug and throws.
 */
export function utcOffsetMinutes(iso: string): number {
  const zone = /(?:Z|([+-])(\d{2})(?::?(\d{2}))?)$/i.exec(iso.trim())
  if (!zone) throw new RangeError(`no UTC offset in ${iso}`)
  if (zone[1] === undefined) return 0
  const minutes = Number(zone[2]) * 60 + Number(zone[3] ?? 0)
  return zone[1] === '-' ? -minutes : minutes
}

/** The start of the bucket of `interval` that holds `at`, in the local time of `offsetMinutes`. */
export function bucketStartOf(at: Date, interval: ReportInterval, offsetMinutes: number): Date {
  const shift = offsetMinutes * MINUTE_MS
  const local = at.getTime() + shift
  if (interval === 'hour') return new Date(Math.floor(local / HOUR_MS) * HOUR_MS - shift)
  if (interval === 'day') return new Date(Math.floor(local / DAY_MS) * DAY_MS - shift)
  const wall = new Date(local)
  return new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), 1) - shift)
}

/** The start of the bucket after the one starting at `start` (a local calendar month for months). */
export function nextBucketStart(start: Date, interval: ReportInterval, offsetMinutes: number): Date {
  if (interval === 'hour') return new Date(start.getTime() + HOUR_MS)
  if (interval === 'day') return new Date(start.getTime() + DAY_MS)
  const shift = offsetMinutes * MINUTE_MS
  const wall = new Date(start.getTime() + shift)
  return new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth() + 1, 1) - shift)
}

/** Every bucket start of the window `[from, to)`, oldest first; never empty for `from < to`. */
export function bucketStarts(from: Date, to: Date, interval: ReportInterval, offsetMinutes: number): Date[] {
  const starts: Date[] = []
  for (
    let start = bucketStartOf(from, interval, offsetMinutes);
    start < to;
    start = nextBucketStart(start, interval, offsetMinutes)
  ) {
    starts.push(start)
  }
  return starts
}

/**
 * The index of the bucket holding `at` among sorted `starts` (epoch ms), or -1 before the first.
 * The caller has kept rows to the window, so anything after the last start is in the last bucket.
 */
export function bucketIndexOf(starts: readonly number[], at: number): number {
  let low = 0
  let high = starts.length - 1
  let found = -1
  while (low <= high) {
    const middle = (low + high) >> 1
    if ((starts[middle] ?? Infinity) <= at) {
      found = middle
      low = middle + 1
    } else high = middle - 1
  }
  return found
}

/** The first local midnight of `offsetMinutes` at or after `at`. */
export function localMidnightAtOrAfter(at: Date, offsetMinutes: number): Date {
  const start = bucketStartOf(at, 'day', offsetMinutes)
  return start.getTime() === at.getTime() ? start : new Date(start.getTime() + DAY_MS)
}
