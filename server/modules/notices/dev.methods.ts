/**
 * Dev-only methods (contract `devMethods`), registered only outside production: a production
 * server answers them -32601 like any unknown name.
 */
import { userIdByEmail } from '../account/users.queries'
import { sql } from 'kysely'
import type { MethodRegistry } from '../../rpc/registry'
import { noticeText } from './notice-text'
import { notify } from './notify'

/** Registers dev_sendNotice and dev_seedNotices. */
export function registerDevNoticeMethods(registry: MethodRegistry): void {
  registry.register('dev_seedNotices', async (ctx, { email, count, type, read }) => {
    const userId = await userIdByEmail(ctx.db, email)
    const { title, content } = noticeText(type, {})
    // One statement for thousands of rows; ids still grow with the series, so the last is newest.
    await sql`
      insert into notices (user_id, type, title, content, expand, read)
      select ${userId}, ${type}, ${title} || ' #' || n, ${content}, jsonb_build_object('name', 'No. ' || n), ${read}
      from generate_series(1, ${count}::int) as n
      order by n`.execute(ctx.db)
    return { stored: count }
  })

  registry.register('dev_sendNotice', async (ctx, { email, type, expand, title, content }) => {
    const userId = await userIdByEmail(ctx.db, email)
    return notify(ctx.db, { userId: userId }, type, expand, { title, content })
  })
}
