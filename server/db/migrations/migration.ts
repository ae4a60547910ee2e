/**
 * The shape of one migration. Migrations are plain SQL run in order, each once, each in its own
 * transaction; a shipped migration never changes — a new one follows it.
 */
import { sql, type Kysely } from 'kysely'

/** One step of the schema; `name` sorts in order of application (`0001_system`). */
export interface Migration {
  readonly name: string
  /**
   * Runs inside the transaction the runner opened; must not commit or open another. Typed
   * `Kysely<any>` on purpose: a migration describes the schema of its day, not today's `DB`.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  up(db: Kysely<any>): Promise<void>
}

/**
 * A migration made of SQL statements, run one at a time: PGlite's prepared queries refuse several
 * statements in one string, and one statement per call keeps errors pointing at the right line.
 */
export function sqlMigration(name: string, statements: readonly string[]): Migration {
  return {
    name,
    async up(db) {
      for (const statement of statements) await sql.raw(statement).execute(db)
    },
  }
}
