/**
 * The statement (hub_getUserBill) and the packages bought (hub_getViewUserPurchaseInfo), of the
 * wallet of the call: the team's in team context, else the caller's own. A caller without a
 * wallet reads empty pages (a read makes no wallet).
 */
import { emptyPage } from '../../db/page'
import type { MethodRegistry } from '../../rpc/registry'
import { existingWalletOfCall } from '../wallet/cards/card-wallet'
import { billPage, purchasePage } from './statement.queries'

export function registerStatementMethods(registry: MethodRegistry): void {
  registry.register('hub_getUserBill', async (ctx, filter) => {
    const walletId = await existingWalletOfCall(ctx)
    return walletId === null ? emptyPage(filter) : billPage(ctx.db, walletId, filter)
  })

  registry.register('hub_getViewUserPurchaseInfo', async (ctx, filter) => {
    const walletId = await existingWalletOfCall(ctx)
    return walletId === null ? emptyPage(filter) : purchasePage(ctx.db, walletId, filter)
  })
}
