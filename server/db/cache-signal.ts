/**
 * The signal that cached data went stale: `pg_notify('hubdeck_cache', '<schema>:<topic>')`.
 * PostgreSQL delivers it only when the writing transaction commits, to every instance LISTENing
 * on the channel (the writer's own included), so a cache is never told about a write that rolled
 * back, and every instance forgets what it held within the LISTEN connection's latency.
 *
 * Triggers send it for the tables whose rows instances cache (`api_keys`, `sessions`: migration
 * 0016), so no write path can forget to. A module whose change alters what a cached answer
 * depends on, without writing those tables (a package grant changing what a key may do), calls
 * `signalCacheChange(db, owner)` in its transaction: the one call that invalidates everywhere.
 *
 * Topics name an owner, `u:<userId>` or `t:<teamId>`, or `*` for everything. Like notice signals
 * (realtime/notice-signal.ts), the payload names the schema: an instance ignores other schemas.
 */
import { sql, type Kysely } from 'kysely'
import type { DB } from './schema'

/** The channel every instance listens on for cache invalidations. */
export const CACHE_CHANNEL = 'hubdeck_cache'

/** Whose cached data changed: an account's, a team's, or everyone's. */
export type CacheOwner = { userId: number } | { teamId: number } | 'all'

/** The topic string of an owner, as triggers write it. */
export function cacheTopic(owner: CacheOwner): string {
  if (owner === 'all') return '*'
  return 'userId' in owner ? `u:${owner.userId}` : `t:${owner.teamId}`
}

/**
 * Tells every instance (this one included) that `owner`'s cached data changed, when `db`'s
 * transaction commits (at once when `db` is not in one).
 */
export async function signalCacheChange(db: Kysely<DB>, owner: CacheOwner): Promise<void> {
  await sql`select pg_notify(${CACHE_CHANNEL}, current_schema() || ':' || ${cacheTopic(owner)})`.execute(db)
}

/** The topic a payload announces for `schema`, or null for another schema or a malformed payload. */
export function cacheTopicOf(payload: string, schema: string): string | null {
  const separator = payload.indexOf(':')
  if (separator < 0 || payload.slice(0, separator) !== schema) return null
  const topic = payload.slice(separator + 1)
  return /^(\*|[ut]:[1-9][0-9]*)$/.test(topic) ? topic : null
}
