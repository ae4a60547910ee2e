/**
 * The sandbox as a `CardProcessor`: Stripe's test mode, kept in our database. Its webhooks are
 * signed with Stripe's scheme and verified with the Stripe SDK's own `constructEvent`, so the
 * route that credits them cannot tell it from Stripe.
 */
import type { Kysely } from 'kysely'
import Stripe from 'stripe'
import type { DB } from '../../../../db/schema'
import { CardRefusedError, WebhookSignatureError, type CardPayments, type CardProcessor } from '../processor'
import { cardOf, readStripeEvent } from '../stripe-event'
import { paymentMethodObject } from './sandbox-events'
import { confirmIntent, createIntent } from './sandbox-intents'
import { createCustomer, detachPaymentMethod, paymentMethodById } from './sandbox-methods'
import { CARD_FIELD_PATH, receiptUrl } from './sandbox-paths'

/** The sandbox's card payments; `db` is the server's root handle (for webhook look-ups). */
export function sandboxCardPayments(db: Kysely<DB>, webhookSecret: string): CardPayments {
  return {
    field: { processor: 'sandbox', fieldUrl: CARD_FIELD_PATH, publishableKey: null },
    processorFor: (callDb) => sandboxProcessor(callDb),
    async parseWebhook(rawBody, signature) {
      let event: unknown
      try {
        event = Stripe.webhooks.constructEvent(rawBody, signature ?? '', webhookSecret)
      } catch {
        throw new WebhookSignatureError()
      }
      return readStripeEvent(event, async (id) => {
        const row = await paymentMethodById(db, id)
        return row ? cardOf(paymentMethodObject(row)) : null
      })
    },
  }
}

function sandboxProcessor(db: Kysely<DB>): CardProcessor {
  return {
    name: 'sandbox',
    createCustomer: () => createCustomer(db),
    async createSetupIntent(customerId, walletId) {
      const intent = await createIntent(db, { kind: 'setup', customerId, metadata: { walletId: String(walletId) } })
      return { id: intent.id, clientSecret: intent.client_secret }
    },
    async createPayment({ amountCents, metadata, customerId, paymentMethodId }) {
      const intent = await createIntent(db, { kind: 'payment', amountCents, customerId, metadata: { ...metadata } })
      const answer = { id: intent.id, clientSecret: intent.client_secret, nextActionUrl: null }
      if (!paymentMethodId) return { ...answer, status: 'requires_payment_method' }
      const method = await paymentMethodById(db, paymentMethodId)
      if (!method || method.customer_id !== customerId)
        throw new Error(`${paymentMethodId} is not saved to ${customerId}`)
      const outcome = await confirmIntent(db, intent, method)
      if (outcome.status === 'failed')
        throw new CardRefusedError(outcome.error?.code ?? 'card_declined', outcome.error?.message ?? '')
      return { ...answer, status: outcome.status, nextActionUrl: outcome.nextActionUrl ?? null }
    },
    detachPaymentMethod: (id) => detachPaymentMethod(db, id),
    async receiptUrl(paymentIntentId) {
      const row = await db
        .selectFrom('card_sandbox_intents')
        .select(['status', 'receipt_token'])
        .where('id', '=', paymentIntentId)
        .executeTakeFirst()
      return row?.status === 'succeeded' && row.receipt_token ? receiptUrl(paymentIntentId, row.receipt_token) : null
    },
  }
}
