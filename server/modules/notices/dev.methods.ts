/**
 * Dev-only methods (contract `devMethods`), registered only outside production: a production
 * server answers them -32601 like any unknown name.
 */
import { sql } from 'kysely'
import { notFound } from '../../rpc/errors'
import type { MethodRegistry } from '../../rpc/registry'
import { noticeText } from './notice-text'
import { notify } from './notify'

/** Registers dev_sendNotice and dev_seedNotices. */
export function registerDevNoticeMethods(registry: MethodRegistry): void {
  registry.register('dev_seedNotices', async (ctx, { email, count, type, read }) => {
    const user = await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()
    if (!user) throw notFound(`No account has the e-mail ${email}`, `没有使用邮箱 ${email} 的账户`)
    const { title, content } = noticeText(type, {})
    // One statement for thousands of rows; ids still grow with the series, so the last is newest.
    await sql`
      insert into notices (user_id, type, title, content, expand, read)
      select ${user.id}, ${type}, ${title} || ' #' || n, ${content}, jsonb_build_object('name', 'No. ' || n), ${read}
      from generate_series(1, ${count}::int) as n
      order by n`.execute(ctx.db)
    return { stored: count }
  })

  registry.register('dev_sendNotice', async (ctx, { email, type, expand, title, content }) => {
    const user = await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()
    if (!user) throw notFound(`No account has the e-mail ${email}`, `没有使用邮箱 ${email} 的账户`)
    return notify(ctx.db, { userId: Number(user.id) }, type, expand, { title, content })
  })
}
