/**
 * The wallet-paid purchase methods: hub_buyPackage (a package, or this month's free package) and
 * hub_skuFirstConfirm (the first-login choice). The card-paid ones live with the card processor
 * (wallet/cards/package-by-card.ts). Both run in the call's transaction (rpc/dispatch.ts):
 * a refusal changes nothing.
 */
import { sessionOf } from '../../../rpc/context'
import type { MethodRegistry } from '../../../rpc/registry'
import { apiKeyOwnerOf } from '../../api-keys/api-keys.methods'
import { walletOverview } from '../../wallet/wallet.queries'
import { buyByWallet } from './buy-by-wallet'
import { firstConfirmByWallet } from './first-confirm'

export function registerPurchaseMethods(registry: MethodRegistry): void {
  registry.register('hub_buyPackage', async (ctx, choice) => {
    const owner = apiKeyOwnerOf(ctx)
    const purchase = await buyByWallet(ctx.db, owner, choice)
    return { purchase, wallet: await walletOverview(ctx.db, owner) }
  })

  registry.register('hub_skuFirstConfirm', async (ctx, choice) =>
    firstConfirmByWallet(ctx.db, sessionOf(ctx).userId, choice),
  )
}
