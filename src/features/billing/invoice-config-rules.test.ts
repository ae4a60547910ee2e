/** The invoice details form judges as the server does: each problem named by its field. */
import { describe, expect, it } from 'vitest'
import { checkInvoiceConfig, EMPTY_INVOICE_CONFIG } from './invoice-config-rules'

describe('checkInvoiceConfig', () => {
  it('takes empty details and trims and upper-cases what is given', () => {
    expect(checkInvoiceConfig(EMPTY_INVOICE_CONFIG)).toEqual({ ok: true, config: EMPTY_INVOICE_CONFIG })
    const checked = checkInvoiceConfig({ ...EMPTY_INVOICE_CONFIG, companyName: '  Ada Ltd ', country: 'sg' })
    expect(checked).toEqual({ ok: true, config: { ...EMPTY_INVOICE_CONFIG, companyName: 'Ada Ltd', country: 'SG' } })
  })

  it('names a bad e-mail, a bad country code and a text too long', () => {
    const checked = checkInvoiceConfig({
      ...EMPTY_INVOICE_CONFIG,
      email: 'not-an-email',
      country: 'Singapore',
      postalCode: '1'.repeat(17),
    })
    expect(checked).toEqual({ ok: false, problems: { email: 'email', country: 'country', postalCode: 'tooLong' } })
  })
})
