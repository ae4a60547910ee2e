/**
 * The CSV of what the statistics page shows: the timeline, every method's RU, the per-key table
 * (the page shown) and the per-network table, one section each, titled, separated by an empty
 * line. Cells are quoted where needed (RFC 4180), and text that a spreadsheet would run as a
 * formula (a key named `=HYPERLINK(…)`) is prefixed with `'`.
 */
import type { StatisticsFigures } from './statistics.events'

/** The words of the file, in the reader's language. */
export interface StatisticsCsvWords {
  timeline: string
  methods: string
  keys: string
  networks: string
  time: string
  requests: string
  ru: string
  errors: string
  rateLimited: string
  p50: string
  p95: string
  method: string
  share: string
  key: string
  network: string
  errorRate: string
  median: string
}

type Cell = string | number | null

export function statisticsCsv(figures: StatisticsFigures, words: StatisticsCsvWords): string {
  const sections: Cell[][][] = [
    [
      [words.timeline],
      [words.time, words.requests, words.ru, words.errors, words.rateLimited, words.p50, words.p95],
      ...figures.timeline.points.map((point) => [
        point.time,
        point.requests,
        point.ru,
        point.errors,
        point.rateLimited,
        point.p50LatencyMs,
        point.p95LatencyMs,
      ]),
    ],
    [
      [words.methods],
      [words.method, words.requests, words.ru, words.share],
      ...figures.methods.map((cost) => [cost.method, cost.requests, cost.ru, cost.share]),
    ],
    [
      [words.keys],
      [words.key, words.requests, words.ru, words.errors, words.errorRate, words.rateLimited, words.median],
      ...figures.byKey.list.map((row) => [
        row.apikeyName,
        row.requests,
        row.ru,
        row.errors,
        row.errorRate,
        row.rateLimited,
        row.medianLatencyMs,
      ]),
    ],
    [
      [words.networks],
      [words.network, words.requests, words.ru, words.errors, words.errorRate, words.rateLimited, words.median],
      ...figures.byNetwork.list.map((row) => [
        row.networkName,
        row.requests,
        row.ru,
        row.errors,
        row.errorRate,
        row.rateLimited,
        row.medianLatencyMs,
      ]),
    ],
  ]
  return sections.map((rows) => rows.map((row) => row.map(csvCell).join(',')).join('\r\n')).join('\r\n\r\n') + '\r\n'
}

/** One cell: numbers as they are, empty for null, text quoted when it holds a comma, quote or line break. */
export function csvCell(value: Cell): string {
  if (value === null) return ''
  if (typeof value === 'number') return String(value)
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}
