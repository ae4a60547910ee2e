/**
 * Dev-only account methods (contract `devMethods`), registered only outside production: a
 * production server answers them -32601 like any unknown name.
 */
import { userIdByEmail } from './users.queries'
import { conflict } from '../../rpc/errors'
import type { MethodRegistry } from '../../rpc/registry'
import { listActivity } from './activity'
import { seedAccount } from './demo-seed'

/** Registers dev_createAccount and dev_getAccountActivity. */
export function registerDevAccountMethods(registry: MethodRegistry): void {
  registry.register('dev_createAccount', async (ctx, params) => {
    const email = params.email.toLowerCase()
    const taken = await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()
    if (taken) throw conflict(`An account already has the e-mail ${email}`, `邮箱 ${email} 已被使用`)
    return { userId: await seedAccount(ctx.db, { ...params, email }) }
  })
  registry.register('dev_getAccountActivity', async (ctx, { email }) => {
    const userId = await userIdByEmail(ctx.db, email)
    return listActivity(ctx.db, userId)
  })
}
