/**
 * The billing area: the statement and the packages bought, CSV exports, invoices (issued by
 * invoice-issue.ts in the paying transaction). The files behind signed links and the export job
 * are put into the server by billing.plugin.ts.
 */
import type { HubModule } from '../module'
import { registerCsvExportMethods } from './csv/csv-export.methods'
import { registerInvoiceMethods } from './invoice.methods'
import { registerStatementMethods } from './statement.methods'

/** Owns `bills`, `invoices` (and their counters, configs, preview codes) and `csv_exports`. */
export const billingModule: HubModule = {
  name: 'billing',
  registerMethods(registry, settings) {
    registerStatementMethods(registry)
    registerCsvExportMethods(registry)
    registerInvoiceMethods(registry, settings.supportEmail)
  },
}
