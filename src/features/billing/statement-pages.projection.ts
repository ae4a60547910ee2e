/**
 * The statements as last read, one stored page per query (tab, filters, range, page, size), so
 * offline the pages seen before still show, each with its own age. Pages are not merged into one
 * list: the server's filters and totals are the truth. Bounded: the most recently read
 * MAX_STORED_STATEMENT_PAGES pages are kept, the oldest dropped first.
 */
import type { Projection } from '../../store/projection'
import { statementKey, type StatementQuery } from './statement-query'
import type { StatementRows } from './statements.events'
import './statements.events'

/** Enough for three tabs paged and filtered a little; a page holds at most 20 rows (SPEC §9). */
export const MAX_STORED_STATEMENT_PAGES = 36

export interface StoredStatementPage {
  key: string
  query: StatementQuery
  rows: StatementRows
  total: number
  /** When the server's answer arrived. */
  loadedAt: string
}

export interface StatementPagesState {
  /** Least recently read first. */
  pages: StoredStatementPage[]
}

export const statementPagesProjection: Projection<StatementPagesState> = {
  name: 'statementPages',
  version: 1,
  initial: { pages: [] },
  on: {
    'statements.page.loaded': (state, event) => {
      const { query, rows, total } = event.payload
      const key = statementKey(query)
      const page: StoredStatementPage = { key, query, rows, total, loadedAt: event.at }
      const others = state.pages.filter((stored) => stored.key !== key)
      return { pages: [...others, page].slice(-MAX_STORED_STATEMENT_PAGES) }
    },
  },
}

/** The stored page of a query, or null when it was never read here (or has been dropped). */
export function storedStatementPage(state: StatementPagesState, query: StatementQuery): StoredStatementPage | null {
  const key = statementKey(query)
  return state.pages.find((page) => page.key === key) ?? null
}
