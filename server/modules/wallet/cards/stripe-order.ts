/**
 * hub_createStripeOrder: a one-off card payment, for a card typed into the processor's field and
 * not saved. The order is `pending` until the field confirms it; then the processor's webhooks
 * settle it (paid and credited, failed with a reason, or requires_action during 3-D Secure).
 * `purpose: 'package'` buys a package the same way (package-by-card.ts): the purchase is made
 * when the order is paid.
 */
import { MIN_CARD_DEPOSIT_USD } from '../../../../contract/methods/wallet'
import type { MethodHandler } from '../../../rpc/registry'
import { belowMinimum } from './card-errors'
import { walletOfCall } from './card-wallet'
import { centsToUsd, usdToCents } from './money'
import { createPackageOrder } from './package-by-card'
import { insertOrder, newOrderId } from './payment-orders'
import type { CardPayments } from './processor'

export function createStripeOrder(cards: CardPayments): MethodHandler<'hub_createStripeOrder'> {
  return async (ctx, params) => {
    if (params.purpose === 'package') return createPackageOrder(cards, ctx, params)
    const amountCents = usdToCents(params.amount)
    if (amountCents < usdToCents(MIN_CARD_DEPOSIT_USD)) throw belowMinimum()
    const walletId = await walletOfCall(ctx)
    const processor = cards.processorFor(ctx.db)
    const orderId = newOrderId()
    const payment = await processor.createPayment({
      amountCents,
      metadata: { orderId, walletId: String(walletId), kind: 'deposit' },
    })
    const amount = centsToUsd(amountCents)
    await insertOrder(ctx.db, {
      id: orderId,
      walletId,
      kind: 'deposit',
      status: 'pending',
      amount,
      processor: processor.name,
      paymentIntentId: payment.id,
      clientSecret: payment.clientSecret,
      cardId: null,
    })
    return { ...cards.field, orderId, clientSecret: payment.clientSecret, amount, currency: 'USD' }
  }
}
