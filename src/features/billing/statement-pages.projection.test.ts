/** Each query's page is stored on its own, replaced when read again, and the oldest dropped past the bound. */
import { describe, expect, it } from 'vitest'
import { foldEvents } from '../../store/projection'
import { bill, billQuery, purchase, stored } from './billing-fixtures'
import { MAX_STORED_STATEMENT_PAGES, statementPagesProjection, storedStatementPage } from './statement-pages.projection'

describe('statementPagesProjection', () => {
  it('keeps each query apart and the newest answer of each', () => {
    const bills = billQuery()
    const purchases = billQuery({ tab: 'purchase' })
    const state = foldEvents(statementPagesProjection, [
      stored(
        'statements.page.loaded',
        { query: bills, rows: { tab: 'bill', list: [bill(1)] }, total: 1 },
        '2026-11-20T10:00:00.000Z',
      ),
      stored('statements.page.loaded', { query: purchases, rows: { tab: 'purchase', list: [purchase(2)] }, total: 1 }),
      stored(
        'statements.page.loaded',
        { query: bills, rows: { tab: 'bill', list: [bill(3), bill(1)] }, total: 2 },
        '2026-11-20T11:00:00.000Z',
      ),
    ])
    expect(storedStatementPage(state, bills)).toMatchObject({ total: 2, loadedAt: '2026-11-20T11:00:00.000Z' })
    expect(storedStatementPage(state, purchases)?.rows.list).toHaveLength(1)
    // A filter of another tab in the address names the same page.
    expect(storedStatementPage(state, { ...bills, packageType: 'free' })?.total).toBe(2)
    expect(storedStatementPage(state, { ...bills, billType: 'deposit' })).toBeNull()
  })

  it('keeps at most MAX_STORED_STATEMENT_PAGES pages, dropping the least recently read', () => {
    const events = Array.from({ length: MAX_STORED_STATEMENT_PAGES + 2 }, (_, index) =>
      stored('statements.page.loaded', {
        query: billQuery({ page: index + 1 }),
        rows: { tab: 'bill', list: [] },
        total: 0,
      }),
    )
    const state = foldEvents(statementPagesProjection, events)
    expect(state.pages).toHaveLength(MAX_STORED_STATEMENT_PAGES)
    expect(storedStatementPage(state, billQuery({ page: 1 }))).toBeNull()
    expect(storedStatementPage(state, billQuery({ page: MAX_STORED_STATEMENT_PAGES + 2 }))).not.toBeNull()
  })
})
