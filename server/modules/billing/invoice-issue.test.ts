/**
 * Invoice numbers: one per paid order, per year, without gaps — also when purchases run in
 * parallel and some of them are refused (a refused payment rolls back and gives its number back).
 */
import { describe, expect, it } from 'vitest'
import { signedInAccount } from '../../test-support/accounts'
import { testEngines } from '../../test-support/test-database'
import { buy, deposit, billingSuite } from './billing-test-kit'
import { invoiceNumber } from './invoice-issue'

describe.each(testEngines())('invoice numbers on %s', (engine) => {
  const { server } = billingSuite(engine)

  it('prints the year and a six-digit sequence', () => {
    expect(invoiceNumber(2026, 123)).toBe('HD-2026-000123')
  })

  it('has no gaps under parallel purchases, refused ones among them', async () => {
    const accounts = await Promise.all(Array.from({ length: 6 }, () => signedInAccount(server(), 'parallel')))
    // Every other account can pay for one Growth only: its second purchase is refused (10422).
    for (const [index, account] of accounts.entries()) {
      await deposit(server(), { userId: account.userId }, index % 2 ? '49.00' : '98.00')
    }
    const attempts = accounts.flatMap((account) => [
      buy(server(), { userId: account.userId }, 'Growth'),
      buy(server(), { userId: account.userId }, 'Growth'),
    ])
    const settled = await Promise.allSettled(attempts)
    const paid = settled.filter((outcome) => outcome.status === 'fulfilled').length
    expect(paid).toBe(9)
    expect(settled.filter((outcome) => outcome.status === 'rejected')).toHaveLength(3)

    const invoices = await server()
      .database.kysely.selectFrom('invoices')
      .select(['year', 'seq', 'number', 'order_id'])
      .orderBy('seq')
      .execute()
    expect(invoices).toHaveLength(9)
    const year = invoices[0]!.year
    expect(invoices.map((invoice) => invoice.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(invoices.map((invoice) => invoice.number)).toEqual(
      invoices.map((invoice) => invoiceNumber(year, invoice.seq)),
    )
    const purchases = await server().database.kysely.selectFrom('purchases').select('order_id').execute()
    expect(new Set(invoices.map((invoice) => invoice.order_id))).toEqual(new Set(purchases.map((row) => row.order_id)))
  })
})
