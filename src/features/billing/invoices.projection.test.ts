/** Invoices read, their details, share codes and opened printable views are kept, bounded, for offline reading. */
import { describe, expect, it } from 'vitest'
import { foldEvents } from '../../store/projection'
import { invoiceSummary, invoiceView, stored } from './billing-fixtures'
import { EMPTY_INVOICE_CONFIG } from './invoice-config-rules'
import {
  invoicesProjection,
  MAX_STORED_INVOICE_VIEWS,
  storedInvoicePage,
  storedInvoiceView,
} from './invoices.projection'

describe('invoicesProjection', () => {
  it('keeps pages per page and size, the details, and share codes by invoice', () => {
    const preview = { code: 'abcdef123456', path: '/invoice/abcdef123456', expiresAt: '2026-12-20T00:00:00.000Z' }
    const state = foldEvents(invoicesProjection, [
      stored('invoices.page.loaded', { page: 1, perPage: 5, list: [invoiceSummary(2), invoiceSummary(1)], total: 2 }),
      stored('invoices.config.loaded', { ...EMPTY_INVOICE_CONFIG, companyName: 'Ada Ltd' }),
      stored('invoices.preview.loaded', { invoiceId: 2, preview }),
    ])
    expect(storedInvoicePage(state, 1, 5)?.list.map((one) => one.number)).toEqual(['HD-2026-000002', 'HD-2026-000001'])
    expect(storedInvoicePage(state, 1, 10)).toBeNull()
    expect(state.config?.companyName).toBe('Ada Ltd')
    expect(state.previews[2]?.code).toBe('abcdef123456')
  })

  it('keeps the newest opened views, each under its code', () => {
    const events = Array.from({ length: MAX_STORED_INVOICE_VIEWS + 1 }, (_, index) =>
      stored('invoices.view.loaded', { code: `code-${index}`, view: invoiceView(index + 1) }),
    )
    const state = foldEvents(invoicesProjection, events)
    expect(state.views).toHaveLength(MAX_STORED_INVOICE_VIEWS)
    expect(storedInvoiceView(state, 'code-0')).toBeNull()
    expect(storedInvoiceView(state, `code-${MAX_STORED_INVOICE_VIEWS}`)?.view.number).toBe(
      `HD-2026-${String(MAX_STORED_INVOICE_VIEWS + 1).padStart(6, '0')}`,
    )
  })
})
