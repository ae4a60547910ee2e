/**
 * Everything the notice centre shows and does: the stored notices followed by the older pages
 * fetched while scrolling, their groups, and the read markings (commands, so they work offline).
 * Opening the centre on the login's unread-only list first loads a page of all notices.
 */
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react'
import type { Notice, NoticeType } from '../../../contract'
import { rpc } from '../../lib/rpc-client'
import { fact } from '../../store/events'
import { recordFacts, runCommand } from '../../store/store-client'
import { useView } from '../../store/use-view'
import { groupNotices } from './notice-groups'
import { markAllNoticesRead, markNoticeRead, markNoticeTypeRead } from './notices.commands'
import { noticesProjection } from './notices.projection'
import { createOlderNotices } from './older-notices'

/** Notices per page the centre asks for. */
export const NOTICE_PAGE_SIZE = 200

const older = createOlderNotices((cursor) => rpc('hub_getUserMessages', { cursor, perPage: NOTICE_PAGE_SIZE }))

let completing: Promise<void> | undefined

/** Replaces the login's unread-only list with the newest page of all notices, once at a time. */
function completeList(): Promise<void> {
  completing ??= rpc('hub_getUserMessages', { cursor: 0, perPage: NOTICE_PAGE_SIZE })
    .then((page) => recordFacts([fact('notices.loaded', { page, cursor: 0, unreadOnly: false }, 'server')]))
    .catch(() => undefined)
    .finally(() => (completing = undefined))
  return completing
}

export function useNoticeCentre() {
  const view = useView(noticesProjection)
  const olderPages = useSyncExternalStore(older.subscribe, older.get)
  const signedOut = view === undefined
  useEffect(() => {
    if (signedOut) older.reset()
  }, [signedOut])

  const stored = view?.state
  const notices = useMemo(() => {
    if (!stored) return []
    const known = new Set(stored.notices.map((notice) => notice.id))
    const continues = olderPages.from === stored.cursor
    return continues
      ? [...stored.notices, ...olderPages.notices.filter((notice) => !known.has(notice.id))]
      : stored.notices
  }, [stored, olderPages])
  const groups = useMemo(() => groupNotices(notices), [notices])

  const loadMore = useCallback(() => {
    if (!stored || !navigator.onLine) return
    if (!stored.complete) return void completeList()
    void older.loadMore(stored.cursor, new Set(notices.map((notice) => notice.id)))
  }, [stored, notices])

  const atEnd =
    !!stored &&
    stored.complete &&
    (stored.cursor === null || (olderPages.from === stored.cursor && olderPages.next === null))

  return {
    view,
    notices,
    groups,
    loadMore,
    loading: olderPages.loading,
    failed: olderPages.failed,
    atEnd,
    markTypeRead(type: NoticeType) {
      older.markRead(type)
      return runCommand(markNoticeTypeRead, { type })
    },
    /** Marks one notice read (opened from its row); nothing is sent when it is read already. */
    markOneRead(notice: Notice) {
      if (notice.read) return Promise.resolve()
      older.markRead(notice.type, notice.id)
      return runCommand(markNoticeRead, { type: notice.type, id: notice.id })
    },
    markAllRead() {
      older.markRead()
      return runCommand(markAllNoticesRead, {})
    },
  }
}
