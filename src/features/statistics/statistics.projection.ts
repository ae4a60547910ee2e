/**
 * The statistics as last read, one stored answer per query (scope, key, network, period, and the
 * per-key table's page and sorting), so offline, or when the server says "too many requests",
 * the figures seen before still show with their age. Bounded: the most recently read
 * MAX_STORED_STATISTICS answers are kept, the oldest dropped first.
 */
import type { Projection } from '../../store/projection'
import { statisticsKey, type StatisticsQuery } from './statistics-query'
import type { StatisticsFigures } from './statistics.events'
import './statistics.events'

/**
 * A 30-day hourly-free answer is a few KB, a 7-day one (168 hourly points) ~20 KB: 24 answers
 * keep a few scopes × networks × periods without making the snapshot heavy.
 */
export const MAX_STORED_STATISTICS = 24

export interface StoredStatistics {
  key: string
  query: StatisticsQuery
  figures: StatisticsFigures
  /** When the server's answer arrived. */
  loadedAt: string
}

export interface StatisticsState {
  /** Least recently read first. */
  answers: StoredStatistics[]
}

export const statisticsProjection: Projection<StatisticsState> = {
  name: 'statistics',
  version: 1,
  initial: { answers: [] },
  on: {
    'statistics.loaded': (state, event) => {
      const { query, figures } = event.payload
      const key = statisticsKey(query)
      const others = state.answers.filter((stored) => stored.key !== key)
      return { answers: [...others, { key, query, figures, loadedAt: event.at }].slice(-MAX_STORED_STATISTICS) }
    },
  },
}

/** The stored answer of a query, or null when it was never read here (or has been dropped). */
export function storedStatistics(state: StatisticsState, query: StatisticsQuery): StoredStatistics | null {
  const key = statisticsKey(query)
  return state.answers.find((stored) => stored.key === key) ?? null
}
