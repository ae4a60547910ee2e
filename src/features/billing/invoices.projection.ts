/**
 * Invoices as last read: pages of the list (per page and size), the details printed on them,
 * the share codes made, and the printable invoices opened, so all of them read offline with
 * their age (the product owner's "offline review of invoices"). Bounded: the newest
 * MAX_STORED_INVOICE_PAGES pages and MAX_STORED_INVOICE_VIEWS views are kept.
 */
import type { InvoiceConfig, InvoicePreview, InvoiceSummary, InvoiceView } from '../../../contract/methods/billing'
import type { Projection } from '../../store/projection'
import './statements.events'

export const MAX_STORED_INVOICE_PAGES = 12
export const MAX_STORED_INVOICE_VIEWS = 40

export interface StoredInvoicePage {
  key: string
  page: number
  perPage: number
  list: InvoiceSummary[]
  total: number
  loadedAt: string
}

export interface StoredInvoiceView {
  code: string
  view: InvoiceView
  loadedAt: string
}

export interface InvoicesState {
  /** Least recently read first. */
  pages: StoredInvoicePage[]
  config: InvoiceConfig | null
  configLoadedAt: string | null
  /** Share codes by invoice id. */
  previews: Readonly<Record<number, InvoicePreview>>
  /** Least recently opened first. */
  views: StoredInvoiceView[]
}

export const invoicesProjection: Projection<InvoicesState> = {
  name: 'invoices',
  version: 1,
  initial: { pages: [], config: null, configLoadedAt: null, previews: {}, views: [] },
  on: {
    'invoices.page.loaded': (state, event) => {
      const { page, perPage, list, total } = event.payload
      const key = invoicePageKey(page, perPage)
      const stored: StoredInvoicePage = { key, page, perPage, list, total, loadedAt: event.at }
      const others = state.pages.filter((one) => one.key !== key)
      return { ...state, pages: [...others, stored].slice(-MAX_STORED_INVOICE_PAGES) }
    },
    'invoices.config.loaded': (state, event) => ({ ...state, config: event.payload, configLoadedAt: event.at }),
    'invoices.preview.loaded': (state, { payload }) => ({
      ...state,
      previews: { ...state.previews, [payload.invoiceId]: payload.preview },
    }),
    'invoices.view.loaded': (state, event) => {
      const { code, view } = event.payload
      const others = state.views.filter((one) => one.code !== code)
      return { ...state, views: [...others, { code, view, loadedAt: event.at }].slice(-MAX_STORED_INVOICE_VIEWS) }
    },
  },
}

export function invoicePageKey(page: number, perPage: number): string {
  return `${page}|${perPage}`
}

export function storedInvoicePage(state: InvoicesState, page: number, perPage: number): StoredInvoicePage | null {
  const key = invoicePageKey(page, perPage)
  return state.pages.find((one) => one.key === key) ?? null
}

export function storedInvoiceView(state: InvoicesState, code: string): StoredInvoiceView | null {
  return state.views.find((one) => one.code === code) ?? null
}

/** The config with a change applied (the optimistic effect of saving the details). */
export function withInvoiceConfig(state: InvoicesState, config: InvoiceConfig): InvoicesState {
  return { ...state, config }
}
