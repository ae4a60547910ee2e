/**
 * Card payment orders (`payment_orders`): one per payment intent, from creation to paid, failed or
 * canceled. Order ids are ours (`ord_…`); the processor's intent id is kept beside it, and the
 * intent's metadata names the order, so a webhook finds its way back either way.
 */
import { randomBytes } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { OrderKind, OrderState, OrderStatus } from '../../../../contract/index'
import { toJsonb } from '../../../db/jsonb'
import type { DB } from '../../../db/schema'

/** A fresh order id. */
export function newOrderId(): string {
  return `ord_${randomBytes(12).toString('base64url')}`
}

export interface NewOrder {
  id: string
  walletId: number
  kind: OrderKind
  status: Extract<OrderStatus, 'pending' | 'requires_action'>
  amount: string
  processor: string
  /** The processor's intent; null only for an off-session charge it refused outright (card-charge.ts). */
  paymentIntentId: string | null
  clientSecret: string | null
  cardId: string | null
  /** What the order buys (`{ skuId, autoRenew, reason }` for a package); default `{}`. */
  target?: Record<string, unknown>
}

export async function insertOrder(db: Kysely<DB>, order: NewOrder): Promise<void> {
  await db
    .insertInto('payment_orders')
    .values({
      id: order.id,
      wallet_id: order.walletId,
      kind: order.kind,
      status: order.status,
      amount: order.amount,
      processor: order.processor,
      processor_payment_id: order.paymentIntentId,
      client_secret: order.clientSecret,
      card_id: order.cardId,
      target: toJsonb(order.target ?? {}),
    })
    .execute()
}

/** The wallet's order `orderId`, or undefined: another wallet's order is not found either. */
export function orderOfWallet(db: Kysely<DB>, walletId: number | null, orderId: string) {
  return db
    .selectFrom('payment_orders')
    .selectAll()
    .select(sql<string>`amount::text`.as('amount_text'))
    .where('id', '=', orderId)
    .where('wallet_id', '=', walletId ?? -1)
    .executeTakeFirst()
}

type OrderRow = NonNullable<Awaited<ReturnType<typeof orderOfWallet>>>

/** An order row as the contract's `OrderState`. */
export function orderState(row: OrderRow): OrderState {
  return {
    orderId: row.id,
    kind: row.kind as OrderKind,
    status: row.status as OrderStatus,
    amount: row.amount_text,
    currency: 'USD',
    paidAt: row.paid_at ? new Date(row.paid_at).toISOString() : null,
    failureReason: row.failure_reason,
    failureCode: row.failure_code,
  }
}
