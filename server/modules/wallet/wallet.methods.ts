/**
 * Wallet methods of the customer issue: the balance and arrears. Deposits, auto-renew and
 * packages come with the billing issues.
 */
import { sessionOf } from '../../rpc/context'
import type { MethodRegistry } from '../../rpc/registry'
import { walletOverview } from './wallet.queries'

/** Registers hub_getUserWalletOverview. */
export function registerWalletMethods(registry: MethodRegistry): void {
  registry.register('hub_getUserWalletOverview', async (ctx) => walletOverview(ctx.db, ownerOf(ctx)))
}

/** The wallet a call acts on: the team's in team context, else the caller's own. */
function ownerOf(ctx: Parameters<typeof sessionOf>[0]) {
  const session = sessionOf(ctx)
  return session.teamId === null ? { userId: session.userId } : { teamId: Number(session.teamId) }
}
