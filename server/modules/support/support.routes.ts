/**
 * `POST /requests` (issue 18): a support request as JSON, from a signed-in user (bearer token,
 * Team-Id as for methods) or a visitor (who gives `email`). It answers like a method call,
 * `RpcResponse<SupportTicket>`, so the app's one error policy applies: bad input is a -32602
 * naming the field in English and Chinese and stores nothing; too many requests from one address
 * is a 10429 (type2), like other public writes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type * as v from 'valibot'
import {
  RpcErrorCode,
  SUPPORT_REQUEST_PATH,
  supportRequestSchema,
  type RpcResponse,
  type SupportTicket,
} from '../../../contract/index'
import type { DB } from '../../db/schema'
import type { Mailer } from '../../mail/mailer'
import { OutboxMailer } from '../../mail/outbox-mailer'
import { createRpcContext, type RpcContext, type Session } from '../../rpc/context'
import { HubRpcError, internalError, invalidParams, parseError } from '../../rpc/errors'
import { parseParams } from '../../rpc/params'
import { takeAttempt } from '../../rpc/rate-limits'
import { openTicket, type TicketRequest } from './support-ticket'

/** A subject, a message of 5,000 characters (up to 4 bytes each) and a little context. */
const SUPPORT_BODY_LIMIT = 32 * 1024

const REQUEST_SPEC = { params: supportRequestSchema, auth: 'public' } as const

export async function supportRoutes(
  app: FastifyInstance,
  options: {
    db: Kysely<DB>
    /** The same session check as method calls (rpc.routes.ts). */
    authenticate(ctx: RpcContext): Session | Promise<Session>
    /** The server's mailer; the dev outbox is written through the ticket's transaction. */
    mailer: Mailer
    supportEmail: string
  },
): Promise<void> {
  await app.register(async (scope) => {
    // Any body reaches the handler, which refuses it in JSON-RPC's shape, not with Fastify's page.
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: SUPPORT_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    )
    scope.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
      const status = typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 500
      if (status === 500) request.log.error({ err: error }, 'support request failed')
      const wire =
        status === 500
          ? internalError().toWire()
          : {
              code: RpcErrorCode.InvalidRequest,
              message: `Invalid request: ${error.message ?? ''}`,
              messageZh: `无效请求：${error.message ?? ''}`,
            }
      void reply.code(status).send({ jsonrpc: '2.0', id: null, error: wire })
    })

    scope.post(SUPPORT_REQUEST_PATH, async (request, reply): Promise<RpcResponse<SupportTicket>> => {
      reply.header('cache-control', 'no-store')
      try {
        const ctx = createRpcContext(options.db, request)
        const ticket = await receive(ctx, request, options)
        return { jsonrpc: '2.0', id: null, result: ticket }
      } catch (error) {
        if (error instanceof HubRpcError) return { jsonrpc: '2.0', id: null, error: error.toWire() }
        request.log.error({ err: error }, 'support request failed')
        return { jsonrpc: '2.0', id: null, error: internalError().toWire() }
      }
    })
  })
}

/** Checks the request, counts it against the address, and opens the ticket. */
async function receive(
  ctx: RpcContext,
  request: FastifyRequest,
  options: Parameters<typeof supportRoutes>[1],
): Promise<SupportTicket> {
  const body = parseBody(request.body)
  const input = parseParams(REQUEST_SPEC, body) as v.InferOutput<typeof supportRequestSchema>
  // A token that is sent must be good: a stale one is the session error the app logs out on.
  const session = ctx.request.token ? await options.authenticate(ctx) : null
  const account = session ? await accountOf(ctx.db, session) : null
  const email = account?.email ?? input.email
  if (!email) {
    const message = 'an e-mail address to reply to is required'
    throw invalidParams(
      { field: 'email', issues: [{ field: 'email', message }] },
      message,
      '需要填写用于回复的邮箱地址',
    )
  }
  // Counted once the request is well formed, so a typo costs no try; before anything is stored.
  await takeAttempt(ctx.db, 'supportRequestPerIp', ctx.request.ip)
  const ticket: TicketRequest = {
    topic: input.topic,
    subject: input.subject,
    message: input.message,
    email,
    context: input.context ?? {},
    account: account && session ? { userId: session.userId, teamId: account.teamId, teamName: account.teamName } : null,
  }
  return openTicket(ctx.db, ticket, {
    supportEmail: options.supportEmail,
    mailerFor: (trx) => (options.mailer instanceof OutboxMailer ? new OutboxMailer(trx, ctx.log) : options.mailer),
  })
}

/** The JSON object sent; anything else is a -32700 like a broken method call. */
function parseBody(body: unknown): unknown {
  if (typeof body !== 'string' || body.trim() === '') return {}
  try {
    return JSON.parse(body)
  } catch {
    throw parseError()
  }
}

/** The account's address (null for a wallet-only account) and the team in context. */
async function accountOf(
  db: Kysely<DB>,
  session: Session,
): Promise<{ email: string | null; teamId: number | null; teamName: string | null }> {
  const user = await db.selectFrom('users').select('email').where('id', '=', session.userId).executeTakeFirst()
  const teamId = session.teamId === null ? null : Number(session.teamId)
  const team =
    teamId === null
      ? undefined
      : await db.selectFrom('teams').select('name').where('id', '=', teamId).executeTakeFirst()
  return { email: user?.email ?? null, teamId, teamName: team?.name ?? null }
}
