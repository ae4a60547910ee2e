/**
 * One migrated and seeded PGlite data folder for the whole server suite. Migrating and seeding
 * an empty in-memory database costs every test file seconds of CPU; the suite's global setup
 * (tests/setup/server-global.ts) does it once and dumps the folder, and each file's database
 * starts from that dump instead. PostgreSQL schemas are still migrated per file.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { Kysely, PGliteDialect } from 'kysely'
import { migrate } from '../db/migrate'
import type { DB } from '../db/schema'
import { seedReferenceData } from '../modules/modules'

/** The environment variable that names the dump file for the test workers. */
export const TEMPLATE_ENV = 'HUBDECK_TEST_PGLITE_TEMPLATE'

/** Migrates and seeds an in-memory PGlite and writes its data folder, as a tar file, to `path`. */
export async function writePreparedTemplate(path: string): Promise<void> {
  const pglite = await PGlite.create()
  const kysely = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) })
  await migrate(kysely)
  await seedReferenceData(kysely)
  const dump = await pglite.dumpDataDir('none')
  await writeFile(path, new Uint8Array(await dump.arrayBuffer()))
  await kysely.destroy()
}

let template: Promise<Blob | undefined> | undefined

/** The dump this run's global setup wrote, or undefined (a file run outside it migrates itself). */
export function preparedTemplate(): Promise<Blob | undefined> {
  const path = process.env[TEMPLATE_ENV]
  template ??= path ? readFile(path).then((bytes) => new Blob([bytes])) : Promise.resolve(undefined)
  return template
}
