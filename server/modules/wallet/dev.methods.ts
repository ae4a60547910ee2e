/**
 * Dev-only wallet methods, registered only outside production. `dev_deposit` stands in for the
 * crypto custody service until the deposits issue brings its sandbox: it credits the wallet and
 * tells the user, in one transaction, as a confirmed deposit would.
 */
import { userIdByEmail } from '../account/users.queries'
import { sql } from 'kysely'
import type { MethodRegistry } from '../../rpc/registry'
import { notify } from '../notices/notify'

/** Registers dev_deposit. */
export function registerDevWalletMethods(registry: MethodRegistry): void {
  registry.register('dev_deposit', async (ctx, { email, coin, coinAmount, usdAmount }) => {
    const userId = await userIdByEmail(ctx.db, email)
    const { amount } = await ctx.db
      .updateTable('wallets')
      .set({ amount: sql`amount + ${usdAmount}::numeric` })
      .where('user_id', '=', userId)
      .returning(sql<string>`amount::text`.as('amount'))
      .executeTakeFirstOrThrow()
    await notify(ctx.db, { userId }, 'deposit', { coin, coinAmount, usdAmount, timeStamp: new Date().toISOString() })
    return { amount }
  })
}
