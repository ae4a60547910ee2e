import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LATENCY_BINS, LATENCY_BOUNDS_MS, latencyHistogram, mergeHistograms, percentileOf } from './latency-histogram'

describe('latency histograms', () => {
  it('puts a latency in the first bin whose bound it does not pass, and above 5 s in the last', () => {
    expect(LATENCY_BINS).toBe(11)
    expect(latencyHistogram([0, 5, 5.1, 10, 49, 50, 51, 999, 5000, 5001, 600_000])).toEqual([
      2, 2, 0, 2, 1, 0, 0, 1, 0, 1, 2,
    ])
    expect(latencyHistogram([])).toEqual(new Array(11).fill(0))
  })

  it('merges by adding bins, so merged histograms count what one histogram of all latencies counts', () => {
    const latency = fc.oneof(fc.double({ min: 0, max: 10_000, noNaN: true }), fc.constantFrom(...LATENCY_BOUNDS_MS))
    fc.assert(
      fc.property(fc.array(latency), fc.array(latency), (a, b) => {
        expect(mergeHistograms(latencyHistogram(a), latencyHistogram(b))).toEqual(latencyHistogram([...a, ...b]))
      }),
      { numRuns: 200 },
    )
  })

  it('reads percentiles from the bins, linear inside one; none of an empty histogram', () => {
    // 100 calls: 50 in (0, 5], 40 in (50, 100], 10 in (1000, 2000].
    const hist = [50, 0, 0, 0, 40, 0, 0, 0, 10, 0, 0]
    expect(percentileOf(hist, 0.5)).toBe(5)
    expect(percentileOf(hist, 0.25)).toBe(2.5)
    expect(percentileOf(hist, 0.7)).toBe(75)
    expect(percentileOf(hist, 0.9)).toBe(100)
    expect(percentileOf(hist, 0.95)).toBe(1500)
    expect(percentileOf(hist, 1)).toBe(2000)
    // Bigint columns come back as strings on PostgreSQL.
    expect(percentileOf(hist.map(String), 0.95)).toBe(1500)
    // Above the last bound there is no upper end: the bound is the answer.
    expect(percentileOf([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3], 0.99)).toBe(5000)
    expect(percentileOf(new Array(11).fill(0), 0.5)).toBeNull()
    expect(() => percentileOf(hist, 95)).toThrow(RangeError)
  })

  it('never answers a percentile below a lower one (random histograms)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 1000 }), { minLength: 11, maxLength: 11 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (hist, p, q) => {
          const [low, high] = p <= q ? [p, q] : [q, p]
          const a = percentileOf(hist, low)
          const b = percentileOf(hist, high)
          if (hist.every((count) => count === 0)) return a === null && b === null
          return a !== null && b !== null && a <= b && b <= 5000
        },
      ),
      { numRuns: 300 },
    )
  })
})
