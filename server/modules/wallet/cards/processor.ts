/**
 * The payment-processor interface every card flow goes through, so the sandbox (the default) and
 * Stripe are interchangeable: methods and webhooks never know which one runs. Amounts are integer
 * cents, as processors count them. Card numbers never pass here: only the processor's ids
 * (`cus_…`, `pm_…`, `pi_…`, `seti_…`) and what a card shows (brand, last four, expiry).
 */
import type { Kysely } from 'kysely'
import type { CardField, CardProcessorName } from '../../../../contract/index'
import type { DB } from '../../../db/schema'

/** A card as the processor describes it. */
export interface ProcessorCard {
  /** `pm_…` */
  id: string
  /** The customer it is saved to; null for a card used once. */
  customerId: string | null
  /** The processor's brand name (`visa`, `mastercard`, …). */
  brand: string
  funding: string
  last4: string
  expMonth: number
  expYear: number
  holderName: string | null
}

/** Where a payment intent stands, in the processor's words (Stripe's statuses). */
export interface ProcessorPayment {
  /** `pi_…` */
  id: string
  status:
    | 'requires_payment_method'
    | 'requires_confirmation'
    | 'requires_action'
    | 'requires_capture'
    | 'processing'
    | 'succeeded'
    | 'canceled'
  clientSecret: string
  /** The sandbox's 3-D Secure page when `status` is `requires_action`; null with Stripe. */
  nextActionUrl: string | null
}

/** What a payment is for, written on the processor's intent so its webhooks lead back to the order. */
export interface PaymentMetadata {
  orderId: string
  walletId: string
  kind: string
}

/** The issuer refused a confirmed payment (Stripe's `StripeCardError`). Nothing was charged. */
export class CardRefusedError extends Error {
  constructor(
    /** `card_declined`, `insufficient_funds`, `expired_card`, `authentication_failed`, … */
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'CardRefusedError'
  }
}

/** A webhook whose signature does not verify: refused with 400, nothing changes. */
export class WebhookSignatureError extends Error {
  constructor(message = 'the webhook signature does not verify') {
    super(message)
    this.name = 'WebhookSignatureError'
  }
}

/** A processor webhook event, reduced to what our tables act on. `id` is the event's (`evt_…`). */
export type ProcessorEvent =
  | { type: 'payment.succeeded'; id: string; paymentIntentId: string; orderId: string | null }
  | {
      type: 'payment.failed'
      id: string
      paymentIntentId: string
      orderId: string | null
      code: string
      reason: string
    }
  | { type: 'payment.requires_action'; id: string; paymentIntentId: string; orderId: string | null }
  | { type: 'card.saved'; id: string; card: ProcessorCard }
  | { type: 'card.detached'; id: string; paymentMethodId: string }
  | { type: 'ignored'; id: string; eventType: string }

/** One processor, bound to the database handle of the call that uses it. */
export interface CardProcessor {
  readonly name: CardProcessorName
  createCustomer(walletId: number): Promise<string>
  /** An intent the processor's field saves a card against (to `customerId`). */
  createSetupIntent(customerId: string, walletId: number): Promise<{ id: string; clientSecret: string }>
  /**
   * A payment intent. With `paymentMethodId` (a saved card) it is confirmed at once and answers
   * `succeeded` or `requires_action`, or throws `CardRefusedError`; without, the processor's
   * field confirms it later with a card typed in.
   */
  createPayment(payment: {
    amountCents: number
    metadata: PaymentMetadata
    customerId?: string
    paymentMethodId?: string
  }): Promise<ProcessorPayment>
  /** Takes a saved card off its customer. */
  detachPaymentMethod(paymentMethodId: string): Promise<void>
  /** The processor's receipt of a succeeded payment, or null when it has none (yet). */
  receiptUrl(paymentIntentId: string): Promise<string | null>
}

/** The server's card payments: which processor runs, and how calls and webhooks reach it. */
export interface CardPayments {
  /** What the app needs to show the processor's own card field. */
  readonly field: CardField
  /**
   * The processor for a call. The sandbox keeps its state in our database, so it writes through
   * the call's own transaction (`db`) and its changes commit or roll back with the call.
   */
  processorFor(db: Kysely<DB>): CardProcessor
  /** Verifies a webhook's signature on its raw bytes and reads it, or throws `WebhookSignatureError`. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<ProcessorEvent>
}
