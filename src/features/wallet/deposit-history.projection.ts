/**
 * The deposit history as last read, one stored page per query (filter, range, page, size), so
 * offline the pages seen before still show, each with its own age. Bounded: the most recently
 * read MAX_STORED_PAGES pages are kept, the oldest dropped first.
 */
import type { Deposit } from '../../../contract/methods/wallet'
import type { Projection } from '../../store/projection'
import { queryKey, type DepositQuery } from './deposit-query'
import './wallet.events'

/** Enough for a few filters paged through; each page holds at most 20 rows (SPEC §9 sizes). */
export const MAX_STORED_PAGES = 24

export interface StoredDepositPage {
  key: string
  query: DepositQuery
  /** Newest first. */
  list: Deposit[]
  total: number
  /** The deposits-freshness mark it was read after (see wallet.events.ts). */
  seenChangedAt: string | null
  /** When the server's answer arrived. */
  loadedAt: string
}

export interface DepositHistoryState {
  /** Least recently read first. */
  pages: StoredDepositPage[]
}

export const depositHistoryProjection: Projection<DepositHistoryState> = {
  name: 'depositHistory',
  version: 1,
  initial: { pages: [] },
  on: {
    'wallet.deposits.loaded': (state, event) => {
      const { query, list, total, seenChangedAt } = event.payload
      const key = queryKey(query)
      const page: StoredDepositPage = { key, query, list: newestFirst(list), total, seenChangedAt, loadedAt: event.at }
      const others = state.pages.filter((stored) => stored.key !== key)
      return { pages: [...others, page].slice(-MAX_STORED_PAGES) }
    },
  },
}

/** The stored page of a query, or null when it was never read (or has been dropped). */
export function storedPage(state: DepositHistoryState, query: DepositQuery): StoredDepositPage | null {
  const key = queryKey(query)
  return state.pages.find((page) => page.key === key) ?? null
}

/** Whether a deposit notice came after the page was read (SPEC §4: the list flagged for update). */
export function isStale(seenChangedAt: string | null, changedAt: string | null): boolean {
  return changedAt !== null && (seenChangedAt === null || changedAt > seenChangedAt)
}

/** Newest first, as the server sends them; ties (same instant) by the later id. */
export function newestFirst<T extends { id: number; createdAt: string }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => (a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1))
}
