/**
 * Invoices over JSON-RPC: one per paid order, listed newest first in pages; the invoice details
 * print on later invoices only; a preview code opens the invoice logged out, a wrong code is
 * refused, and look-ups per address are limited; the PDF is a real PDF that holds the number,
 * the total and a Chinese company name.
 */
import { extractText } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { EMPTY_INVOICE_CONFIG } from '../../../contract/index'
import { signedInAccount } from '../../test-support/accounts'
import { testEngines } from '../../test-support/test-database'
import { postRpc } from '../../test-support/test-server'
import { RATE_LIMITS } from '../../rpc/rate-limits'
import { backdate, buy, deposit, fetchFile, billingSuite } from './billing-test-kit'
import { signLink } from './file-links'

describe.each(testEngines())('invoices on %s', (engine) => {
  const { server, call, ok } = billingSuite(engine)
  /** A public call from `ip` (no session). */
  const publicCall = (method: string, params: unknown, ip = '198.51.100.7') =>
    server()
      .app.inject({
        method: 'POST',
        url: '/api',
        remoteAddress: ip,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      })
      .then((response) => response.json())

  it('hub_getUserInvoice lists one invoice per paid order, newest first, in pages and ranges', async () => {
    const ann = await signedInAccount(server(), 'invoices')
    const owner = { userId: ann.userId }
    await deposit(server(), owner, '200.00')
    const growth = await buy(server(), owner, 'Growth')
    const pro = await buy(server(), owner, 'Pro', 'card')

    const all = await ok(ann, 'hub_getUserInvoice', {})
    expect(all.total).toBe(2)
    expect(all.list[0]).toEqual({
      id: expect.any(Number),
      number: expect.stringMatching(/^HD-\d{4}-\d{6}$/),
      status: 'paid',
      amount: '199.00',
      currency: 'USD',
      orderId: pro.orderId,
      issuedAt: expect.any(String),
      paidAt: expect.any(String),
    })
    expect(all.list[1]).toMatchObject({ orderId: growth.orderId, amount: '49.00' })
    const [first, second] = all.list.map((invoice: { number: string }) => Number(invoice.number.slice(-6)))
    expect(first).toBe(second! + 1)

    expect((await ok(ann, 'hub_getUserInvoice', { page: 2, perPage: 1 })).list[0].orderId).toBe(growth.orderId)
    await backdate(server(), growth.orderId, '2025-12-31T23:00:00Z')
    const ranged = await ok(ann, 'hub_getUserInvoice', { from: '2025-12-01T00:00:00Z', to: '2026-01-01T00:00:00Z' })
    expect(ranged.list.map((invoice: { orderId: string }) => invoice.orderId)).toEqual([growth.orderId])
  })

  it('invoice details change only the fields given and print on later invoices only', async () => {
    const bob = await signedInAccount(server(), 'details')
    const owner = { userId: bob.userId }
    expect(await ok(bob, 'hub_getUserInvoiceConfig', {})).toEqual(EMPTY_INVOICE_CONFIG)
    await deposit(server(), owner, '300.00')
    await buy(server(), owner, 'Growth')

    const saved = await ok(bob, 'hub_updateUserInvoiceConfig', {
      companyName: '  深圳链节点科技有限公司 ',
      taxId: '91440300MA5F',
      country: 'cn',
      city: 'Shenzhen',
    })
    expect(saved).toMatchObject({ companyName: '深圳链节点科技有限公司', country: 'CN', city: 'Shenzhen', email: '' })
    const again = await ok(bob, 'hub_updateUserInvoiceConfig', { email: 'ap@example.cn' })
    expect(again).toMatchObject({
      companyName: '深圳链节点科技有限公司',
      taxId: '91440300MA5F',
      email: 'ap@example.cn',
    })
    expect(await ok(bob, 'hub_getUserInvoiceConfig', {})).toEqual(again)
    await buy(server(), owner, 'Pro')

    const [later, earlier] = (await ok(bob, 'hub_getUserInvoice', {})).list
    const view = async (invoiceId: number) => {
      const { code } = await ok(bob, 'hub_getInvoicePreviewCode', { invoiceId })
      return (await publicCall('hub_getInvoiceView', { code })).result
    }
    expect((await view(later.id)).buyer).toEqual({
      name: '深圳链节点科技有限公司',
      taxId: '91440300MA5F',
      email: 'ap@example.cn',
      address: ['Shenzhen', 'CN'],
    })
    // Issued before the details: the account's nickname (its e-mail's name) and e-mail.
    expect((await view(earlier.id)).buyer).toEqual({
      name: bob.email.split('@')[0],
      taxId: '',
      email: bob.email,
      address: [],
    })

    const bad = await call(bob, 'hub_updateUserInvoiceConfig', { country: 'China', email: 'not-mail' })
    expect(bad.body.error).toMatchObject({ code: -32602 })
    expect(await ok(bob, 'hub_getUserInvoiceConfig', {})).toEqual(again)
  })

  it('a preview code opens the whole invoice logged out; a wrong or expired code is refused clearly', async () => {
    const cat = await signedInAccount(server(), 'preview')
    const owner = { userId: cat.userId }
    await deposit(server(), owner, '60.00')
    const { orderId } = await buy(server(), owner, 'Growth')
    const [invoice] = (await ok(cat, 'hub_getUserInvoice', {})).list

    const preview = await ok(cat, 'hub_getInvoicePreviewCode', { invoiceId: invoice.id })
    expect(preview.code).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(preview.path).toBe(`/invoice/${preview.code}`)
    const days = (Date.parse(preview.expiresAt) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(29.9)
    expect((await ok(cat, 'hub_getInvoicePreviewCode', { invoiceId: invoice.id })).code).toBe(preview.code)

    const view = await publicCall('hub_getInvoiceView', { code: preview.code }, '198.51.100.20')
    expect(view.result).toEqual({
      ...invoice,
      seller: { name: 'Hubdeck Ltd.', taxId: '', email: expect.stringContaining('@'), address: expect.any(Array) },
      buyer: { name: cat.email.split('@')[0], taxId: '', email: cat.email, address: [] },
      lines: [{ description: 'Growth package', quantity: 1, unitPrice: '49.00', amount: '49.00' }],
      subtotal: '49.00',
      discount: '0.00',
      tax: '0.00',
      total: '49.00',
      paymentChannel: 'wallet',
    })
    expect(view.result.orderId).toBe(orderId)

    const wrong = await publicCall('hub_getInvoiceView', { code: 'AAAAAAAAAAAAAAAAAAAAAA' }, '198.51.100.20')
    expect(wrong.error).toMatchObject({ code: 50404, message: expect.stringContaining('not valid or has expired') })
    expect(wrong.error.messageZh).toContain('发票链接无效')
    await server()
      .database.kysely.updateTable('invoice_preview_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('code', '=', preview.code)
      .execute()
    const expired = await publicCall('hub_getInvoiceView', { code: preview.code }, '198.51.100.20')
    expect(expired.error).toMatchObject({ code: 50404 })
    // An expired code is not handed out again.
    expect((await ok(cat, 'hub_getInvoicePreviewCode', { invoiceId: invoice.id })).code).not.toBe(preview.code)
  })

  it('limits look-ups by code per address (10429), right codes and wrong alike; other addresses still read', async () => {
    const dan = await signedInAccount(server(), 'limits')
    await deposit(server(), { userId: dan.userId }, '60.00')
    await buy(server(), { userId: dan.userId }, 'Growth')
    const [invoice] = (await ok(dan, 'hub_getUserInvoice', {})).list
    const { code } = await ok(dan, 'hub_getInvoicePreviewCode', { invoiceId: invoice.id })

    const ip = '203.0.113.99'
    const { attempts } = RATE_LIMITS.invoiceLookup
    for (let index = 0; index < attempts; index += 1) {
      const answer = await publicCall(
        index % 2 ? 'hub_getInvoiceView' : 'hub_getInvoicePdf',
        {
          code: index % 3 ? code : 'wrong-code-123',
        },
        ip,
      )
      expect(answer.error?.code ?? 0, `look-up ${index}`).not.toBe(10429)
    }
    const limited = await publicCall('hub_getInvoiceView', { code }, ip)
    expect(limited.error).toMatchObject({ code: 10429, data: { type: 'type2' } })
    expect((await publicCall('hub_getInvoicePdf', { code }, ip)).error).toMatchObject({ code: 10429 })
    expect((await publicCall('hub_getInvoiceView', { code }, '203.0.113.100')).result.number).toBe(invoice.number)
  })

  it('the PDF is a real PDF holding the number, the total and a Chinese company name; its link is signed and short-lived', async () => {
    const eve = await signedInAccount(server(), 'pdf')
    const owner = { userId: eve.userId }
    await ok(eve, 'hub_updateUserInvoiceConfig', { companyName: '上海区块节点有限公司', country: 'CN' })
    await deposit(server(), owner, '250.00')
    await buy(server(), owner, 'Pro')
    const [invoice] = (await ok(eve, 'hub_getUserInvoice', {})).list
    const { code } = await ok(eve, 'hub_getInvoicePreviewCode', { invoiceId: invoice.id })

    const link = (await publicCall('hub_getInvoicePdf', { code }, '198.51.100.30')).result
    expect(link).toEqual({
      url: expect.stringMatching(new RegExp(`^/files/invoices/${invoice.id}\\?expires=\\d+&sig=[\\w-]+$`)),
      fileName: `${invoice.number}.pdf`,
      expiresAt: expect.any(String),
    })
    const minutes = (Date.parse(link.expiresAt) - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(14)
    expect(minutes).toBeLessThanOrEqual(15)

    const response = await fetchFile(server(), link.url)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['content-disposition']).toContain(`attachment; filename="${invoice.number}.pdf"`)
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const { text, totalPages } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true })
    expect(totalPages).toBe(1)
    expect(text).toContain(invoice.number)
    expect(text).toContain('$199.00')
    expect(text).toContain('上海区块节点有限公司')
    expect(text).toContain('Hubdeck Ltd.')
    expect(text).toContain('Pro package')
    // Subset, not the whole 10 MiB font.
    expect(response.rawPayload.length).toBeLessThan(200_000)

    const tampered = link.url.replace(`/invoices/${invoice.id}?`, `/invoices/${invoice.id - 1}?`)
    expect((await fetchFile(server(), tampered)).statusCode).toBe(403)
    const old = await signLink(
      server().database.kysely,
      { kind: 'invoices', id: String(invoice.id) },
      1000,
      Date.now() - 60_000,
    )
    const expired = await fetchFile(server(), old.url)
    expect(expired.statusCode).toBe(410)
    expect(expired.body).toContain('expired')
  })

  it('public methods need no session but refuse a malformed code naming the field', async () => {
    const answer = await postRpc(server().app, {
      jsonrpc: '2.0',
      id: 1,
      method: 'hub_getInvoiceView',
      params: { code: 'a b' },
    })
    expect(answer.body.error).toMatchObject({ code: -32602, data: { field: 'code' } })
  })
})
