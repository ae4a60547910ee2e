/**
 * A fresh database per test file, on every engine the run can reach: in-memory PGlite always,
 * and PostgreSQL too when `HUBDECK_TEST_DATABASE_URL` is set — in a schema of its own, dropped
 * afterwards, so parallel files and earlier runs never meet. Suites use
 * `describe.each(testEngines())` so the same tests pass on both.
 */
import { randomBytes } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import pg from 'pg'
import { IN_MEMORY, openDatabase, type Database } from '../db/database'
import { migrate } from '../db/migrate'
import type { DB } from '../db/schema'
import { seedReferenceData } from '../modules/modules'
import { lendPreparedPglite } from './pglite-pool'
import { preparedTemplate } from './prepared-template'

/** The engines a suite runs on. */
export type TestEngine = 'pglite' | 'postgres'

/** A database for one test file; `dispose()` closes it and drops its schema. */
export interface TestDatabase {
  engine: TestEngine
  database: Database
  dispose(): Promise<void>
}

/**
 * `pglite`, plus `postgres` when `HUBDECK_TEST_DATABASE_URL` is set; `HUBDECK_TEST_ENGINES`
 * (comma-separated) narrows that to some, so `npm test` runs and times each engine as a phase of its own.
 */
export function testEngines(): TestEngine[] {
  const reachable: TestEngine[] = process.env.HUBDECK_TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']
  const chosen = process.env.HUBDECK_TEST_ENGINES?.split(',').map((name) => name.trim())
  return chosen ? reachable.filter((engine) => chosen.includes(engine)) : reachable
}

/**
 * The engines a hardening slice (generated authorization matrix, chaos runs, migrations from every
 * version) runs on in `npm test`: PGlite only, so the PostgreSQL phase, which picks its files by
 * their `testEngines(` calls, leaves them out and CI pays for them once. Their `harden:*` long
 * forms set `HUBDECK_HARDEN_ALL_ENGINES=1` and run on every reachable engine.
 */
export function sliceEngines(): TestEngine[] {
  const engines = testEngines()
  return process.env.HUBDECK_HARDEN_ALL_ENGINES === '1' ? engines : engines.filter((engine) => engine === 'pglite')
}

/** Opens an empty database; `prepared: true` also migrates it and seeds the reference data. */
export async function createTestDatabase(
  engine: TestEngine,
  options: { prepared?: boolean } = {},
): Promise<TestDatabase> {
  const template = engine === 'pglite' && options.prepared ? await preparedTemplate() : undefined
  const test =
    engine === 'postgres' ? await inOwnSchema() : template ? await lendPreparedPglite(template) : await inMemory()
  if (options.prepared && !template) {
    await migrate(test.database.kysely)
    await seedReferenceData(test.database.kysely)
  }
  return test
}

/** Row counts of every table of the schema, to prove a call changed nothing. */
export async function countRows(db: Kysely<DB>): Promise<Record<string, number>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db)
  const counts: Record<string, number> = {}
  for (const { name } of tables.rows) {
    const result = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(name)}`.execute(db)
    counts[name] = Number(result.rows[0]?.n)
  }
  return counts
}

/** Drops every table of the schema, for suites that test migrations from nothing. */
export async function dropAllTables(db: Kysely<DB>): Promise<void> {
  for (const name of Object.keys(await countRows(db)))
    await sql`drop table if exists ${sql.table(name)} cascade`.execute(db)
}

async function inMemory(): Promise<TestDatabase> {
  const database = await openDatabase({ dataDir: IN_MEMORY })
  return { engine: 'pglite', database, dispose: () => database.close() }
}

async function inOwnSchema(): Promise<TestDatabase> {
  const databaseUrl = process.env.HUBDECK_TEST_DATABASE_URL
  if (!databaseUrl) throw new Error('HUBDECK_TEST_DATABASE_URL is not set')
  const schema = `hubdeck_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  await admin.query(`create schema ${schema}`)
  const database = await openDatabase({ databaseUrl, searchPath: schema })
  return {
    engine: 'postgres',
    database,
    async dispose() {
      await database.close()
      await admin.query(`drop schema ${schema} cascade`)
      await admin.end()
    },
  }
}
