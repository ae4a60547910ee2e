/**
 * Call latencies as a fixed histogram, so percentiles survive aggregation: a bucket row keeps the
 * count of calls per bin, buckets of any hours, keys or networks merge by adding their bins, and
 * a percentile is read from the merged counts. Exact latencies are never stored (a bucket holds
 * millions of calls); a percentile is as precise as its bin, interpolated linearly inside it.
 */

/**
 * The bins' upper bounds in milliseconds: bin `i` holds latencies in (`bounds[i-1]`, `bounds[i]`],
 * the first from 0, and one more bin holds what is above the last bound. Changing them makes
 * stored histograms unreadable: add a migration that rebins before.
 */
export const LATENCY_BOUNDS_MS: readonly number[] = [5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000]

/** Bins in a histogram: one per bound, and the one above the last. */
export const LATENCY_BINS = LATENCY_BOUNDS_MS.length + 1

/** An empty histogram. */
export function emptyHistogram(): number[] {
  return new Array<number>(LATENCY_BINS).fill(0)
}

/** The bin a latency falls in. */
export function latencyBin(latencyMs: number): number {
  const bin = LATENCY_BOUNDS_MS.findIndex((bound) => latencyMs <= bound)
  return bin === -1 ? LATENCY_BOUNDS_MS.length : bin
}

/** The histogram of these latencies (ms). */
export function latencyHistogram(latencies: Iterable<number>): number[] {
  const hist = emptyHistogram()
  for (const latency of latencies) hist[latencyBin(latency)]! += 1
  return hist
}

/** The bins of `a` and `b` added (a missing bin counts 0). */
export function mergeHistograms(a: readonly number[], b: readonly number[]): number[] {
  return Array.from({ length: Math.max(LATENCY_BINS, a.length, b.length) }, (_, i) => (a[i] ?? 0) + (b[i] ?? 0))
}

/**
 * The latency (ms) under which a share `q` (0…1: 0.5 the median, 0.95 the 95th percentile) of
 * the calls fell, interpolated linearly inside its bin; null when the histogram counts no call.
 * The bin above the last bound has no upper end: a percentile landing there answers that bound.
 */
export function percentileOf(hist: readonly (number | string)[], q: number): number | null {
  if (!(q >= 0 && q <= 1)) throw new RangeError(`a percentile share is 0…1, got ${q}`)
  const counts = hist.map(Number)
  const total = counts.reduce((sum, count) => sum + count, 0)
  if (total === 0) return null
  const rank = q * total
  let below = 0
  for (const [bin, count] of counts.entries()) {
    if (count === 0 || below + count < rank) {
      below += count
      continue
    }
    const lower = bin === 0 ? 0 : (LATENCY_BOUNDS_MS[bin - 1] ?? LATENCY_BOUNDS_MS.at(-1)!)
    const upper = LATENCY_BOUNDS_MS[bin] ?? lower
    return Math.round((lower + ((rank - below) / count) * (upper - lower)) * 10) / 10
  }
  return LATENCY_BOUNDS_MS.at(-1)!
}
