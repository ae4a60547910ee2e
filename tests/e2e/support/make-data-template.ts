/**
 * `node --import tsx tests/e2e/support/make-data-template.ts <folder>`: a PGlite data folder
 * prepared as `npm start` prepares its database (data-template.ts says why).
 */
import { loadConfig } from '../../../server/config'
import { openDatabase } from '../../../server/db/database'
import { prepareStartupData } from '../../../server/startup-data'
import { ROOT } from './paths'

const folder = process.argv[2]
if (!folder) throw new Error('usage: make-data-template.ts <folder>')
const config = loadConfig({ ...process.env, HUBDECK_DATA: folder }, ROOT)
const database = await openDatabase({ dataDir: config.dataDir })
await prepareStartupData(database.kysely, {
  production: false,
  demoEmail: config.demoEmail,
  demoPassword: config.demoPassword,
})
await database.close()
