/**
 * Sessions: 256-bit random bearer tokens, stored only as their SHA-256, valid 30 days from
 * sign-in (SPEC §9). Resolving a token tells an unknown one (10101), an expired one (10102) and an
 * ended one (10103) apart, so the app can say why the user was logged out.
 */
import { hash, randomBytes } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { CacheInvalidation } from '../../db/cache-invalidation'
import { cacheTopic } from '../../db/cache-signal'
import { InvalidatedCache } from '../../db/invalidated-cache'
import type { DB } from '../../db/schema'
import type { Session } from '../../rpc/context'
import { sessionExpired, sessionMissing, sessionRevoked } from '../../rpc/errors'

/** 30 days, in ms. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000

/**
 * 24 hours: how long an expired session's row is kept, so its token still answers 10102
 * ("expired") rather than 10101 for a day. Then `purgeExpiredSessions` deletes it.
 */
export const EXPIRED_SESSION_KEPT_HOURS = 24

/** A new session's bearer token (shown once, never stored) and its end. */
export interface IssuedSession {
  token: string
  expiresAt: Date
}

/** Starts a session for `userId`. */
export async function createSession(
  db: Kysely<DB>,
  userId: number | string,
  client: { ip: string | null; userAgent: string | null },
): Promise<IssuedSession> {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS)
  await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      expires_at: expiresAt,
      ip: client.ip,
      user_agent: client.userAgent?.slice(0, 512) ?? null,
    })
    .execute()
  return { token, expiresAt }
}

/** A `sessions` row as the per-call check reads it. */
interface SessionRow {
  id: string
  userId: number
  expiresAt: number
  revoked: boolean
}

/**
 * This instance's sessions by token hash, so a signed-in call costs no query for its session.
 * Ending a session (logout, password reset, purge) updates or deletes its row, whose trigger
 * forgets it on every instance (db/cache-signal.ts); expiry is checked at every use.
 */
export type SessionCache = InvalidatedCache<SessionRow>

export function createSessionCache(invalidation: CacheInvalidation): SessionCache {
  return new InvalidatedCache(invalidation, { maxEntries: 20_000, ttlMs: 60_000 })
}

/** The session of a bearer token, or a 10101 / 10102 / 10103 error; `cache` saves the query. */
export async function resolveSession(db: Kysely<DB>, token: string | null, cache?: SessionCache): Promise<Session> {
  if (!token) throw sessionMissing()
  return loadSession(db, hashToken(token), cache)
}

/**
 * `resolveSession` answered at once, without a promise, when `cache` holds the token's session
 * (the usual case on a warm instance: every signed-in call starts here), else its promise.
 */
export function resolveSessionNow(
  db: Kysely<DB>,
  token: string | null,
  cache: SessionCache,
): Session | Promise<Session> {
  if (!token) throw sessionMissing()
  const tokenHash = hashToken(token)
  const row = cache.peek(tokenHash)
  return row === undefined ? loadSession(db, tokenHash, cache) : sessionOfRow(row)
}

async function loadSession(db: Kysely<DB>, tokenHash: string, cache?: SessionCache): Promise<Session> {
  const row = cache
    ? await cache.read(tokenHash, () => sessionRow(db, tokenHash))
    : (await sessionRow(db, tokenHash))?.value
  return sessionOfRow(row)
}

/** The session of a row, or the error that says why there is none. */
function sessionOfRow(row: SessionRow | null | undefined): Session {
  if (!row) throw sessionMissing()
  if (row.revoked) throw sessionRevoked()
  if (row.expiresAt <= Date.now()) throw sessionExpired()
  return { sessionId: row.id, userId: row.userId, teamId: null }
}

async function sessionRow(db: Kysely<DB>, tokenHash: string) {
  const row = await db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'expires_at', 'revoked_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst()
  if (!row) return null
  const userId = Number(row.user_id)
  const value: SessionRow = {
    id: row.id,
    userId,
    expiresAt: row.expires_at.getTime(),
    revoked: row.revoked_at !== null,
  }
  return { value, topic: cacheTopic({ userId }) }
}

/** Ends one session; ending an ended session changes nothing. */
export async function revokeSession(db: Kysely<DB>, sessionId: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute()
}

/** Deletes sessions expired more than a day ago (ended ones too); cheap on `sessions_expires_at_idx`. */
export async function purgeExpiredSessions(db: Kysely<DB>): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('expires_at', '<', sql<Date>`now() - make_interval(hours => ${EXPIRED_SESSION_KEPT_HOURS})`)
    .execute()
}

/** The stored form of a token. */
export function hashToken(token: string): string {
  // The one-shot `hash` (Node ≥ 20.12): half the cost of createHash, on every signed-in call.
  return hash('sha256', token)
}
