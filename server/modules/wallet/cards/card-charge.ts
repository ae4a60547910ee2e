/**
 * Card orders, for deposits and packages alike: charging a saved card (hub_depositByCard,
 * hub_buyPackageByCard, hub_skuFirstConfirmCard) and opening an order that the processor's card
 * field pays (hub_createStripeOrder). A saved card is confirmed at once: a refusal is a 10422 and
 * the call's transaction rolls back, leaving no order. Otherwise the order is `pending` until the
 * processor's webhook settles it, or `requires_action` when the bank asks for 3-D Secure first.
 */
import type { CardPayment, OrderKind, StripeOrder } from '../../../../contract/index'
import type { RpcContext } from '../../../rpc/context'
import { cardRefused } from './card-errors'
import { usdToCents } from './money'
import { insertOrder, newOrderId } from './payment-orders'
import { CardRefusedError, type CardPayments } from './processor'

/** An order of `kind` for `amount` (USD, decimal) into `walletId`. */
export interface CardOrder {
  walletId: number
  amount: string
  kind: OrderKind
  /** What the order buys (a package's `{ skuId, autoRenew, reason }`); none for a deposit. */
  target?: Record<string, unknown>
}

/** What to charge to saved card `cardId` of the order's wallet. */
export interface SavedCardCharge extends CardOrder {
  cardId: string
}

/** Charges the card, writes the order and answers the payment as the contract's `CardPayment`. */
export async function chargeSavedCard(
  ctx: RpcContext,
  cards: CardPayments,
  charge: SavedCardCharge,
): Promise<CardPayment> {
  const wallet = await ctx.db
    .selectFrom('wallets')
    .select('card_customer_id')
    .where('id', '=', charge.walletId)
    .executeTakeFirstOrThrow()
  const processor = cards.processorFor(ctx.db)
  const orderId = newOrderId()
  let payment
  try {
    payment = await processor.createPayment({
      amountCents: usdToCents(charge.amount),
      customerId: wallet.card_customer_id ?? undefined,
      paymentMethodId: charge.cardId,
      metadata: { orderId, walletId: String(charge.walletId), kind: charge.kind },
    })
  } catch (error) {
    if (error instanceof CardRefusedError) throw cardRefused(error.code)
    throw error
  }
  const waiting = payment.status === 'requires_action'
  await insertOrder(ctx.db, {
    id: orderId,
    walletId: charge.walletId,
    kind: charge.kind,
    status: waiting ? 'requires_action' : 'pending',
    amount: charge.amount,
    processor: processor.name,
    paymentIntentId: payment.id,
    clientSecret: payment.clientSecret,
    cardId: charge.cardId,
    target: charge.target,
  })
  return {
    ...cards.field,
    orderId,
    status: waiting ? 'requires_action' : 'pending',
    clientSecret: waiting ? payment.clientSecret : null,
    nextActionUrl: waiting ? payment.nextActionUrl : null,
    amount: charge.amount,
    currency: 'USD',
  }
}

/** Opens an order that a card typed into the processor's field pays; nothing is charged yet. */
export async function openFieldOrder(ctx: RpcContext, cards: CardPayments, order: CardOrder): Promise<StripeOrder> {
  const processor = cards.processorFor(ctx.db)
  const orderId = newOrderId()
  const payment = await processor.createPayment({
    amountCents: usdToCents(order.amount),
    metadata: { orderId, walletId: String(order.walletId), kind: order.kind },
  })
  await insertOrder(ctx.db, {
    id: orderId,
    walletId: order.walletId,
    kind: order.kind,
    status: 'pending',
    amount: order.amount,
    processor: processor.name,
    paymentIntentId: payment.id,
    clientSecret: payment.clientSecret,
    cardId: null,
    target: order.target,
  })
  return { ...cards.field, orderId, clientSecret: payment.clientSecret, amount: order.amount, currency: 'USD' }
}
