/**
 * Listed notices and their read state (SPEC §4 "Notice read", §7 "Notices"). The caller's notices
 * are their own, or in team context the team's. Pages run newest first by id: `cursor` 0 is the
 * newest, and a page's `nextCursor` is its last (oldest) id, so rows arriving meanwhile never
 * shift a later page.
 */
import { sql, type ExpressionBuilder, type Kysely } from 'kysely'
import type { NoticePage, NoticeReadResult, NoticeType } from '../../../contract/index'
import type { DB } from '../../db/schema'
import { sessionOf, type RpcContext } from '../../rpc/context'
import type { MethodRegistry } from '../../rpc/registry'
import { toNotice } from './notify'

/** Registers hub_getUserMessages, hub_setUserMessageRead (a type, or one notice of it) and hub_setUserMessageReadAll. */
export function registerNoticeMethods(registry: MethodRegistry): void {
  registry.register('hub_getUserMessages', async (ctx, { cursor, perPage, unread, type }): Promise<NoticePage> => {
    const owned = ownedBy(ctx)
    let query = ctx.db.selectFrom('notices').selectAll().where(owned)
    if (cursor > 0) query = query.where('id', '<', cursor)
    if (unread) query = query.where('read', '=', false)
    if (type) query = query.where('type', '=', type)
    // One row more than the page tells whether older notices remain, without a count.
    const rows = await query
      .orderBy('id', 'desc')
      .limit(perPage + 1)
      .execute()
    const list = rows.slice(0, perPage).map(toNotice)
    return {
      list,
      nextCursor: list.at(-1)?.id ?? cursor,
      hasMore: rows.length > perPage,
      notReadNum: await unreadCount(ctx.db, owned),
    }
  })

  registry.register('hub_setUserMessageRead', async (ctx, { type, id }) => markRead(ctx.db, ownedBy(ctx), type, id))

  registry.register('hub_setUserMessageReadAll', async (ctx) => markRead(ctx.db, ownedBy(ctx)))
}

type NoticeFilter = (eb: ExpressionBuilder<DB, 'notices'>) => ReturnType<ExpressionBuilder<DB, 'notices'>['and']>

/** The caller's notices: the team's in team context, else their own. */
function ownedBy(ctx: RpcContext): NoticeFilter {
  const { userId, teamId } = sessionOf(ctx)
  return (eb) => eb.and([teamId === null ? eb('user_id', '=', userId) : eb('team_id', '=', Number(teamId))])
}

/** Marks the caller's unread notices read: all, those of `type`, or only notice `id` of that type. */
async function markRead(
  db: Kysely<DB>,
  owned: NoticeFilter,
  type?: NoticeType,
  id?: number,
): Promise<NoticeReadResult> {
  let update = db.updateTable('notices').set({ read: true }).where(owned).where('read', '=', false)
  if (type) update = update.where('type', '=', type)
  if (id !== undefined) update = update.where('id', '=', id)
  const result = await update.executeTakeFirst()
  return { updated: Number(result.numUpdatedRows), notReadNum: await unreadCount(db, owned) }
}

async function unreadCount(db: Kysely<DB>, owned: NoticeFilter): Promise<number> {
  const row = await db
    .selectFrom('notices')
    .select(sql<number>`count(*)::int`.as('n'))
    .where(owned)
    .where('read', '=', false)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
