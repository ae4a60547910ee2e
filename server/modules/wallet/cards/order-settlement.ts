/**
 * What a payment's webhooks do to its order, in the webhook's transaction. Only `payment.succeeded`
 * moves money: the order is marked paid and, for a deposit, its `deposits` row is credited through
 * `creditDeposit`, which credits a row once however often this runs; a package order becomes its
 * purchase (grant, bill, invoice, notice) only in the call that moved it to paid, and a node order
 * its node or renewal (nodes/paid-node-order.ts). A payment that
 * waits for the bank shows as a pending card deposit (with its order to poll); a refused one fails
 * its order and that deposit, and credits or grants nothing.
 */
import { sql, type Kysely } from 'kysely'
import type { DB } from '../../../db/schema'
import { completeNodeOrder } from '../../nodes/paid-node-order'
import { completePackageOrder } from '../../packages/purchases/paid-package-order'
import { creditDeposit } from '../ledger'

/**
 * The event names an order of ours that this database does not hold yet: the call that created
 * it has not committed. The webhook answers 503 and the processor delivers it again later.
 */
export class OrderNotYetKnownError extends Error {
  constructor(orderId: string) {
    super(`order ${orderId} is not committed yet`)
    this.name = 'OrderNotYetKnownError'
  }
}

interface PaymentRef {
  paymentIntentId: string
  orderId: string | null
}

/** Marks the order paid and credits its deposit, once. Money that arrived is credited even after a failure. */
export async function settlePaid(db: Kysely<DB>, payment: PaymentRef): Promise<void> {
  const order = await lockedOrder(db, payment)
  if (!order || order.status === 'paid') return
  await db
    .updateTable('payment_orders')
    .set({ status: 'paid', paid_at: sql`now()`, failure_reason: null, failure_code: null })
    .where('id', '=', order.id)
    .execute()
  if (order.kind === 'deposit') await creditDeposit(db, await openCardDeposit(db, order))
  // Under the row lock, only the delivery that moved the order to paid gets here: one purchase.
  if (order.kind === 'package') await completePackageOrder(db, order)
  if (order.kind === 'dn_node') await completeNodeOrder(db, order)
}

/** Fails the order (unless paid) and its pending deposit, with the processor's reason. */
export async function settleFailed(
  db: Kysely<DB>,
  payment: PaymentRef & { code: string; reason: string },
): Promise<void> {
  const order = await lockedOrder(db, payment)
  if (!order || order.status === 'paid') return
  await db
    .updateTable('payment_orders')
    .set({ status: 'failed', failure_reason: payment.reason, failure_code: payment.code })
    .where('id', '=', order.id)
    .execute()
  await db
    .updateTable('deposits')
    .set({ status: 'failed', failure_reason: payment.reason })
    .where('order_id', '=', order.id)
    .where('status', 'in', ['pending', 'confirming'])
    .execute()
}

/** The bank asks the customer to authenticate: the order waits, and shows as a pending deposit. */
export async function settleRequiresAction(db: Kysely<DB>, payment: PaymentRef): Promise<void> {
  const order = await lockedOrder(db, payment)
  if (!order || !['pending', 'failed'].includes(order.status)) return
  await db
    .updateTable('payment_orders')
    .set({ status: 'requires_action', failure_reason: null, failure_code: null })
    .where('id', '=', order.id)
    .execute()
  if (order.kind === 'deposit') await openCardDeposit(db, order)
}

/** The card deposit of a deposit order, pending, made once (`deposits.order_id` is unique). */
export async function openCardDeposit(
  db: Kysely<DB>,
  order: { id: string; wallet_id: string | number; amount: string },
): Promise<number> {
  await db
    .insertInto('deposits')
    .values({
      wallet_id: order.wallet_id,
      payment_method: 'stripe',
      status: 'pending',
      usd_amount: order.amount,
      order_id: order.id,
    })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .execute()
  // A deposit failed by an earlier refusal waits again: the customer is trying another card.
  const row = await db
    .updateTable('deposits')
    .set({
      status: sql`case when status = 'failed' then 'pending' else status end`,
      failure_reason: null,
    })
    .where('order_id', '=', order.id)
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(row.id)
}

async function lockedOrder(db: Kysely<DB>, payment: PaymentRef) {
  const order = await db
    .selectFrom('payment_orders')
    .select(['id', 'wallet_id', 'kind', 'status', 'card_id', 'target', sql<string>`amount::text`.as('amount')])
    .where((eb) => {
      const byIntent = eb('processor_payment_id', '=', payment.paymentIntentId)
      // An off-session charge the processor refused outright was kept without its intent id
      // (card-charge.ts `chargeOffSession`): the intent's metadata names the order.
      if (!payment.orderId) return byIntent
      return eb.or([byIntent, eb.and([eb('id', '=', payment.orderId), eb('processor_payment_id', 'is', null)])])
    })
    .forUpdate()
    .executeTakeFirst()
  if (!order && payment.orderId?.startsWith('ord_')) throw new OrderNotYetKnownError(payment.orderId)
  return order
}
