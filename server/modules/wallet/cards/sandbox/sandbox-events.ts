/**
 * The sandbox's webhooks, shaped as Stripe's (`event` around a `payment_intent`, `setup_intent`
 * or `payment_method` object) so our one reader (stripe-event.ts) reads both. An event is stored
 * in the transaction that changed the intent and announced with `pg_notify`, which is heard only
 * when that transaction commits: the webhook never arrives before the change it reports.
 */
import { sql, type Kysely, type Selectable } from 'kysely'
import type { CardSandboxIntentsTable, CardSandboxPaymentMethodsTable, DB } from '../../../../db/schema'
import { sandboxId } from './sandbox-ids'

/** The channel the delivery listens on; the payload is the schema, as other signals carry it. */
export const SANDBOX_EVENT_CHANNEL = 'hubdeck_card_sandbox'

type IntentRow = Pick<
  Selectable<CardSandboxIntentsTable>,
  'kind' | 'status' | 'currency' | 'customer_id' | 'payment_method_id' | 'last_error_code' | 'last_error_message'
> & { id: string; amount: string | number | null; metadata: Record<string, string> }

type MethodRow = Pick<
  Selectable<CardSandboxPaymentMethodsTable>,
  'brand' | 'funding' | 'last4' | 'exp_month' | 'exp_year' | 'holder_name' | 'customer_id'
> & { id: string }

/** Stores an event for delivery once the current transaction commits. */
export async function enqueueSandboxEvent(db: Kysely<DB>, type: string, object: object): Promise<void> {
  const id = sandboxId('evt')
  const event = {
    id,
    object: 'event',
    api_version: 'sandbox',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: { object },
  }
  await db
    .insertInto('card_sandbox_events')
    .values({ id, type, payload: JSON.stringify(event) })
    .execute()
  await sql`select pg_notify(${SANDBOX_EVENT_CHANNEL}, current_schema())`.execute(db)
}

/** An intent row as Stripe's `payment_intent` or `setup_intent` object. */
export function intentObject(row: IntentRow): object {
  const common = {
    id: row.id,
    status: row.status,
    customer: row.customer_id,
    payment_method: row.payment_method_id,
    metadata: row.metadata,
  }
  if (row.kind === 'setup') return { ...common, object: 'setup_intent' }
  return {
    ...common,
    object: 'payment_intent',
    amount: Number(row.amount),
    currency: row.currency,
    last_payment_error: row.last_error_code
      ? {
          type: 'card_error',
          code: 'card_declined',
          decline_code: row.last_error_code,
          message: row.last_error_message,
        }
      : null,
  }
}

/** A payment method row as Stripe's `payment_method` object. */
export function paymentMethodObject(row: MethodRow): object {
  return {
    id: row.id,
    object: 'payment_method',
    type: 'card',
    customer: row.customer_id,
    card: {
      brand: row.brand,
      funding: row.funding,
      last4: row.last4,
      exp_month: row.exp_month,
      exp_year: row.exp_year,
    },
    billing_details: { name: row.holder_name },
  }
}
