/**
 * One helper for "these writes commit together": Kysely refuses to open a transaction inside
 * another, and a mutating RPC call already runs in one (rpc/dispatch.ts), so code that needs a
 * transaction joins the caller's when there is one.
 */
import type { Kysely } from 'kysely'
import type { DB } from './schema'

/**
 * Runs `work` in a transaction: `db`'s own when it already is one (no savepoint: a failure fails
 * the caller's whole transaction), else a new one. Inside, query through the argument only.
 */
export function inTransaction<T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work)
}
