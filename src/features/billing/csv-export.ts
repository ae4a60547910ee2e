/**
 * Asking for a CSV export of what a statements tab shows (its filters and range, every page):
 * the export method of the tab's kind answers at once with the export, which is recorded, and
 * the file comes later with its file_download notice (csv-exports.projection.ts). Needs the
 * network: it is never queued (the file's link is short-lived, so a late export is no use).
 */
import type { CsvExport } from '../../../contract/methods/billing'
import { rpc } from '../../lib/rpc-client'
import { startExportSession } from '../../lib/export-session'
import { trackEvent } from '../../lib/track-event'
import { fact } from '../../store/events'
import { recordFacts } from '../../store/store-client'
import { billFilters, depositFilters, purchaseFilters, type StatementQuery } from './statement-query'
import './statements.events'

export async function requestCsvExport(query: StatementQuery): Promise<CsvExport> {
  const started = await callExport(query)
  // The session key of SPEC §4 ("cached export session cleared" by the notice) as well.
  startExportSession(started.kind, { exportId: started.exportId })
  await recordFacts([fact('statements.export.requested', { export: started, query }, 'server')])
  trackEvent('statement_csv_requested', { kind: started.kind })
  return started
}

/** Puts a finished (or unwanted) export away. */
export async function dismissCsvExport(kind: CsvExport['kind'], exportId: string): Promise<void> {
  await recordFacts([fact('statements.export.dismissed', { kind, exportId }, 'user')])
}

function callExport(query: StatementQuery): Promise<CsvExport> {
  switch (query.tab) {
    case 'bill':
      return rpc('hub_getViewUserBillCsv', billFilters(query))
    case 'purchase':
      return rpc('hub_getViewUserPurchaseInfoCsv', purchaseFilters(query))
    case 'deposit':
      return rpc('hub_getViewUserDepositInfoCsv', depositFilters(query))
  }
}
