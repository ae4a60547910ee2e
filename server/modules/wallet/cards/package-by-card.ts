/**
 * Packages paid by card: hub_buyPackageByCard and hub_skuFirstConfirmCard (a saved card, the one
 * named or the default) and hub_createStripeOrder `purpose: 'package'` (a card typed into the
 * processor's field). Each makes a `payment_orders` row of kind `package` whose `target` says what
 * it buys; nothing is granted here. Only the processor's `payment.succeeded` webhook completes the
 * purchase (order-settlement.ts → packages/purchases/paid-package-order.ts), once; a refused card
 * grants nothing: at once it is a 10422 and the call rolls back, leaving no order at all.
 */
import type { CardPayment, StripeOrder } from '../../../../contract/index'
import { sessionOf, type RpcContext } from '../../../rpc/context'
import type { MethodHandler } from '../../../rpc/registry'
import { lockUninitialized } from '../../packages/purchases/first-confirm'
import type { PackageOrderTarget } from '../../packages/purchases/paid-package-order'
import { nothingToPayByCard } from '../../packages/purchases/purchase-errors'
import { skuForSale } from '../../packages/purchases/purchase-sku'
import { walletIdOf } from '../ledger'
import { cardNotFound, noCard } from './card-errors'
import { findCard } from './card-store'
import { ownerOfCall, walletOfCall } from './card-wallet'
import { usdToCents } from './money'
import type { CardPayments } from './processor'
import { chargeSavedCard, openFieldOrder } from './card-charge'

/** hub_buyPackageByCard: the caller's (or its team's) package, charged to a saved card. */
export function buyPackageByCard(cards: CardPayments): MethodHandler<'hub_buyPackageByCard'> {
  return async (ctx, { skuId, autoRenew, cardId }) => {
    const target: PackageOrderTarget = { skuId, autoRenew, reason: 'buy' }
    return chargeCardForPackage(ctx, cards, await walletIdOf(ctx.db, ownerOfCall(ctx)), cardId, target)
  }
}

/** hub_skuFirstConfirmCard: the starting package on the account's own card; initialised once paid. */
export function firstConfirmCard(cards: CardPayments): MethodHandler<'hub_skuFirstConfirmCard'> {
  return async (ctx, { skuId, autoRenew, cardId }) => {
    const { userId } = sessionOf(ctx)
    await lockUninitialized(ctx.db, userId)
    const target: PackageOrderTarget = { skuId, autoRenew, reason: 'first_login' }
    return chargeCardForPackage(ctx, cards, await walletIdOf(ctx.db, { userId }), cardId, target)
  }
}

/** hub_createStripeOrder `purpose: 'package'`: an order the processor's field pays with a typed card. */
export async function createPackageOrder(
  cards: CardPayments,
  ctx: RpcContext,
  { skuId, autoRenew }: { skuId: number; autoRenew: boolean },
): Promise<StripeOrder> {
  const target: PackageOrderTarget = { skuId, autoRenew, reason: 'buy' }
  const amount = await priceByCard(ctx, target)
  return openFieldOrder(ctx, cards, { walletId: await walletOfCall(ctx), amount, kind: 'package', target })
}

/** The price to charge for `target`'s package; refused when it is not for sale or costs nothing. */
async function priceByCard(ctx: RpcContext, target: PackageOrderTarget): Promise<string> {
  const sku = await skuForSale(ctx.db, target.skuId, target.reason === 'buy' && target.autoRenew)
  // The free package is claimed with hub_buyPackage / hub_skuFirstConfirm: no card is involved.
  if (usdToCents(sku.price) === 0) throw nothingToPayByCard(sku.name)
  return sku.price
}

/** Charges a saved card of `walletId` (the one named, or the default) for `target`'s package. */
async function chargeCardForPackage(
  ctx: RpcContext,
  cards: CardPayments,
  walletId: number,
  cardId: string | undefined,
  target: PackageOrderTarget,
): Promise<CardPayment> {
  const amount = await priceByCard(ctx, target)
  const card = await findCard(ctx.db, walletId, cardId)
  if (!card) throw cardId === undefined ? noCard() : cardNotFound()
  return chargeSavedCard(ctx, cards, { walletId, cardId: card.id, amount, kind: 'package', target })
}
