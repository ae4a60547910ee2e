/**
 * `notify`: how every module tells a user or a team something. The notice is a row first, so it
 * survives restarts and a reconnecting client catches up by cursor. The same statement signals
 * it on `hubdeck_notices` (realtime/notice-signal.ts), which PostgreSQL delivers when the caller's
 * transaction commits: every instance then pushes it to its open sockets of the owner, and one
 * of them sends the Web Push. A rolled-back notice is never announced.
 */
import type { Kysely, Selectable } from 'kysely'
import type { Notice, NoticeExpand, NoticeType } from '../../../contract/index'
import { toJsonb } from '../../db/jsonb'
import type { DB, NoticesTable } from '../../db/schema'
import { noticeSignal } from '../../realtime/notice-signal'
import { noticeText, type NoticeText } from './notice-text'

/** Who a notice is for: one user, or every member of one team. */
export type NoticeTarget = { userId: number } | { teamId: number }

/** How a notice is sent. */
export interface NotifyOptions {
  /**
   * The notice records something already past (seeded demo history): it is listed and reaches
   * open sockets, but sends no Web Push and no e-mail.
   */
  history?: boolean
}

/**
 * Stores a notice of `type` for `target` and returns it. Its title and content are worded in
 * English from the type and `expand`; `text` overrides them (the plain-content types, SPEC §9,
 * have no wording of their own). One statement inserts and signals, so the two commit together
 * whether or not the caller runs a transaction.
 */
export async function notify(
  db: Kysely<DB>,
  target: NoticeTarget,
  type: NoticeType,
  expand: NoticeExpand = {},
  text?: Partial<NoticeText>,
  options: NotifyOptions = {},
): Promise<Notice> {
  const worded = noticeText(type, expand)
  const row = await db
    .with('inserted', (query) =>
      query
        .insertInto('notices')
        .values({
          ...('userId' in target ? { user_id: target.userId } : { team_id: target.teamId }),
          type,
          title: text?.title ?? worded.title,
          content: text?.content ?? worded.content,
          expand: toJsonb(expand),
          // Claimed at birth: no instance claims it, so it is neither pushed nor mailed.
          ...(options.history ? { push_claimed_at: new Date() } : {}),
        })
        .returningAll(),
    )
    .selectFrom('inserted')
    .selectAll()
    .select(noticeSignal('inserted.id').as('signalled'))
    .executeTakeFirstOrThrow()
  return toNotice(row)
}

/** A `notices` row in the contract's shape. */
export function toNotice(row: Selectable<NoticesTable>): Notice {
  return {
    id: Number(row.id),
    type: row.type as NoticeType,
    title: row.title,
    content: row.content,
    createdAt: row.created_at.toISOString(),
    read: row.read,
    expand: row.expand as NoticeExpand,
  }
}
