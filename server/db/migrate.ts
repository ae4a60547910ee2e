/**
 * The migration runner. Each pending migration runs once, in its own transaction, and is recorded
 * in `schema_migrations` in that same transaction: a failed step leaves no trace and is retried on
 * the next start. Several server instances may start at once against one PostgreSQL: an advisory
 * lock (per schema) lets one apply a step while the others wait and then skip it.
 */
import { sql, type Kysely, type Transaction } from 'kysely'
import { migrations as allMigrations } from './migrations/migrations'
import type { Migration } from './migrations/migration'
import type { DB } from './schema'

/** What a run did, by migration name. */
export interface MigrationReport {
  applied: string[]
  skipped: string[]
}

/**
 * Brings the schema up to date. Refuses to run when the database knows a migration this code does
 * not (it was migrated by a newer release): running old code on it could corrupt data.
 */
export async function migrate(
  db: Kysely<DB>,
  migrations: readonly Migration[] = allMigrations,
): Promise<MigrationReport> {
  await db.transaction().execute(async (trx) => {
    await lock(trx)
    await sql`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`.execute(trx)
  })
  const known = new Set(migrations.map((m) => m.name))
  const unknown = (await appliedNames(db)).filter((name) => !known.has(name))
  if (unknown.length > 0) {
    throw new Error(`The database has migrations this server does not know: ${unknown.join(', ')}`)
  }
  const report: MigrationReport = { applied: [], skipped: [] }
  for (const migration of migrations) {
    const applied = await db.transaction().execute(async (trx) => {
      await lock(trx)
      const done = await trx
        .selectFrom('schema_migrations')
        .select('name')
        .where('name', '=', migration.name)
        .executeTakeFirst()
      if (done) return false
      await migration.up(trx)
      await trx.insertInto('schema_migrations').values({ name: migration.name }).execute()
      return true
    })
    report[applied ? 'applied' : 'skipped'].push(migration.name)
  }
  return report
}

async function appliedNames(db: Kysely<DB>): Promise<string[]> {
  const rows = await db.selectFrom('schema_migrations').select('name').orderBy('name').execute()
  return rows.map((row) => row.name)
}

/** Held until the transaction ends; keyed by schema so parallel test schemas do not queue. */
async function lock(trx: Transaction<DB>): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('hubdeck:migrate:' || current_schema()))`.execute(trx)
}
