import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hourlyKeptFrom, usageSources } from './usage-sources'

const at = (text: string) => new Date(text)
const now = at('2026-03-10T09:20:00Z')

describe('usageSources', () => {
  it('keeps 31 days of hours, from the first whole hour', () => {
    expect(hourlyKeptFrom(now).toISOString()).toBe('2026-02-07T10:00:00.000Z')
  })

  it('reads hourly buckets from usage_hourly only', () => {
    const from = at('2026-03-01T00:00:00Z')
    expect(usageSources({ from, to: now, interval: 'hour', offsetMinutes: 480, now })).toEqual({
      hourly: { from, to: now },
      daily: null,
      dailyShiftMinutes: 0,
    })
  })

  it('reads UTC days and months from usage_daily only, however recent', () => {
    const from = at('2026-03-09T00:00:00Z')
    for (const interval of ['day', 'month'] as const) {
      expect(usageSources({ from, to: now, interval, offsetMinutes: 0, now })).toEqual({
        hourly: null,
        daily: { from, to: now },
        dailyShiftMinutes: 0,
      })
    }
  })

  it('reads local days from usage_hourly while it holds them', () => {
    const from = at('2026-03-01T00:00:00+08:00')
    expect(usageSources({ from, to: now, interval: 'day', offsetMinutes: 480, now })).toEqual({
      hourly: { from, to: now },
      daily: null,
      dailyShiftMinutes: 480,
    })
  })

  it('answers older local days with the UTC days of the same dates, and never both for one day', () => {
    const from = at('2026-01-01T00:00:00+08:00') // 2025-12-31T16:00Z
    const sources = usageSources({ from, to: now, interval: 'day', offsetMinutes: 480, now })
    // Hours are kept from 2026-02-07T10:00Z; the tables meet at the next UTC midnight: UTC days
    // 2026-01-01 … 2026-02-07 stand for the local days of their dates, hours from 2026-02-08T00:00Z
    // fall in the local days they belong to.
    expect(sources).toEqual({
      hourly: { from: at('2026-02-08T00:00:00Z'), to: now },
      daily: { from: at('2026-01-01T00:00:00Z'), to: at('2026-02-08T00:00:00Z') },
      dailyShiftMinutes: 480,
    })
  })

  it('answers a window older than the hours kept from UTC days alone, in a negative offset too', () => {
    const from = at('2025-12-01T00:00:00-05:00')
    const to = at('2026-01-01T00:00:00-05:00')
    expect(usageSources({ from, to, interval: 'window', offsetMinutes: -300, now })).toEqual({
      hourly: null,
      daily: { from: at('2025-12-01T00:00:00Z'), to: at('2026-01-01T00:00:00Z') },
      dailyShiftMinutes: -300,
    })
  })

  it('answers a recent window, even in UTC, from hours so its ends are hour-precise', () => {
    const from = at('2026-03-09T09:00:00Z')
    expect(usageSources({ from, to: now, interval: 'window', offsetMinutes: 0, now })).toEqual({
      hourly: { from, to: now },
      daily: null,
      dailyShiftMinutes: 0,
    })
  })
})

describe('usageSources, for any window, offset and clock', () => {
  const HOUR = 3_600_000
  const DAY = 86_400_000
  it('reads each hour once, without a gap, and hours only where they are kept', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2027, 0, 1) }).map((ms) => Math.floor(ms / HOUR) * HOUR),
        fc.integer({ min: 1, max: 60 * 24 }),
        fc.integer({ min: 0, max: 60 * 24 }),
        fc.constantFrom('day', 'month', 'window') as fc.Arbitrary<'day' | 'month' | 'window'>,
        fc.integer({ min: -12, max: 14 }).map((hours) => hours * 60),
        (fromMs, spanHours, ageHours, interval, offset) => {
          const from = new Date(fromMs)
          const to = new Date(fromMs + spanHours * HOUR)
          const now = new Date(to.getTime() + ageHours * HOUR)
          const sources = usageSources({ from, to, interval, offsetMinutes: offset, now })
          const kept = hourlyKeptFrom(now).getTime()
          if (sources.daily && sources.hourly) expect(sources.hourly.from.getTime()).toBeGreaterThanOrEqual(kept)
          // The hours each table answers: hourly rows in their range, and every hour of the UTC
          // days whose daily row is in its range.
          const counted = new Map<number, number>()
          const count = (hour: number) => counted.set(hour, (counted.get(hour) ?? 0) + 1)
          if (sources.hourly) {
            for (let hour = sources.hourly.from.getTime(); hour < sources.hourly.to.getTime(); hour += HOUR) count(hour)
          }
          if (sources.daily) {
            const firstDay = Math.ceil(sources.daily.from.getTime() / DAY) * DAY
            for (let day = firstDay; day < sources.daily.to.getTime(); day += DAY) {
              for (let hour = day; hour < day + DAY; hour += HOUR) count(hour)
            }
          }
          const hours = [...counted.keys()].sort((a, b) => a - b)
          expect([...counted.values()].every((times) => times === 1)).toBe(true)
          // No gap: the hours read run on without a hole.
          if (hours.length > 0) expect(hours.at(-1)! - hours[0]!).toBe((hours.length - 1) * HOUR)
        },
      ),
      { numRuns: 300 },
    )
  })
})
