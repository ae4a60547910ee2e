/**
 * Notices older than the store keeps (MAX_STORED_NOTICES), paged from the server while the
 * notice centre scrolls. They live in this tab's memory only: the store stays bounded, and going
 * back to them is one scroll away. A read marking applies to them as to the stored ones.
 */
import type { Notice, NoticeType } from '../../../contract'
import { markRead } from './notices.projection'

export interface OlderNotices {
  /** The stored list's cursor these pages continue from; another one starts them afresh. */
  from: number | null
  notices: Notice[]
  /** Where the next page starts; null once the oldest notice is here. */
  next: number | null
  loading: boolean
  failed: boolean
}

const EMPTY: OlderNotices = { from: null, notices: [], next: null, loading: false, failed: false }

export type FetchPage = (cursor: number) => Promise<{ list: Notice[]; hasMore: boolean; nextCursor: number }>

export function createOlderNotices(fetchPage: FetchPage) {
  let state = EMPTY
  const listeners = new Set<() => void>()
  const set = (next: OlderNotices) => {
    state = next
    for (const listener of listeners) listener()
  }

  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /** Forgets every page (logout, another account). */
    reset: () => set(EMPTY),

    /**
     * Fetches the page after `storedCursor` (the stored list's end) or after the last page here.
     * `known` are ids already on screen, never repeated.
     */
    async loadMore(storedCursor: number | null, known: ReadonlySet<number>): Promise<void> {
      const current = state.from === storedCursor ? state : { ...EMPTY, from: storedCursor, next: storedCursor }
      if (current !== state) set(current)
      if (current.loading || current.next === null) return
      set({ ...current, loading: true, failed: false })
      try {
        const page = await fetchPage(current.next)
        if (state.from !== storedCursor) return
        const fresh = page.list.filter((notice) => !known.has(notice.id))
        set({
          ...state,
          notices: [...state.notices, ...fresh],
          next: page.hasMore ? page.nextCursor : null,
          loading: false,
        })
      } catch {
        if (state.from === storedCursor) set({ ...state, loading: false, failed: true })
      }
    },

    /** What a read marking does to the pages here (the stored ones follow the command). */
    markRead(type?: NoticeType, id?: number) {
      const marked = markRead(
        { notices: state.notices, cursor: null, notReadNum: 0, complete: true, effectsUpTo: null },
        type,
        id,
      )
      if (marked.notices !== state.notices) set({ ...state, notices: marked.notices })
    },
  }
}

export type OlderNoticesStore = ReturnType<typeof createOlderNotices>
