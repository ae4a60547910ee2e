/**
 * Puts the billing files into a server: the routes of the signed file links and the CSV export
 * job, started on `onReady` and stopped on `onClose`, reachable as `app.csvExports` (tests call
 * `app.csvExports.drain()` to wait for the files of the exports they started).
 */
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import { billingFileRoutes } from './billing-files.routes'
import { startCsvExportJob, type CsvExportJob } from './csv/csv-export-job'
import { sellerOf } from './seller'

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's CSV export job; null until the server is ready. */
    csvExports: Pick<CsvExportJob, 'drain'>
  }
}

/** How the export job runs. */
export interface BillingSettings {
  /** How often the export job looks for waiting exports (default 1000 ms). */
  exportPollMs?: number
}

export function attachBilling(
  app: FastifyInstance,
  db: Kysely<DB>,
  options: { supportEmail: string; settings?: BillingSettings },
): void {
  billingFileRoutes(app, { db, seller: sellerOf(options.supportEmail) })
  let job: CsvExportJob | null = null
  app.decorate('csvExports', {
    drain: async () => {
      if (!job) throw new Error('the CSV export job starts when the server is ready')
      await job.drain()
    },
  })
  app.addHook('onReady', async () => {
    job = startCsvExportJob(db, app.log, options.settings?.exportPollMs ?? 1000)
  })
  app.addHook('onClose', async () => job?.stop())
}
