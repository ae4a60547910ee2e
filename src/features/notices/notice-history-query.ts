/**
 * The notice history's query kept in its address (`/rpc/notices?type=deposit&read=unread&page=2
 * &size=20`), so a reload, a shared link or the back button shows the same notices. Read by the
 * page rather than by the route's `validateSearch`, which would put the notice types in every
 * first paint. Anything unreadable falls back to its default, never to an error (addresses
 * are typed by people), and defaults are left out. Filtering runs over the notices the device
 * holds (the store and the pages loaded after it), so the history reads offline like the centre.
 */
import { NOTICE_TYPES, type Notice, type NoticeType } from '../../../contract'
import { TABLE_PAGE_SIZES } from '../../components/ui/table-defaults'

export const NOTICE_READ_FILTERS = ['all', 'unread', 'read'] as const
export type NoticeReadFilter = (typeof NOTICE_READ_FILTERS)[number]

/** Notices per page unless the reader picks another size. */
export const NOTICE_HISTORY_PAGE_SIZE = 10

export interface NoticeHistoryQuery {
  /** One type (a group of the centre), or null for every type. */
  type: NoticeType | null
  read: NoticeReadFilter
  page: number
  perPage: number
}

/** The history's search params; each is left out when it is the default. */
export interface NoticeHistorySearch {
  type?: NoticeType
  read?: Exclude<NoticeReadFilter, 'all'>
  page?: number
  size?: number
}

export const DEFAULT_NOTICE_HISTORY_QUERY: NoticeHistoryQuery = {
  type: null,
  read: 'all',
  page: 1,
  perPage: NOTICE_HISTORY_PAGE_SIZE,
}

/** The query an address asks for. */
export function noticeHistoryQueryOf(search: Record<string, unknown>): NoticeHistoryQuery {
  const page = Number(search['page'])
  const size = Number(search['size'])
  const base = DEFAULT_NOTICE_HISTORY_QUERY
  return {
    type: oneOf(NOTICE_TYPES, search['type']) ?? base.type,
    read: oneOf(NOTICE_READ_FILTERS, search['read']) ?? base.read,
    page: Number.isSafeInteger(page) && page >= 1 ? page : base.page,
    perPage: (TABLE_PAGE_SIZES as readonly number[]).includes(size) ? size : base.perPage,
  }
}

/** The address of a query: only what differs from the defaults. */
export function noticeHistorySearchOf(query: NoticeHistoryQuery): NoticeHistorySearch {
  const base = DEFAULT_NOTICE_HISTORY_QUERY
  return {
    ...(query.type !== null && { type: query.type }),
    ...(query.read !== 'all' && { read: query.read }),
    ...(query.page !== base.page && { page: query.page }),
    ...(query.perPage !== base.perPage && { size: query.perPage }),
  }
}

/** The notices a query's filters keep, in the order given (newest first). */
export function filterNotices(notices: readonly Notice[], query: NoticeHistoryQuery): Notice[] {
  return notices.filter(
    (notice) =>
      (query.type === null || notice.type === query.type) &&
      (query.read === 'all' || notice.read === (query.read === 'read')),
  )
}

/** The notices of the query's page; an empty list past the end. */
export function pageOf(notices: readonly Notice[], query: NoticeHistoryQuery): Notice[] {
  const start = (query.page - 1) * query.perPage
  return notices.slice(start, start + query.perPage)
}

/**
 * Whether older notices must be fetched to fill the query's page and know if another follows:
 * the filtered notices held reach no further than the page's end.
 */
export function needsOlder(filtered: number, query: NoticeHistoryQuery): boolean {
  return filtered <= query.page * query.perPage
}

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return (values as readonly unknown[]).includes(value) ? (value as T) : undefined
}
