/**
 * Facts of the statements and invoices pages (issue 17): a page of bills, purchases or deposits
 * as the server answered one query, a CSV export the server accepted, an export the reader put
 * away, and the invoices with their details, share codes and printable views. Each carries what
 * the server answered whole, so projections need nothing else.
 */
import type {
  Bill,
  CsvExport,
  InvoiceConfig,
  InvoicePreview,
  InvoiceSummary,
  InvoiceView,
} from '../../../contract/methods/billing'
import type { PurchaseRecord } from '../../../contract/methods/packages'
import type { Deposit } from '../../../contract/methods/wallet'
import type { ExportKind } from '../../../contract/statuses'
import type { StatementQuery } from './statement-query'

/** The rows of one page, by tab. */
export type StatementRows =
  { tab: 'bill'; list: Bill[] } | { tab: 'purchase'; list: PurchaseRecord[] } | { tab: 'deposit'; list: Deposit[] }

declare module '../../store/events' {
  interface EventPayloads {
    /** One page of a statements tab as the server answered `query`. */
    'statements.page.loaded': { query: StatementQuery; rows: StatementRows; total: number }
    /** The server accepted a CSV export of `query` and prepares it in the background. */
    'statements.export.requested': { export: CsvExport; query: StatementQuery }
    /** The reader closed the export's panel (downloaded, or no longer wanted). */
    'statements.export.dismissed': { kind: ExportKind; exportId: string }
    /** One page of invoices, newest first. */
    'invoices.page.loaded': { page: number; perPage: number; list: InvoiceSummary[]; total: number }
    /** The invoice details, as read or as a change of them answered. */
    'invoices.config.loaded': InvoiceConfig
    /** A share code of an invoice (hub_getInvoicePreviewCode). */
    'invoices.preview.loaded': { invoiceId: number; preview: InvoicePreview }
    /** A printable invoice opened by its code (hub_getInvoiceView). */
    'invoices.view.loaded': { code: string; view: InvoiceView }
  }
}
