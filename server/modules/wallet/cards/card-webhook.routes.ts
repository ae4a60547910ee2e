/**
 * `POST /webhooks/card`: the processor's webhooks (Stripe's, or the sandbox's own, signed the same
 * way). The signature covers the exact bytes sent, so this route, and only this route, keeps the
 * body raw. A signature that does not verify answers 400 and changes nothing; an event handled
 * before answers 200 and changes nothing; an event about an order not committed yet answers 503,
 * so the processor delivers it again.
 */
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import * as v from 'valibot'
import type { DB } from '../../../db/schema'
import { handleCardEvent } from './card-events'
import { OrderNotYetKnownError } from './order-settlement'
import { WebhookSignatureError, type CardPayments } from './processor'

export const CARD_WEBHOOK_PATH = '/webhooks/card'

/** Stripe's events are a few kilobytes; 1 MiB leaves room and still bounds a flood. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024

/** Registers the route in its own scope, so its raw-body parsing does not leak to other routes. */
export function cardWebhookRoute(app: FastifyInstance, options: { db: Kysely<DB>; cards: CardPayments }): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    )
    scope.post(CARD_WEBHOOK_PATH, async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      const signature = request.headers['stripe-signature']
      let event
      try {
        event = await options.cards.parseWebhook(raw, Array.isArray(signature) ? signature[0] : signature)
      } catch (error) {
        if (error instanceof WebhookSignatureError) return reply.code(400).send({ error: 'invalid_signature' })
        if (v.isValiError(error)) return reply.code(400).send({ error: 'malformed_event' })
        throw error
      }
      try {
        const outcome = await handleCardEvent(options.db, options.cards.field.processor, event)
        return { received: true, duplicate: outcome === 'duplicate' }
      } catch (error) {
        if (error instanceof OrderNotYetKnownError) return reply.code(503).send({ error: 'retry_later' })
        throw error
      }
    })
  })
}
