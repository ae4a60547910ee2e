/**
 * The notice store of SPEC §3: the notices, newest first, the cursor of the next older page and
 * the unread count. Groups by type are derived (notice-groups.ts), not stored twice.
 */
import type { Notice, NoticeType } from '../../../contract'
import type { Projection } from '../../store/projection'
import { advanceEffectsMark } from './notice-effects-cursor'
import './notices.events'

export interface NoticesState {
  notices: Notice[]
  /** Id to ask the next older page from; null when the oldest is loaded. */
  cursor: number | null
  notReadNum: number
  /**
   * Whether `notices` is every notice down to `cursor` (a page of all notices was loaded), or
   * only the unread ones the login loads (SPEC §4): the notice centre then asks for all first.
   */
  complete: boolean
  /**
   * The newest notice id whose effects this device has run or passed over (notice-effects-cursor.ts);
   * null until the session's first catch-up or live notice.
   */
  effectsUpTo: number | null
}

/**
 * Notices the store keeps per scope, newest first. A burst of socket notices must not grow the
 * snapshot without bound (DESIGN.md: bounded per scope); older ones are paged from the server
 * through `cursor`, which then points below the oldest kept.
 */
export const MAX_STORED_NOTICES = 1_000

export const noticesProjection: Projection<NoticesState> = {
  name: 'notices',
  version: 3,
  initial: { notices: [], cursor: 0, notReadNum: 0, complete: false, effectsUpTo: null },
  on: {
    'notices.loaded': (state, { payload }) => {
      const { page } = payload
      // The newest page replaces the list; an older page extends it.
      const notices = payload.cursor === 0 ? page.list : mergeById(state.notices, page.list)
      const complete = payload.cursor === 0 ? !payload.unreadOnly : state.complete && !payload.unreadOnly
      return keepNewest({
        notices,
        cursor: page.hasMore ? page.nextCursor : null,
        notReadNum: page.notReadNum,
        complete,
        effectsUpTo: state.effectsUpTo,
      })
    },
    // A reconnected socket's catch-up: the newest page, merged over what is known (nothing the
    // list already holds is dropped, so the cursor stays), with the server's unread count.
    // The effects mark moves past every notice of the page: the leader ran the due ones' effects.
    'notices.caughtUp': (state, { payload }) => {
      const known = new Set(state.notices.map((notice) => notice.id))
      const missed = payload.page.list.filter((notice) => !known.has(notice.id))
      const effectsUpTo = advanceEffectsMark(
        state.effectsUpTo,
        payload.page.list.map((notice) => notice.id),
      )
      if (missed.length === 0 && payload.page.notReadNum === state.notReadNum && effectsUpTo === state.effectsUpTo)
        return state
      const notices = [...missed, ...state.notices].sort((a, b) => b.id - a.id)
      return keepNewest({ ...state, notices, notReadNum: payload.page.notReadNum, effectsUpTo })
    },
    'notice.received': (state, { payload }) => {
      const effectsUpTo = advanceEffectsMark(state.effectsUpTo, [payload.id])
      const at = placeOf(payload.id, state.notices)
      if (at === null) return effectsUpTo === state.effectsUpTo ? state : { ...state, effectsUpTo }
      const notices = withNotice(payload, at, state.notices)
      // As keepNewest: a notice dropped off the end moves the cursor to the oldest kept.
      const cursor = state.notices.length < MAX_STORED_NOTICES ? state.cursor : (notices.at(-1) as Notice).id
      return { ...state, notices, cursor, notReadNum: state.notReadNum + (payload.read ? 0 : 1), effectsUpTo }
    },
    'notices.typeRead': (state, { payload }) => ({
      ...markRead(state, payload.type, payload.id),
      notReadNum: payload.result.notReadNum,
    }),
    'notices.allRead': (state, { payload }) => ({ ...markRead(state), notReadNum: payload.result.notReadNum }),
  },
}

/**
 * Marks notices read (all, of one type, or the one `id` of that type); the count drops by each
 * one marked (SPEC §4).
 */
export function markRead(state: NoticesState, type?: NoticeType, id?: number): NoticesState {
  let marked = 0
  const notices = state.notices.map((notice) => {
    if (notice.read || (type && notice.type !== type) || (id !== undefined && notice.id !== id)) return notice
    marked += 1
    return { ...notice, read: true }
  })
  if (marked === 0) return state
  return { ...state, notices, notReadNum: type ? Math.max(0, state.notReadNum - marked) : 0 }
}

/** Drops what is beyond MAX_STORED_NOTICES; the cursor then asks the server from the oldest kept. */
function keepNewest(state: NoticesState): NoticesState {
  if (state.notices.length <= MAX_STORED_NOTICES) return state
  const notices = state.notices.slice(0, MAX_STORED_NOTICES)
  return { ...state, notices, cursor: (notices.at(-1) as Notice).id }
}

/**
 * Where a notice of `id` goes in `notices` (newest first, by id), or null when it is there
 * already. A live notice is the newest, so the scan stops at the first entry: a burst of 100,000
 * notices no longer compared each one with the 1,000 kept (a `some` over the list did).
 */
function placeOf(id: number, notices: readonly Notice[]): number | null {
  let index = 0
  while (index < notices.length && (notices[index] as Notice).id > id) index += 1
  return notices[index]?.id === id ? null : index
}

/**
 * `notices` with `notice` at `at`, MAX_STORED_NOTICES at most: one copy of the list per socket
 * notice, not a spread and then a slice of it (keepNewest), which a burst of 100,000 notices
 * paid twice 100 million times. A notice older than all the kept ones of a full list is dropped.
 */
function withNotice(notice: Notice, at: number, notices: readonly Notice[]): Notice[] {
  const length = Math.min(notices.length + 1, MAX_STORED_NOTICES)
  const out = new Array<Notice>(length)
  for (let index = 0; index < length; index += 1)
    out[index] = index < at ? (notices[index] as Notice) : index === at ? notice : (notices[index - 1] as Notice)
  return out
}

function mergeById(current: Notice[], older: Notice[]): Notice[] {
  const known = new Set(current.map((notice) => notice.id))
  return [...current, ...older.filter((notice) => !known.has(notice.id))]
}
