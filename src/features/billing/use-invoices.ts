/**
 * The invoices page's data: a page of invoices and the invoice details, each the store's copy at
 * once (offline too, with its age), read from the server on open and when the network returns.
 */
import { useView } from '../../store/use-view'
import {
  invoicesProjection,
  storedInvoicePage,
  type InvoicesState,
  type StoredInvoicePage,
} from './invoices.projection'
import { readInvoiceConfig, readInvoicePage } from './statements.reads'
import { useStoredRead, type ReadState } from '../../store/use-stored-read'

export interface Invoices {
  state: InvoicesState | undefined
  page: StoredInvoicePage | null
  listRead: ReadState
  configRead: ReadState
  retry(): void
}

export function useInvoices(page: number, perPage: number): Invoices {
  const view = useView(invoicesProjection)
  const connected = view !== undefined
  const list = useStoredRead(`${page}|${perPage}`, (options) => readInvoicePage(page, perPage, options), connected)
  const config = useStoredRead('config', readInvoiceConfig, connected)
  return {
    state: view?.state,
    page: view ? storedInvoicePage(view.state, page, perPage) : null,
    listRead: list.state,
    configRead: config.state,
    retry: () => {
      list.retry()
      config.retry()
    },
  }
}
