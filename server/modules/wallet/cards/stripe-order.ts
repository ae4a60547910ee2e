/**
 * hub_createStripeOrder: a one-off card payment, for a card typed into the processor's field and
 * not saved (card-charge.ts opens the order). The order is `pending` until the field confirms it; then the processor's webhooks
 * settle it (paid and credited, failed with a reason, or requires_action during 3-D Secure).
 * `purpose: 'package'` buys a package the same way (package-by-card.ts): the purchase is made
 * when the order is paid.
 */
import { MIN_CARD_DEPOSIT_USD } from '../../../../contract/methods/wallet'
import type { MethodHandler } from '../../../rpc/registry'
import { openFieldOrder } from './card-charge'
import { belowMinimum } from './card-errors'
import { walletOfCall } from './card-wallet'
import { centsToUsd, usdToCents } from './money'
import { createPackageOrder } from './package-by-card'
import type { CardPayments } from './processor'

export function createStripeOrder(cards: CardPayments): MethodHandler<'hub_createStripeOrder'> {
  return async (ctx, params) => {
    if (params.purpose === 'package') return createPackageOrder(cards, ctx, params)
    const amountCents = usdToCents(params.amount)
    if (amountCents < usdToCents(MIN_CARD_DEPOSIT_USD)) throw belowMinimum()
    const walletId = await walletOfCall(ctx)
    return openFieldOrder(ctx, cards, { walletId, amount: centsToUsd(amountCents), kind: 'deposit' })
  }
}
