/**
 * The signal that a notice was stored: `pg_notify('hubdeck_notices', '<schema>:<id>')`, issued in
 * the statement that inserts the notice. PostgreSQL delivers it only when that transaction
 * commits, so a rolled-back notice is never announced, and every instance LISTENing on the
 * channel hears each committed one once.
 *
 * Channels belong to the whole database, not to a schema: the payload names the schema so an
 * instance ignores notices of other deployments (or other test files) sharing the database.
 */
import { sql, type RawBuilder } from 'kysely'

/** The channel every instance listens on. */
export const NOTICE_CHANNEL = 'hubdeck_notices'

/**
 * The select-list expression that signals the notice whose id is in `idColumn` (a column of the
 * statement's own row, e.g. `inserted.id`). pg_notify returns void; the value is read as ''.
 */
export function noticeSignal(idColumn: string): RawBuilder<unknown> {
  return sql`pg_notify(${NOTICE_CHANNEL}, current_schema() || ':' || ${sql.ref(idColumn)})`
}

/** The notice id a payload announces for `schema`, or null for another schema or a malformed payload. */
export function noticeIdOf(payload: string, schema: string): number | null {
  const separator = payload.lastIndexOf(':')
  if (separator < 0 || payload.slice(0, separator) !== schema) return null
  const id = Number(payload.slice(separator + 1))
  return Number.isSafeInteger(id) && id > 0 ? id : null
}
