/**
 * hub_depositByCard: tops the wallet up from a saved card (the one named, or the default). The
 * processor confirms the payment at once: a refusal is a 10422 and the call's transaction rolls
 * back, so a refused card leaves no order, no deposit and no money moved. Otherwise the order is
 * `pending` until the processor's `payment_intent.succeeded` webhook credits it (the app polls
 * hub_polling), or `requires_action` when the bank asks for 3-D Secure first.
 */
import { MIN_CARD_DEPOSIT_USD } from '../../../../contract/methods/wallet'
import type { MethodHandler } from '../../../rpc/registry'
import { belowMinimum, cardNotFound, cardRefused, noCard } from './card-errors'
import { findCard } from './card-store'
import { existingWalletOfCall } from './card-wallet'
import { centsToUsd, usdToCents } from './money'
import { openCardDeposit } from './order-settlement'
import { insertOrder, newOrderId } from './payment-orders'
import { CardRefusedError, type CardPayments } from './processor'

export function depositByCard(cards: CardPayments): MethodHandler<'hub_depositByCard'> {
  return async (ctx, { amount, cardId }) => {
    const amountCents = usdToCents(amount)
    if (amountCents < usdToCents(MIN_CARD_DEPOSIT_USD)) throw belowMinimum()
    const walletId = await existingWalletOfCall(ctx)
    const card = walletId === null ? undefined : await findCard(ctx.db, walletId, cardId)
    if (walletId === null || !card) throw cardId === undefined ? noCard() : cardNotFound()
    const wallet = await ctx.db
      .selectFrom('wallets')
      .select('card_customer_id')
      .where('id', '=', walletId)
      .executeTakeFirstOrThrow()

    const processor = cards.processorFor(ctx.db)
    const orderId = newOrderId()
    const usd = centsToUsd(amountCents)
    let payment
    try {
      payment = await processor.createPayment({
        amountCents,
        customerId: wallet.card_customer_id ?? undefined,
        paymentMethodId: card.id,
        metadata: { orderId, walletId: String(walletId), kind: 'deposit' },
      })
    } catch (error) {
      if (error instanceof CardRefusedError) throw cardRefused(error.code)
      throw error
    }
    const waiting = payment.status === 'requires_action'
    await insertOrder(ctx.db, {
      id: orderId,
      walletId,
      kind: 'deposit',
      status: waiting ? 'requires_action' : 'pending',
      amount: usd,
      processor: processor.name,
      paymentIntentId: payment.id,
      clientSecret: payment.clientSecret,
      cardId: card.id,
    })
    // Waiting for the bank, it is a pending card deposit: a reload finds it and its order to poll.
    if (waiting) await openCardDeposit(ctx.db, { id: orderId, wallet_id: walletId, amount: usd })
    return {
      ...cards.field,
      orderId,
      status: waiting ? 'requires_action' : 'pending',
      clientSecret: waiting ? payment.clientSecret : null,
      nextActionUrl: waiting ? payment.nextActionUrl : null,
      amount: usd,
      currency: 'USD',
    }
  }
}
