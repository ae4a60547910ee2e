/**
 * A bench result line: one figure, the baseline measured in the same run, and their ratio.
 * A row module returns one or more lines; `run.ts` prints them as the table and the JSON.
 */

/** The rows of `npm run bench`, in the order they run. */
export const ROW_IDS = [
  'bundle',
  'first-visit',
  'lighthouse',
  'offline',
  'store',
  'server',
  'keys',
  'wallet',
  'deposits',
  'socket',
  'usage',
  'reports',
] as const
export type RowId = (typeof ROW_IDS)[number]

/** How a figure is printed. `score` is Lighthouse's 0–100; `cls` is unitless. */
export type Unit = 'bytes' | 'score' | 'ms' | 'cls' | 'rps' | 'calls/s'

export interface BenchLine {
  row: RowId
  name: string
  unit: Unit
  figure: number | null
  baseline: number | null
  /** figure ÷ baseline; null when there is nothing to divide (a zero baseline, not built, failed). */
  ratio: number | null
  status: 'ok' | 'not built' | 'failed'
  /** What the line measures against what, and anything a reader must know (printed under the table). */
  note?: string
  /** Raw material behind the figure (file lists, every run's value), for the JSON only. */
  details?: Record<string, unknown>
}

/** The optional parts of a measured line. */
export interface LineExtras {
  note?: string
  details?: Record<string, unknown>
  /** Below this baseline the ratio is noise (TBT of 1 ms vs 137 ms reads "137×"): print none. */
  minBaseline?: number
}

/** A measured line; the ratio is computed here so every row divides the same way. */
export function measured(
  row: RowId,
  name: string,
  unit: Unit,
  figure: number,
  baseline: number,
  { minBaseline = 0, ...extras }: LineExtras = {},
): BenchLine {
  const ratio = baseline < minBaseline ? null : ratioOf(figure, baseline)
  return { row, name, unit, figure, baseline, ratio, status: 'ok', ...extras }
}

/** A line for a part of the product that does not exist yet: no number, on purpose. */
export function notBuilt(row: RowId, name: string, note: string): BenchLine {
  return { row, name, unit: 'ms', figure: null, baseline: null, ratio: null, status: 'not built', note }
}

/** The one line a row leaves when it throws; the other rows still run. */
export function failed(row: RowId, error: unknown): BenchLine {
  const reason = error instanceof Error ? error.message : String(error)
  return { row, name: row, unit: 'ms', figure: null, baseline: null, ratio: null, status: 'failed', note: reason }
}

export function ratioOf(figure: number, baseline: number): number | null {
  return baseline === 0 ? null : figure / baseline
}
