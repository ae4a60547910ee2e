/**
 * Who may read or change billing: every method acts on the wallet of the call, so another user
 * reaches none of the owner's bills, purchases, exports, invoices or details, and a Team-Id of a
 * team the caller is not in is refused (10403) on every method, changing nothing.
 */
import { describe, expect, it } from 'vitest'
import { signedInAccount } from '../../test-support/accounts'
import { testEngines } from '../../test-support/test-database'
import { rowsAtRest } from '../../test-support/test-server'
import { buy, csvAt, deposit, exportNotice, billingSuite } from './billing-test-kit'

describe.each(testEngines())('billing authorization on %s', (engine) => {
  const { server, call, ok } = billingSuite(engine)

  it("another user reaches none of the owner's bills, purchases, invoices or details; the owner's stay as they were", async () => {
    const owner = await signedInAccount(server(), 'bill-owner')
    const other = await signedInAccount(server(), 'bill-other')
    await deposit(server(), { userId: owner.userId }, '100.00')
    await buy(server(), { userId: owner.userId }, 'Growth')
    await ok(owner, 'hub_updateUserInvoiceConfig', { companyName: 'Owner Ltd.' })
    const [invoice] = (await ok(owner, 'hub_getUserInvoice', {})).list
    const reads = async (account: typeof owner) => ({
      bills: await ok(account, 'hub_getUserBill', {}),
      purchases: await ok(account, 'hub_getViewUserPurchaseInfo', {}),
      invoices: await ok(account, 'hub_getUserInvoice', {}),
      config: await ok(account, 'hub_getUserInvoiceConfig', {}),
    })
    const ownerBefore = await reads(owner)

    const seen = await reads(other)
    expect(seen.bills.total + seen.purchases.total + seen.invoices.total).toBe(0)
    expect(seen.config.companyName).toBe('')
    const preview = await call(other, 'hub_getInvoicePreviewCode', { invoiceId: invoice.id })
    expect(preview.body.error).toMatchObject({ code: 50404 })
    await ok(other, 'hub_updateUserInvoiceConfig', { companyName: 'Other Ltd.' })
    await ok(other, 'hub_getViewUserBillCsv', {})
    const file = await csvAt(server(), (await exportNotice(server(), other, 'bill')).fileUrl)
    expect(file.rows).toEqual([])

    expect(await reads(owner)).toEqual(ownerBefore)
    const codes = await server().database.kysely.selectFrom('invoice_preview_codes').select('code').execute()
    expect(codes).toEqual([])
  })

  it('refuses a foreign Team-Id on every billing method (10403), changing nothing', async () => {
    const member = await signedInAccount(server(), 'team-owner')
    const outsider = await signedInAccount(server(), 'outsider')
    const { teamId } = await ok(member, 'hub_createTeam', { name: 'Billing team' })
    await deposit(server(), { teamId }, '100.00')
    await buy(server(), { teamId }, 'Growth')
    const [invoice] = (await ok(member, 'hub_getUserInvoice', {}, { 'team-id': String(teamId) })).list
    const foreign = { 'team-id': String(teamId) }
    const before = await rowsAtRest(server())

    for (const [method, params] of [
      ['hub_getUserBill', {}],
      ['hub_getViewUserPurchaseInfo', {}],
      ['hub_getViewUserDepositInfoCsv', {}],
      ['hub_getViewUserPurchaseInfoCsv', {}],
      ['hub_getViewUserBillCsv', {}],
      ['hub_getUserInvoice', {}],
      ['hub_getUserInvoiceConfig', {}],
      ['hub_updateUserInvoiceConfig', { companyName: 'Hijacked Ltd.' }],
      ['hub_getInvoicePreviewCode', { invoiceId: invoice.id }],
    ] as const) {
      expect((await call(outsider, method, params, foreign)).body.error, method).toMatchObject({ code: 10403 })
    }
    expect(await rowsAtRest(server())).toEqual(before)
    expect((await ok(member, 'hub_getUserInvoiceConfig', {}, foreign)).companyName).toBe('')
  })
})
