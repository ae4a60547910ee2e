/**
 * The sandbox's payment methods and customers. A typed card becomes a `pm_…` row that keeps what
 * Stripe would show of it (brand, funding, last four, expiry, name) and the test behaviour its
 * number selected; the number itself is dropped here and never stored.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../../../db/schema'
import { enqueueSandboxEvent, paymentMethodObject } from './sandbox-events'
import { sandboxId } from './sandbox-ids'
import type { MethodRow } from './sandbox-intents'
import type { Behaviour, Funding } from './test-cards'

/** A card as the field read it, its number already reduced to last four and behaviour. */
export interface TypedCard {
  brand: string
  funding: Funding
  behaviour: Behaviour
  last4: string
  expMonth: number
  expYear: number
  holderName: string | null
}

export async function createCustomer(db: Kysely<DB>): Promise<string> {
  const id = sandboxId('cus')
  await db.insertInto('card_sandbox_customers').values({ id }).execute()
  return id
}

export function createPaymentMethod(db: Kysely<DB>, card: TypedCard): Promise<MethodRow> {
  return db
    .insertInto('card_sandbox_payment_methods')
    .values({
      id: sandboxId('pm'),
      brand: card.brand,
      funding: card.funding,
      behaviour: card.behaviour,
      last4: card.last4,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      holder_name: card.holderName,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

export function paymentMethodById(db: Kysely<DB>, id: string): Promise<MethodRow | undefined> {
  return db.selectFrom('card_sandbox_payment_methods').selectAll().where('id', '=', id).executeTakeFirst()
}

/** Takes a saved card off its customer and reports it, as Stripe's detach does. */
export async function detachPaymentMethod(db: Kysely<DB>, id: string): Promise<void> {
  const row = await db
    .updateTable('card_sandbox_payment_methods')
    .set({ customer_id: null })
    .where('id', '=', id)
    .where('customer_id', 'is not', null)
    .returningAll()
    .executeTakeFirst()
  if (row) await enqueueSandboxEvent(db, 'payment_method.detached', paymentMethodObject(row))
}
