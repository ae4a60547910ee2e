/**
 * Card orders, for deposits, packages and nodes alike: charging a saved card (hub_depositByCard,
 * hub_buyPackageByCard, hub_skuFirstConfirmCard, hub_buyDnNodeByCard…) and opening an order that
 * the processor's card field pays (hub_createStripeOrder). A saved card is confirmed at once: a
 * refusal is a 10422 and the call's transaction rolls back, leaving no order. Otherwise the order
 * is `pending` until the processor's webhook settles it, or `requires_action` when the bank asks
 * for 3-D Secure first. Auto-renewals (packages and nodes) charge a saved card off-session
 * (`chargeOffSession`): it succeeds at once or not at all.
 */
import { sql, type Kysely, type UpdateObject } from 'kysely'
import type { CardPayment, OrderKind, StripeOrder } from '../../../../contract/index'
import type { DB } from '../../../db/schema'
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

/**
 * Charges saved card `cardId` of the order's wallet with nobody there to authenticate (an
 * auto-renewal, in the renewal's transaction). Answers the order's id, written already paid: the
 * processor's `payment.succeeded` webhook then finds it paid and does nothing more
 * (order-settlement.ts), so the caller completes what it buys once, here. Null when the card was
 * refused or the bank asks for the customer (3-D Secure): nothing is owed, and the order is kept
 * `failed` (refused: the processor has no intent id to give, its webhook finds the order by id) or
 * `canceled` (nobody will authenticate), so the processor's webhooks about it find it settled.
 */
export async function chargeOffSession(
  db: Kysely<DB>,
  cards: CardPayments,
  charge: SavedCardCharge,
): Promise<string | null> {
  const wallet = await db
    .selectFrom('wallets')
    .select('card_customer_id')
    .where('id', '=', charge.walletId)
    .executeTakeFirstOrThrow()
  const orderId = newOrderId()
  const processor = cards.processorFor(db)
  const order = {
    id: orderId,
    walletId: charge.walletId,
    kind: charge.kind,
    status: 'pending' as const,
    amount: charge.amount,
    processor: processor.name,
    cardId: charge.cardId,
    target: charge.target,
  }
  let payment
  try {
    payment = await processor.createPayment({
      amountCents: usdToCents(charge.amount),
      customerId: wallet.card_customer_id ?? undefined,
      paymentMethodId: charge.cardId,
      metadata: { orderId, walletId: String(charge.walletId), kind: charge.kind },
    })
  } catch (error) {
    if (!(error instanceof CardRefusedError)) throw error
    await insertOrder(db, { ...order, paymentIntentId: null, clientSecret: null })
    await settleOrder(db, orderId, { status: 'failed', failure_code: error.code, failure_reason: error.message })
    return null
  }
  await insertOrder(db, { ...order, paymentIntentId: payment.id, clientSecret: payment.clientSecret })
  if (payment.status !== 'succeeded') {
    await settleOrder(db, orderId, { status: 'canceled', failure_code: 'authentication_required' })
    return null
  }
  await settleOrder(db, orderId, { status: 'paid', paid_at: sql`now()` })
  return orderId
}

function settleOrder(db: Kysely<DB>, orderId: string, change: UpdateObject<DB, 'payment_orders'>): Promise<unknown> {
  return db.updateTable('payment_orders').set(change).where('id', '=', orderId).execute()
}
