/**
 * What a time chart draws, free of any chart library: bucket start times and one or more lines
 * over them. The page builds these; the lazily loaded uPlot view and the data table behind every
 * chart both read them.
 */
export interface ChartLine {
  label: string
  /** One value per time; null where there is none (a latency without requests). */
  values: (number | null)[]
  /** Which of the theme's line colours: 0 the brand colour, 1 the second, 2 the warning colour. */
  tone?: 0 | 1 | 2
}

export interface TimeChartData {
  /** Bucket starts, ISO-8601. */
  times: string[]
  lines: ChartLine[]
  /** Buckets of an hour or of a day: the table's time column follows. */
  interval: 'hour' | 'day' | 'month'
}
