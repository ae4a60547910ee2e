/**
 * Reads a Stripe-shaped webhook event (`{ id, type, data: { object } }`) into a `ProcessorEvent`.
 * Stripe sends this shape and the sandbox copies it, so both go through this one reader after
 * their signature is verified: the crediting path cannot differ between them.
 */
import * as v from 'valibot'
import type { ProcessorCard, ProcessorEvent } from './processor'

/** Looks a payment method up at the processor (a setup intent's event names it by id only). */
export type RetrievePaymentMethod = (id: string) => Promise<ProcessorCard | null>

const idOrObject = v.union([v.string(), v.looseObject({ id: v.string() }), v.null()])

const eventSchema = v.looseObject({
  id: v.string(),
  type: v.string(),
  data: v.looseObject({ object: v.looseObject({ id: v.string() }) }),
})

const paymentIntentSchema = v.looseObject({
  id: v.string(),
  metadata: v.optional(v.nullable(v.record(v.string(), v.string())), {}),
  last_payment_error: v.optional(
    v.nullable(
      v.looseObject({
        code: v.optional(v.nullable(v.string())),
        decline_code: v.optional(v.nullable(v.string())),
        message: v.optional(v.nullable(v.string())),
      }),
    ),
  ),
})

const setupIntentSchema = v.looseObject({ id: v.string(), payment_method: v.optional(idOrObject) })

const paymentMethodSchema = v.looseObject({
  id: v.string(),
  customer: v.optional(idOrObject),
  card: v.looseObject({
    brand: v.string(),
    funding: v.optional(v.nullable(v.string())),
    last4: v.string(),
    exp_month: v.number(),
    exp_year: v.number(),
  }),
  billing_details: v.optional(v.nullable(v.looseObject({ name: v.optional(v.nullable(v.string())) }))),
})

/** The event an already verified payload announces; unknown types come back as `ignored`. */
export async function readStripeEvent(
  event: unknown,
  retrievePaymentMethod: RetrievePaymentMethod,
): Promise<ProcessorEvent> {
  const { id, type, data } = v.parse(eventSchema, event)
  switch (type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.requires_action': {
      const intent = v.parse(paymentIntentSchema, data.object)
      const kind = type === 'payment_intent.succeeded' ? 'payment.succeeded' : 'payment.requires_action'
      return { type: kind, id, paymentIntentId: intent.id, orderId: intent.metadata?.orderId ?? null }
    }
    case 'payment_intent.payment_failed': {
      const intent = v.parse(paymentIntentSchema, data.object)
      const error = intent.last_payment_error
      return {
        type: 'payment.failed',
        id,
        paymentIntentId: intent.id,
        orderId: intent.metadata?.orderId ?? null,
        code: error?.decline_code ?? error?.code ?? 'card_declined',
        reason: error?.message ?? 'The card was declined.',
      }
    }
    case 'payment_method.attached':
      return { type: 'card.saved', id, card: cardOf(v.parse(paymentMethodSchema, data.object)) }
    case 'payment_method.detached':
      return { type: 'card.detached', id, paymentMethodId: data.object.id }
    case 'setup_intent.succeeded': {
      const method = v.parse(setupIntentSchema, data.object).payment_method
      const methodId = typeof method === 'string' ? method : method?.id
      const card = methodId ? await retrievePaymentMethod(methodId) : null
      return card ? { type: 'card.saved', id, card } : { type: 'ignored', id, eventType: type }
    }
    default:
      return { type: 'ignored', id, eventType: type }
  }
}

/** A Stripe `payment_method` object (or the sandbox's copy of one) as a `ProcessorCard`. */
export function cardOf(method: unknown): ProcessorCard {
  const pm = v.parse(paymentMethodSchema, method)
  const customer = typeof pm.customer === 'string' ? pm.customer : (pm.customer?.id ?? null)
  return {
    id: pm.id,
    customerId: customer,
    brand: pm.card.brand,
    funding: pm.card.funding ?? 'credit',
    last4: pm.card.last4,
    expMonth: pm.card.exp_month,
    expYear: pm.card.exp_year,
    holderName: pm.billing_details?.name ?? null,
  }
}
