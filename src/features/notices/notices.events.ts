/** Facts about notices (SPEC §3 "Notice store", §4 "Notice read", "New notice"). */
import type { Notice, NoticePage, NoticeReadResult, NoticeType } from '../../../contract'

declare module '../../store/events' {
  interface EventPayloads {
    /** A page of notices from `hub_getUserMessages`; `cursor` is the one asked for (0 = newest). */
    'notices.loaded': { page: NoticePage; cursor: number; unreadOnly: boolean }
    /** The newest notices, fetched when the socket (re)connects, so none sent meanwhile is lost. */
    'notices.caughtUp': { page: NoticePage }
    /** A notice pushed by the socket. */
    'notice.received': Notice
    /** Notices of one type marked read, or with `id` only that one (opened from its row). */
    'notices.typeRead': { type: NoticeType; id?: number; result: NoticeReadResult }
    'notices.allRead': { result: NoticeReadResult }
  }
}
