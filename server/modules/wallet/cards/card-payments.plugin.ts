/**
 * Puts card payments into a server: picks the processor from the settings, adds the webhook
 * route and, for the sandbox, its pages, calls and in-process webhook delivery. Answers the
 * `CardPayments` the card methods use, or null when card payments are off.
 */
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../../db/database'
import { cardWebhookRoute } from './card-webhook.routes'
import type { CardSettings } from './card-settings'
import type { CardPayments } from './processor'
import { sandboxDelivery } from './sandbox/sandbox-delivery'
import { sandboxCardPayments } from './sandbox/sandbox-processor'
import { sandboxRoutes } from './sandbox/sandbox.routes'
import { stripeCardPayments } from './stripe/stripe-processor'
import { randomWebhookSecret } from './webhook-signature'

/**
 * `settings` absent: the sandbox outside production, off in production (a server that takes test
 * cards must never credit real balances).
 */
export function attachCardPayments(
  app: FastifyInstance,
  settings: CardSettings | undefined,
  database: Database,
  production: boolean,
): CardPayments | null {
  const chosen: CardSettings =
    settings ?? (production ? { processor: 'off' } : { processor: 'sandbox', webhookSecret: null })
  if (chosen.processor === 'off') return null
  const db = database.kysely
  let cards: CardPayments
  if (chosen.processor === 'stripe') {
    cards = stripeCardPayments(chosen)
  } else {
    const secret = chosen.webhookSecret ?? randomWebhookSecret()
    cards = sandboxCardPayments(db, secret)
    sandboxRoutes(app, db)
    sandboxDelivery(app, database, secret)
  }
  cardWebhookRoute(app, { db, cards })
  return cards
}
