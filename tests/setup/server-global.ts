/**
 * The server suite's global setup: one migrated and seeded PGlite data folder every test file
 * starts from (server/test-support/prepared-template.ts), removed when the run ends.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { TEMPLATE_ENV, writePreparedTemplate } from '../../server/test-support/prepared-template'

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  // A run on PostgreSQL alone (npm test's PostgreSQL phase) opens no PGlite.
  if (process.env.HUBDECK_TEST_ENGINES && !process.env.HUBDECK_TEST_ENGINES.includes('pglite')) return undefined
  const folder = await mkdtemp(join(tmpdir(), 'hubdeck-pglite-template-'))
  const path = join(folder, 'prepared.tar')
  await writePreparedTemplate(path)
  process.env[TEMPLATE_ENV] = path
  return () => rm(folder, { recursive: true, force: true })
}
