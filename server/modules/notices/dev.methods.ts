/**
 * Dev-only methods (contract `devMethods`), registered only outside production: a production
 * server answers them -32601 like any unknown name.
 */
import { notFound } from '../../rpc/errors'
import type { MethodRegistry } from '../../rpc/registry'
import { notify } from './notify'

/** Registers dev_sendNotice. */
export function registerDevNoticeMethods(registry: MethodRegistry): void {
  registry.register('dev_sendNotice', async (ctx, { email, type, expand, title, content }) => {
    const user = await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()
    if (!user) throw notFound(`No account has the e-mail ${email}`, `没有使用邮箱 ${email} 的账户`)
    return notify(ctx.db, { userId: Number(user.id) }, type, expand, { title, content })
  })
}
