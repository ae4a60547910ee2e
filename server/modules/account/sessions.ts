/**
 * Sessions: 256-bit random bearer tokens, stored only as their SHA-256, valid 30 days from
 * sign-in (SPEC §9). Resolving a token tells an unknown one (10101), an expired one (10102) and an
 * ended one (10103) apart, so the app can say why the user was logged out.
 */
import { createHash, randomBytes } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
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

/** The session of a bearer token, or a 10101 / 10102 / 10103 error. */
export async function resolveSession(db: Kysely<DB>, token: string | null): Promise<Session> {
  if (!token) throw sessionMissing()
  const row = await db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'expires_at', 'revoked_at'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst()
  if (!row) throw sessionMissing()
  if (row.revoked_at) throw sessionRevoked()
  if (row.expires_at.getTime() <= Date.now()) throw sessionExpired()
  return { sessionId: row.id, userId: Number(row.user_id), teamId: null }
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
  return createHash('sha256').update(token).digest('hex')
}
