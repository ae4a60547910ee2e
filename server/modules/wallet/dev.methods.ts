/**
 * Dev-only wallet methods, registered only outside production. `dev_deposit` records a crypto
 * deposit that has all its confirmations and credits it through the ledger, as the chain watcher
 * does (`creditConfirmedDeposit`), for tests that need a balance without waiting for blocks.
 */
import { userIdByEmail } from '../account/users.queries'
import type { MethodRegistry } from '../../rpc/registry'
import { creditConfirmedDeposit, walletIdOf } from './ledger'
import { walletOverview } from './wallet.queries'

/** Registers dev_deposit. */
export function registerDevWalletMethods(registry: MethodRegistry): void {
  registry.register('dev_deposit', async (ctx, { email, coin, coinAmount, usdAmount }) => {
    const userId = await userIdByEmail(ctx.db, email)
    const walletId = await walletIdOf(ctx.db, { userId })
    await creditConfirmedDeposit(ctx.db, walletId, { coin, coinAmount, usdAmount })
    const { amount } = await walletOverview(ctx.db, { userId })
    return { amount }
  })
}
