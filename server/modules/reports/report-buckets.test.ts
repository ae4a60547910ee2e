import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { REPORT_INTERVALS } from '../../../contract/index'
import { bucketIndexOf, bucketStartOf, bucketStarts, localMidnightAtOrAfter, utcOffsetMinutes } from './report-buckets'

const iso = (dates: Date[]) => dates.map((date) => date.toISOString())

describe('utcOffsetMinutes', () => {
  it('reads every zone form an ISO time may carry', () => {
    expect(utcOffsetMinutes('2026-01-05T00:00:00Z')).toBe(0)
    expect(utcOffsetMinutes('2026-01-05T00:00:00.000z')).toBe(0)
    expect(utcOffsetMinutes('2026-01-05T00:00:00+08:00')).toBe(480)
    expect(utcOffsetMinutes('2026-01-05T00:00:00.123-05:30')).toBe(-330)
    expect(utcOffsetMinutes('2026-01-05T00:00:00+0545')).toBe(345)
    expect(utcOffsetMinutes('2026-01-05T00:00:00-03')).toBe(-180)
    expect(utcOffsetMinutes('2026-01-05T00:00:00+00:00')).toBe(0)
  })

  it('throws for a time without a zone (the contract never lets one through)', () => {
    expect(() => utcOffsetMinutes('2026-01-05T00:00:00')).toThrow(RangeError)
  })
})

describe('bucketStarts', () => {
  it('cuts local days at local midnight in the offset of from', () => {
    // 2026-01-05T00:00+08:00 is 2026-01-04T16:00Z.
    const from = new Date('2026-01-05T00:00:00+08:00')
    const to = new Date('2026-01-08T00:00:00+08:00')
    expect(iso(bucketStarts(from, to, 'day', 480))).toEqual([
      '2026-01-04T16:00:00.000Z',
      '2026-01-05T16:00:00.000Z',
      '2026-01-06T16:00:00.000Z',
    ])
  })

  it('starts at the bucket holding from when from is not on a boundary, and covers to', () => {
    const from = new Date('2026-01-05T10:30:00Z')
    const to = new Date('2026-01-05T13:00:01Z')
    expect(iso(bucketStarts(from, to, 'hour', 0))).toEqual([
      '2026-01-05T10:00:00.000Z',
      '2026-01-05T11:00:00.000Z',
      '2026-01-05T12:00:00.000Z',
      '2026-01-05T13:00:00.000Z',
    ])
    expect(
      iso(bucketStarts(new Date('2026-01-05T23:00:00-05:00'), new Date('2026-01-07T00:00:00-05:00'), 'day', -300)),
    ).toEqual(['2026-01-05T05:00:00.000Z', '2026-01-06T05:00:00.000Z'])
  })

  it('cuts local calendar months, of their own lengths, across a year end', () => {
    const from = new Date('2025-11-01T00:00:00+08:00')
    const to = new Date('2026-03-01T00:00:00+08:00')
    expect(iso(bucketStarts(from, to, 'month', 480))).toEqual([
      '2025-10-31T16:00:00.000Z',
      '2025-11-30T16:00:00.000Z',
      '2025-12-31T16:00:00.000Z',
      '2026-01-31T16:00:00.000Z',
    ])
    // A time on the last day of a month in UTC can already be the next month locally.
    expect(bucketStartOf(new Date('2026-01-31T20:00:00Z'), 'month', 480).toISOString()).toBe('2026-01-31T16:00:00.000Z')
    expect(bucketStartOf(new Date('2026-01-31T20:00:00Z'), 'month', 0).toISOString()).toBe('2026-01-01T00:00:00.000Z')
  })

  it('cuts hours on the local hour in a half-hour offset', () => {
    const starts = bucketStarts(
      new Date('2026-01-05T00:00:00+05:30'),
      new Date('2026-01-05T02:00:00+05:30'),
      'hour',
      330,
    )
    expect(iso(starts)).toEqual(['2026-01-04T18:30:00.000Z', '2026-01-04T19:30:00.000Z'])
  })

  it('gives 31 days of hours 744 buckets, and one bucket for a window shorter than the interval', () => {
    const from = new Date('2026-01-01T00:00:00Z')
    expect(bucketStarts(from, new Date('2026-02-01T00:00:00Z'), 'hour', 0)).toHaveLength(744)
    expect(bucketStarts(from, new Date('2026-01-01T00:00:01Z'), 'month', 0)).toHaveLength(1)
  })
})

describe('bucketIndexOf', () => {
  const starts = [100, 200, 300]
  it('finds the bucket whose start is the last at or before the time', () => {
    expect(bucketIndexOf(starts, 99)).toBe(-1)
    expect(bucketIndexOf(starts, 100)).toBe(0)
    expect(bucketIndexOf(starts, 199)).toBe(0)
    expect(bucketIndexOf(starts, 200)).toBe(1)
    expect(bucketIndexOf(starts, 10_000)).toBe(2)
    expect(bucketIndexOf([], 5)).toBe(-1)
  })
})

describe('localMidnightAtOrAfter', () => {
  it('keeps a local midnight and moves any other time to the next', () => {
    expect(localMidnightAtOrAfter(new Date('2026-01-04T16:00:00Z'), 480).toISOString()).toBe('2026-01-04T16:00:00.000Z')
    expect(localMidnightAtOrAfter(new Date('2026-01-04T16:00:01Z'), 480).toISOString()).toBe('2026-01-05T16:00:00.000Z')
    expect(localMidnightAtOrAfter(new Date('2026-01-04T15:00:00Z'), 480).toISOString()).toBe('2026-01-04T16:00:00.000Z')
  })
})

describe('bucketStarts, for any window, interval and offset', () => {
  const HOUR = 3_600_000
  it('tiles the window: each instant of it is in exactly one bucket, cut at a local boundary', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }),
        fc.integer({ min: 1, max: 400 * 24 * HOUR }),
        fc.constantFrom(...REPORT_INTERVALS),
        fc.integer({ min: -12 * 4, max: 14 * 4 }).map((quarters) => quarters * 15),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (fromMs, spanMs, interval, offset, where) => {
          const span = interval === 'hour' ? spanMs % (31 * 24 * HOUR) || HOUR : spanMs
          const from = new Date(fromMs)
          const to = new Date(fromMs + span)
          const starts = bucketStarts(from, to, interval, offset)
          const ms = starts.map((start) => start.getTime())
          expect(ms[0]).toBeLessThanOrEqual(fromMs)
          expect(ms.at(-1)).toBeLessThan(to.getTime())
          for (let i = 1; i < ms.length; i += 1) expect(ms[i]).toBeGreaterThan(ms[i - 1]!)
          for (const start of starts) {
            const local = new Date(start.getTime() + offset * 60_000)
            expect(local.getUTCMinutes()).toBe(0)
            if (interval !== 'hour') expect(local.getUTCHours()).toBe(0)
            if (interval === 'month') expect(local.getUTCDate()).toBe(1)
            expect(bucketStartOf(start, interval, offset).getTime()).toBe(start.getTime())
          }
          const instant = Math.min(to.getTime() - 1, Math.floor(fromMs + where * span))
          const index = bucketIndexOf(ms, instant)
          expect(starts[index]!.getTime()).toBe(bucketStartOf(new Date(instant), interval, offset).getTime())
        },
      ),
    )
  })
})
