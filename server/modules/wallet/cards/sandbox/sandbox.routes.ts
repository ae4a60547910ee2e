/**
 * The sandbox's HTTP side, standing in for Stripe's servers: its pages (the card field and the
 * 3-D Secure page may be framed by our own origin only), their script and style, the two calls
 * those pages make, and receipts. Its calls are keyed by the intent's client secret, as Stripe's
 * are by the publishable key and client secret; they never see a session, and never need one.
 */
import { readFileSync } from 'node:fs'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { Kysely } from 'kysely'
import * as v from 'valibot'
import type { DB } from '../../../../db/schema'
import { inTransaction } from '../../../../db/transaction'
import { centsToUsd } from '../money'
import { checkCard } from './card-check'
import { authenticateIntent, confirmIntent, intentBySecret, type SandboxOutcome } from './sandbox-intents'
import { createPaymentMethod, paymentMethodById } from './sandbox-methods'
import { cardFieldPage, challengePage, receiptPage, type PageLook } from './sandbox-pages'
import {
  ASSETS_PATH,
  AUTHENTICATE_PATH,
  CARD_FIELD_PATH,
  CHALLENGE_PATH,
  CONFIRM_PATH,
  RECEIPTS_PATH,
} from './sandbox-paths'
import { sandboxErrorText, sandboxLang, type SandboxErrorCode, type SandboxLang } from './sandbox-text'

const ASSETS: Readonly<Record<string, { type: string; body: string }>> = {
  'card-field.js': asset('card-field.js', 'text/javascript; charset=utf-8'),
  'challenge.js': asset('challenge.js', 'text/javascript; charset=utf-8'),
  'sandbox.css': asset('sandbox.css', 'text/css; charset=utf-8'),
}

const lookQuery = v.object({
  lang: v.optional(v.string()),
  theme: v.optional(v.string()),
  clientSecret: v.optional(v.string()),
})
const confirmBody = v.object({
  clientSecret: v.pipe(v.string(), v.maxLength(200)),
  number: v.pipe(v.string(), v.maxLength(30)),
  expMonth: v.number(),
  expYear: v.number(),
  cvc: v.pipe(v.string(), v.maxLength(8)),
  name: v.optional(v.pipe(v.string(), v.maxLength(100))),
  lang: v.optional(v.string()),
})
const authenticateBody = v.object({
  clientSecret: v.pipe(v.string(), v.maxLength(200)),
  approve: v.boolean(),
  lang: v.optional(v.string()),
})

/** The card field's and the challenge's answer: the outcome, its error worded in the page's language. */
type Answer = Omit<SandboxOutcome, 'paymentMethodId' | 'error'> & {
  paymentMethodId?: string
  error?: { code: string; message: string }
}

export function sandboxRoutes(app: FastifyInstance, db: Kysely<DB>): void {
  const framed = { config: { frameAncestors: 'self' as const } }

  app.get(CARD_FIELD_PATH, framed, async (request, reply) => html(reply, cardFieldPage(lookOf(request.query))))

  app.get(CHALLENGE_PATH, framed, async (request, reply) => {
    const query = v.parse(lookQuery, request.query)
    const intent = query.clientSecret
      ? await db
          .selectFrom('card_sandbox_intents')
          .selectAll()
          .where('client_secret', '=', query.clientSecret)
          .executeTakeFirst()
      : undefined
    return html(
      reply,
      challengePage(lookOf(query), {
        clientSecret: query.clientSecret ?? '',
        amount: intent?.amount ? centsToUsd(Number(intent.amount)) : null,
        waiting: intent?.status === 'requires_action',
        ended: { succeeded: intent?.status === 'succeeded', code: intent?.last_error_code ?? 'unexpected_state' },
      }),
    )
  })

  app.get<{ Params: { file: string } }>(`${ASSETS_PATH}/:file`, async (request, reply) => {
    const file = ASSETS[request.params.file]
    if (!file) return reply.code(404).send({ error: 'not_found' })
    return reply.header('cache-control', 'no-cache').type(file.type).send(file.body)
  })

  app.post(CONFIRM_PATH, async (request, reply) => {
    const parsed = v.safeParse(confirmBody, request.body)
    if (!parsed.success) return reply.code(400).send({ error: { code: 'invalid_request', message: 'invalid request' } })
    const body = parsed.output
    const lang = sandboxLang(body.lang)
    const answer = await inTransaction(db, async (trx): Promise<Answer> => {
      const intent = await intentBySecret(trx, body.clientSecret)
      if (!intent || intent.status !== 'requires_payment_method') return refusal(lang, 'unexpected_state')
      const card = checkCard(body)
      if ('error' in card) return refusal(lang, card.error)
      return worded(lang, await confirmIntent(trx, intent, await createPaymentMethod(trx, card)))
    })
    return reply.header('cache-control', 'no-store').send(answer)
  })

  app.post(AUTHENTICATE_PATH, async (request, reply) => {
    const parsed = v.safeParse(authenticateBody, request.body)
    if (!parsed.success) return reply.code(400).send({ error: { code: 'invalid_request', message: 'invalid request' } })
    const lang = sandboxLang(parsed.output.lang)
    const answer = await inTransaction(db, async (trx): Promise<Answer> => {
      const intent = await intentBySecret(trx, parsed.output.clientSecret)
      if (!intent || intent.status !== 'requires_action') return refusal(lang, 'unexpected_state')
      return worded(lang, await authenticateIntent(trx, intent, parsed.output.approve))
    })
    return reply.header('cache-control', 'no-store').send(answer)
  })

  app.get<{ Params: { id: string; token: string } }>(`${RECEIPTS_PATH}/:id/:token`, async (request, reply) => {
    const intent = await db
      .selectFrom('card_sandbox_intents')
      .selectAll()
      .where('id', '=', request.params.id)
      .where('receipt_token', '=', request.params.token)
      .where('status', '=', 'succeeded')
      .executeTakeFirst()
    const method = intent?.payment_method_id ? await paymentMethodById(db, intent.payment_method_id) : undefined
    if (!intent || !method) return reply.code(404).send({ error: 'not_found' })
    const receipt = {
      amount: centsToUsd(Number(intent.amount)),
      card: `${method.brand} •••• ${method.last4}`,
      paidAt: intent.updated_at,
      reference: intent.id,
    }
    return html(reply, receiptPage(lookOf(request.query), receipt))
  })
}

function lookOf(query: unknown): PageLook {
  const parsed = v.safeParse(lookQuery, query)
  const theme = parsed.success ? parsed.output.theme : undefined
  return {
    lang: sandboxLang(parsed.success ? parsed.output.lang : undefined),
    theme: theme === 'dark' || theme === 'light' ? theme : null,
  }
}

function refusal(lang: SandboxLang, code: SandboxErrorCode): Answer {
  return { status: 'failed', error: { code, message: sandboxErrorText(lang, code) } }
}

function worded(lang: SandboxLang, outcome: SandboxOutcome): Answer {
  return outcome.error
    ? { ...outcome, error: { code: outcome.error.code, message: sandboxErrorText(lang, outcome.error.code) } }
    : outcome
}

function html(reply: FastifyReply, body: string): FastifyReply {
  return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body)
}

function asset(name: string, type: string): { type: string; body: string } {
  return { type, body: readFileSync(new URL(`./assets/${name}`, import.meta.url), 'utf8') }
}
