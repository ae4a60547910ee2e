/** Statement and invoice records for tests, as the server would answer them. */
/* eslint-disable lingui/no-unlocalized-strings -- records as the server sends them, for tests; never shown */
import type { Bill, CsvExport, InvoiceSummary, InvoiceView } from '../../../contract/methods/billing'
import type { Notice } from '../../../contract/notice-types'
import type { PurchaseRecord } from '../../../contract/methods/packages'
import type { StoredEvent } from '../../store/events'
import type { StatementQuery } from './statement-query'

export const billQuery = (overrides: Partial<StatementQuery> = {}): StatementQuery => ({
  tab: 'bill',
  billType: 'all',
  paymentChannel: 'all',
  packageType: 'all',
  paymentMethod: 'all',
  from: null,
  to: null,
  page: 1,
  perPage: 5,
  ...overrides,
})

export const bill = (id: number, overrides: Partial<Bill> = {}): Bill => ({
  id,
  billType: 'ru',
  title: 'Growth package',
  amount: '-49.00',
  currency: 'USD',
  balanceAfter: '51.00',
  paymentChannel: 'wallet',
  orderId: `PO-${id}`,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
})

export const purchase = (id: number, overrides: Partial<PurchaseRecord> = {}): PurchaseRecord => ({
  id,
  orderId: `PO-${id}`,
  skuId: 3,
  skuName: 'Growth',
  packageType: 'standard',
  paymentChannel: 'wallet',
  amount: '49.00',
  currency: 'USD',
  ru: 50_000_000,
  autoRenew: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  startsAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-12-20T10:00:00.000Z',
  ...overrides,
})

export const csvExport = (overrides: Partial<CsvExport> = {}): CsvExport => ({
  exportId: 'exp-1',
  kind: 'bill',
  status: 'processing',
  fileUrl: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
})

export const fileNotice = (id: number, expand: Notice['expand'], createdAt: string): Notice => ({
  id,
  type: 'file_download',
  title: '',
  content: '',
  createdAt,
  read: false,
  expand,
})

export const invoiceSummary = (id: number, overrides: Partial<InvoiceSummary> = {}): InvoiceSummary => ({
  id,
  number: `HD-2026-${String(id).padStart(6, '0')}`,
  status: 'paid',
  amount: '49.00',
  currency: 'USD',
  orderId: `PO-${id}`,
  issuedAt: '2026-11-20T10:00:00.000Z',
  paidAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
})

export const invoiceView = (id: number): InvoiceView => ({
  ...invoiceSummary(id),
  seller: { name: 'Hubdeck Ltd', taxId: 'SG123', email: 'billing@hubdeck.dev', address: ['1 Main St', 'Singapore'] },
  buyer: { name: 'Ada Ltd', taxId: '', email: 'ada@example.com', address: ['SG'] },
  lines: [{ description: 'Growth package (30 days)', quantity: 1, unitPrice: '49.00', amount: '49.00' }],
  subtotal: '49.00',
  discount: '0.00',
  tax: '0.00',
  total: '49.00',
  paymentChannel: 'wallet',
})

/** A stored event as the log hands it to projections. */
export function stored<T extends string, P>(type: T, payload: P, at = '2026-11-20T10:05:00.000Z'): StoredEvent<T, P> {
  return { id: `${type}-${at}`, type, v: 1, payload, at, origin: 'server', scope: 'u1' }
}
