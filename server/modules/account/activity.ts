/**
 * The log of applied writes: one `account_activity` row per mutating call that succeeded for a
 * signed-in user, written by the dispatcher in the transaction of the call's own writes, so a row
 * exists exactly when the write was applied. A replayed Idempotency-Key applies nothing and adds
 * no row, which is how tests prove that an offline outbox's write was applied exactly once.
 */
import type { Kysely } from 'kysely'
import type { AccountActivity } from '../../../contract/index'
import { toJsonb } from '../../db/jsonb'
import type { DB } from '../../db/schema'
import type { AppliedWrite } from '../../rpc/dispatch'

/** Param keys whose values never reach the log (password hashes, secrets, tokens). */
const SECRET_KEY = /password|secret|token/i

/** Appends the row of one applied write; `db` is the write's transaction. */
export async function recordActivity(db: Kysely<DB>, write: AppliedWrite): Promise<void> {
  const { session } = write
  await db
    .insertInto('account_activity')
    .values({
      user_id: session.userId,
      team_id: session.teamId === null ? null : Number(session.teamId),
      method: write.method,
      params: toJsonb(redacted(write.params ?? null)),
      idempotency_key: write.idempotencyKey,
    })
    .execute()
}

/** The applied writes of `userId`, oldest first. */
export async function listActivity(db: Kysely<DB>, userId: number): Promise<AccountActivity[]> {
  const rows = await db
    .selectFrom('account_activity')
    .select(['method', 'params', 'idempotency_key', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    method: row.method,
    params: row.params,
    idempotencyKey: row.idempotency_key,
    createdAt: row.created_at.toISOString(),
  }))
}

/** A copy of `value` with every secret-named key's value replaced. */
function redacted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redacted)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, SECRET_KEY.test(key) ? '[redacted]' : redacted(item)]),
  )
}
