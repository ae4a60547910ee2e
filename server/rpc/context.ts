/**
 * What a method handler knows about the call it serves. Built fresh for every call from the HTTP
 * request; handlers read it, never the Fastify request, so they stay testable without HTTP.
 */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { IDEMPOTENCY_KEY_HEADER, TEAM_ID_HEADER, type Locale, type TeamRole } from '../../contract/index'
import type { DB } from '../db/schema'
import { localeOf } from '../http/request-locale'
import { sessionMissing } from './errors'

/** The languages messages exist in (SPEC §9: en and zh). */
export type { Locale }

/** The logged-in caller, resolved from the bearer token (modules/account/sessions.ts). */
export interface Session {
  /** The `sessions` row, so logout ends this session only. */
  sessionId: string
  userId: number
  /** The team the caller acts for, once `Team-Id` is checked against their memberships. */
  teamId: string | null
  /**
   * The caller's role in `teamId`, looked up with the membership (team-context.ts); null or
   * absent in personal context. The dispatcher checks it against the permission matrix
   * (contract/team-permissions.ts) before a handler runs.
   */
  teamRole?: TeamRole | null
}

/** What a handler adds to the team log line the dispatcher writes for its call (modules/teams/logs/). */
export interface TeamLogNote {
  /** Who or what the action was about: a key's name, a member's e-mail… */
  target?: string
  /** Extra words, in English: the old and new name, the amount… */
  detail?: string
}

/** The per-call context every handler receives first. */
export interface RpcContext {
  db: Kysely<DB>
  log: FastifyBaseLogger
  locale: Locale
  request: {
    ip: string
    userAgent: string | null
    /** The bearer token, without the `Bearer ` prefix; null when absent. */
    token: string | null
    /** The raw, untrusted `Team-Id` header. */
    teamId: string | null
    /** The `Idempotency-Key` header of a write replayed from the app's outbox. */
    idempotencyKey: string | null
    /**
     * The authority the client called (`host[:port]`): the Host header, or `X-Forwarded-Host`
     * when the proxy is trusted. Sign-In with Ethereum checks its messages against it. Absent in
     * contexts built without HTTP.
     */
    host?: string
    /**
     * The scheme the client called (`http` or `https`; `X-Forwarded-Proto` when the proxy is
     * trusted): the dev network's endpoint URLs carry it (modules/system/chains.reference.ts).
     */
    protocol?: 'http' | 'https'
  }
  /** Set by the dispatcher before a `user` method runs; null for public methods. */
  session: Session | null
  /**
   * A write in team context may set this (on the context it received) to enrich the team log
   * line the dispatcher writes in its transaction; the action comes from the method.
   */
  teamLog?: TeamLogNote
}

/** The session of a `user` method's call; the dispatcher has checked it, so it is there. */
export function sessionOf(ctx: RpcContext): Session {
  if (!ctx.session) throw sessionMissing()
  return ctx.session
}

/** Builds the context of one call. */
export function createRpcContext(db: Kysely<DB>, request: FastifyRequest): RpcContext {
  return {
    db,
    log: request.log,
    locale: localeOf(request),
    request: {
      ip: request.ip,
      userAgent: header(request, 'user-agent'),
      token: bearerToken(header(request, 'authorization')),
      teamId: header(request, TEAM_ID_HEADER.toLowerCase()),
      idempotencyKey: header(request, IDEMPOTENCY_KEY_HEADER.toLowerCase()),
      host: request.host,
      protocol: request.protocol,
    },
    session: null,
  }
}

function bearerToken(authorization: string | null): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')
  return match?.[1] ?? null
}

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name]
  return (Array.isArray(value) ? value[0] : value) ?? null
}
