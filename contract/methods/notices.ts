/**
 * Listed notices and their read state (SPEC §7 "Notices", §4 "Notice read"). New notices also
 * arrive on the socket (socket-messages.ts); a reconnecting client catches up by cursor.
 */
import * as v from 'valibot'
import { idSchema } from '../fields'
import type { Notice } from '../notice-types'
import { NOTICE_TYPES } from '../notice-types'
import type { CursorPage } from '../rpc'
import { defineMethod } from '../rpc'

/** A page of notices, newest first, with the caller's unread count (the store's notReadNum). */
export interface NoticePage extends CursorPage<Notice> {
  /** Unread notices in all, whatever the filter. */
  notReadNum: number
}

/** What a read marking changed. */
export interface NoticeReadResult {
  /** Notices this call marked read. */
  updated: number
  /** Unread notices left. */
  notReadNum: number
}

/** Largest page of notices: the app loads every unread notice at login in one call (SPEC §7). */
export const MAX_NOTICES_PER_PAGE = 9999

export const noticeMethods = {
  /**
   * Notices older than `cursor` (a notice id; 0 for the newest), at most `perPage`.
   * Unread notices at login: `{ cursor: 0, perPage: 9999, unread: true }`.
   */
  hub_getUserMessages: defineMethod<NoticePage>()(
    v.strictObject({
      cursor: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0)), 0),
      perPage: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(MAX_NOTICES_PER_PAGE)), 20),
      /** Only unread notices when true; every notice when false or absent. */
      unread: v.optional(v.boolean(), false),
      /** Only notices of this type. */
      type: v.optional(v.picklist(NOTICE_TYPES)),
    }),
    { auth: 'user' },
  ),
  /**
   * Marks every notice of one type read (SPEC §4: the count drops by each notice marked), or with
   * `id` only that notice of it (a notice opened from its row).
   */
  hub_setUserMessageRead: defineMethod<NoticeReadResult>()(
    v.strictObject({ type: v.picklist(NOTICE_TYPES), id: v.optional(idSchema) }),
    { auth: 'user' },
  ),
  hub_setUserMessageReadAll: defineMethod<NoticeReadResult>()(v.strictObject({}), { auth: 'user' }),
}
