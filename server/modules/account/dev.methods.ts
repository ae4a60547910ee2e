/**
 * Dev-only account methods (contract `devMethods`), registered only outside production: a
 * production server answers them -32601 like any unknown name.
 */
import { userIdByEmail } from './users.queries'
import { conflict } from '../../rpc/errors'
import type { MethodRegistry } from '../../rpc/registry'
import { listActivity } from './activity'
import { clientPasswordHash, seedAccount } from './demo-seed'
import { hashPassword } from './password'
import { createSession } from './sessions'

/**
 * One scrypt per typed password for all dev accounts: every end-to-end test makes an account
 * with the same password, and 2^17 scrypt costs ~0.4 s of CPU each. The stored string is the same
 * format a registration stores, so logging in checks it the same way.
 */
const storedPasswords = new Map<string, Promise<string>>()

function storedPasswordOf(password: string): Promise<string> {
  let stored = storedPasswords.get(password)
  if (!stored) {
    stored = hashPassword(clientPasswordHash(password))
    storedPasswords.set(password, stored)
    stored.catch(() => storedPasswords.delete(password))
  }
  return stored
}

/** Registers dev_createAccount and dev_getAccountActivity. */
export function registerDevAccountMethods(registry: MethodRegistry): void {
  registry.register('dev_createAccount', async (ctx, params) => {
    const email = params.email.toLowerCase()
    const taken = await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()
    if (taken) throw conflict(`An account already has the e-mail ${email}`, `邮箱 ${email} 已被使用`)
    const { signIn, ...account } = params
    const userId = await seedAccount(ctx.db, { ...account, email, storedPassword: storedPasswordOf(account.password) })
    if (!signIn) return { userId }
    const session = await createSession(ctx.db, userId, { ip: ctx.request.ip, userAgent: ctx.request.userAgent })
    return { userId, token: session.token }
  })
  registry.register('dev_getAccountActivity', async (ctx, { email }) => {
    const userId = await userIdByEmail(ctx.db, email)
    return listActivity(ctx.db, userId)
  })
}
