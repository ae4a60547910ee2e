/**
 * Every migration from every earlier version, with data in it: the schema at version k gets a
 * row in each of its tables (`migration-rows.ts`), then the code's migrations run to the latest,
 * and each row of each table (by its primary key) must still be there. `npm test` starts from
 * every 4th version and from the one before the latest; `npm run harden:migrations` from each.
 */
import { sql, type Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrate } from '../db/migrate'
import { migrations } from '../db/migrations/migrations'
import type { DB } from '../db/schema'
import { createTestDatabase, type TestDatabase, sliceEngines } from '../test-support/test-database'
import { rowKeys, schemaShape, writeRowPerTable } from './migration-rows'

/** 1: every version (the long form); the fast slice takes every 4th. */
const STEP = Number(process.env.HUBDECK_MIGRATION_STEP ?? 4)

/** The versions (how many migrations already ran) to start from: all but the latest. */
function startingVersions(): number[] {
  const last = migrations.length - 1
  const versions = Array.from({ length: last }, (_, index) => index + 1)
  return versions.filter((k) => (k - 1) % STEP === 0 || k === last)
}

describe.each(sliceEngines())('migrations with data in every table, on %s', (engine) => {
  let test: TestDatabase
  const tally = { versions: 0, tables: 0, rows: 0, lost: 0 }

  beforeAll(async () => {
    test = await createTestDatabase(engine)
  })
  afterAll(async () => {
    console.log(
      `migrations on ${engine}: ${tally.versions} starting versions, ${tally.tables} tables and ` +
        `${tally.rows} rows carried to ${migrations.at(-1)!.name}, ${tally.lost} lost`,
    )
    await test?.dispose()
  })

  it.each(startingVersions())('from version %i to the latest, no row lost', { timeout: 60_000 }, async (k) => {
    const db = test.database.kysely
    await emptySchema(db)
    await migrate(db, migrations.slice(0, k))
    const shape = await schemaShape(db)
    const written = await writeRowPerTable(db, shape)
    const before = await rowKeys(db, shape)

    await migrate(db)

    const after = await rowKeys(db, shape)
    const lost = [...before].flatMap(([table, keys]) =>
      keys.filter((key) => !after.get(table)?.includes(key)).map((key) => `${table} ${key}`),
    )
    tally.versions += 1
    tally.tables += written.size
    tally.rows += [...before.values()].reduce((sum, keys) => sum + keys.length, 0)
    tally.lost += lost.length
    expect(lost).toEqual([])
    expect(written.size).toBe(shape.tables.length)
    expect(shape.tables.length).toBeGreaterThan(0)
  })
})

/** A fresh schema for each starting version: functions and triggers of the last one go too. */
async function emptySchema(db: Kysely<DB>): Promise<void> {
  const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(db)
  const schema = sql.id(rows[0]!.name)
  await sql`drop schema ${schema} cascade`.execute(db)
  await sql`create schema ${schema}`.execute(db)
}
