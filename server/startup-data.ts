/**
 * What every start does to its database before it serves: migrations, the reference data, the
 * dev promo codes and, outside production, the demo workspace. One function, so `npm start` and
 * the end-to-end suite's data template (tests/e2e/support/data-template.ts) prepare a database
 * the same way.
 */
import type { Kysely } from 'kysely'
import { migrate, type MigrationReport } from './db/migrate'
import type { DB } from './db/schema'
import { seedDemoData } from './modules/account/demo-seed'
import { seedDevDiscountCodes } from './modules/account/discount-codes'
import { seedReferenceData } from './modules/modules'

export interface StartupDataOptions {
  production: boolean
  demoEmail: string
  demoPassword: string
}

export async function prepareStartupData(db: Kysely<DB>, { production, demoEmail, demoPassword }: StartupDataOptions) {
  const migrations: MigrationReport = await migrate(db)
  await seedReferenceData(db)
  // Promo codes to try on /rpc/profile (server/README.md); a production server has only its own.
  if (!production) await seedDevDiscountCodes(db)
  const demo = await seedDemoData(db, { production, email: demoEmail, password: demoPassword })
  return { migrations, demo }
}
