/**
 * Writing jsonb the same way on both engines. `pg` would send a JS object as JSON but an array as a
 * Postgres array literal, and PGlite serialises by the column type, so a pre-stringified value
 * would be stored as a JSON string. Sending text and casting in SQL behaves identically on both.
 */
import { sql, type RawBuilder } from 'kysely'

/** A jsonb value for an insert or update: `values({ data: toJsonb(obj) })`. */
export function toJsonb(value: unknown): RawBuilder<unknown> {
  return sql`cast(${JSON.stringify(value)}::text as jsonb)`
}
