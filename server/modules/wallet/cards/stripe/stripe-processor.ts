/**
 * Stripe through its official SDK, chosen by `STRIPE_SECRET_KEY` (server/config.ts). Thin on
 * purpose: every call maps one of our needs onto one Stripe call, and the webhook is verified by
 * the SDK's `constructEvent` and read by the reader the sandbox shares (stripe-event.ts).
 * Stripe cannot be reached from the development machines: its tests cover the webhook side.
 */
import Stripe from 'stripe'
import type { StripeSettings } from '../card-settings'
import {
  CardRefusedError,
  WebhookSignatureError,
  type CardPayments,
  type CardProcessor,
  type ProcessorPayment,
} from '../processor'
import { cardOf, readStripeEvent } from '../stripe-event'

/** Stripe's card payments; one SDK client for the server's life. */
export function stripeCardPayments(settings: StripeSettings, client = new Stripe(settings.secretKey)): CardPayments {
  const processor = stripeProcessor(client)
  return {
    field: { processor: 'stripe', fieldUrl: null, publishableKey: settings.publishableKey },
    processorFor: () => processor,
    async parseWebhook(rawBody, signature) {
      let event: unknown
      try {
        event = client.webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret)
      } catch {
        throw new WebhookSignatureError()
      }
      return readStripeEvent(event, async (id) => cardOf(await client.paymentMethods.retrieve(id)))
    },
  }
}

function stripeProcessor(stripe: Stripe): CardProcessor {
  return {
    name: 'stripe',
    async createCustomer(walletId) {
      return (await stripe.customers.create({ metadata: { walletId: String(walletId) } })).id
    },
    async createSetupIntent(customerId, walletId) {
      const intent = await stripe.setupIntents.create({
        customer: customerId,
        allowed_payment_method_types: ['card'],
        usage: 'off_session',
        metadata: { walletId: String(walletId) },
      })
      return { id: intent.id, clientSecret: intent.client_secret ?? '' }
    },
    async createPayment({ amountCents, metadata, customerId, paymentMethodId }) {
      try {
        const intent = await stripe.paymentIntents.create({
          amount: amountCents,
          currency: 'usd',
          allowed_payment_method_types: ['card'],
          metadata: { ...metadata },
          ...(customerId ? { customer: customerId } : {}),
          ...(paymentMethodId ? { payment_method: paymentMethodId, confirm: true } : {}),
        })
        return {
          id: intent.id,
          status: statusOf(intent.status),
          clientSecret: intent.client_secret ?? '',
          nextActionUrl: null,
        }
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          throw new CardRefusedError(error.decline_code ?? error.code ?? 'card_declined', error.message)
        }
        throw error
      }
    },
    async detachPaymentMethod(id) {
      await stripe.paymentMethods.detach(id)
    },
    async receiptUrl(paymentIntentId) {
      const intent = await stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] })
      const charge = intent.latest_charge
      return typeof charge === 'object' && charge ? charge.receipt_url : null
    },
  }
}

/** Stripe's status, read as one we know; a status added after this SDK reads as still processing. */
function statusOf(status: string): ProcessorPayment['status'] {
  const known: readonly ProcessorPayment['status'][] = [
    'requires_payment_method',
    'requires_confirmation',
    'requires_action',
    'requires_capture',
    'processing',
    'succeeded',
    'canceled',
  ]
  return known.find((entry) => entry === status) ?? 'processing'
}
