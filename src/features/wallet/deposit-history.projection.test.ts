/**
 * The stored history: one page per query, the latest answer for a query replacing the earlier,
 * rows newest first, at most MAX_STORED_PAGES pages kept, and stale once a deposit notice came
 * after the page was read.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PAYMENT_METHOD_FILTERS } from '../../../contract/enums'
import { HubDatabase } from '../../store/db'
import { createEventLog } from '../../store/event-log'
import { fact } from '../../store/events'
import { foldEvents } from '../../store/projection'
import {
  depositHistoryProjection,
  isStale,
  MAX_STORED_PAGES,
  newestFirst,
  storedPage,
} from './deposit-history.projection'
import { queryKey, type DepositQuery } from './deposit-query'
import { cardDeposit, cryptoDeposit, firstPage, stored } from './wallet-fixtures'

const loaded = (query: DepositQuery, ids: number[], at?: string, seenChangedAt: string | null = null) =>
  stored(
    'wallet.deposits.loaded',
    { query, list: ids.map((id) => cryptoDeposit(id)), total: ids.length, seenChangedAt },
    at,
  )

const queryArb = fc.record({
  paymentMethod: fc.constantFrom(...PAYMENT_METHOD_FILTERS),
  from: fc.constantFrom(null, '2026-11-01'),
  to: fc.constantFrom(null, '2026-11-30'),
  page: fc.integer({ min: 1, max: 6 }),
  perPage: fc.constantFrom(5, 10, 15, 20),
})

describe('depositHistoryProjection', () => {
  it('holds nothing until a page is read', () => {
    const state = foldEvents(depositHistoryProjection, [])
    expect(storedPage(state, firstPage())).toBeNull()
  })

  it('keeps each query’s page apart, the latest answer winning, with when it arrived', () => {
    const cards = firstPage({ paymentMethod: 'stripe' })
    const state = foldEvents(depositHistoryProjection, [
      loaded(firstPage(), [1, 2], '2026-11-22T10:00:00.000Z'),
      loaded(cards, [3], '2026-11-22T10:01:00.000Z'),
      loaded(firstPage(), [4, 5, 6], '2026-11-22T10:02:00.000Z'),
    ])

    expect(storedPage(state, firstPage())?.list.map((row) => row.id)).toEqual([6, 5, 4])
    expect(storedPage(state, firstPage())?.loadedAt).toBe('2026-11-22T10:02:00.000Z')
    expect(storedPage(state, cards)?.list.map((row) => row.id)).toEqual([3])
    expect(storedPage(state, firstPage({ page: 2 }))).toBeNull()
  })

  it('shows rows newest first whatever order they came in, ties by the later id', () => {
    const rows = [
      cardDeposit(1, { createdAt: '2026-11-01T00:00:00.000Z' }),
      cardDeposit(2, { createdAt: '2026-11-03T00:00:00.000Z' }),
      cardDeposit(3, { createdAt: '2026-11-01T00:00:00.000Z' }),
    ]
    expect(newestFirst(rows).map((row) => row.id)).toEqual([2, 3, 1])
  })

  it('whatever pages are read, it keeps at most MAX_STORED_PAGES, one per query, the most recently read', () => {
    fc.assert(
      fc.property(fc.array(queryArb, { maxLength: 80 }), (queries) => {
        const state = foldEvents(
          depositHistoryProjection,
          queries.map((query, index) => loaded(query, [index + 1])),
        )
        const keys = state.pages.map((page) => page.key)
        expect(new Set(keys).size).toBe(keys.length)
        expect(state.pages.length).toBeLessThanOrEqual(MAX_STORED_PAGES)
        const last = queries.at(-1)
        if (last) expect(storedPage(state, last)?.list[0]?.id).toBe(queries.length)
        // The most recently read distinct queries are exactly the ones kept.
        const recent = [...new Set(queries.map(queryKey).reverse())].slice(0, MAX_STORED_PAGES)
        expect(new Set(keys)).toEqual(new Set(recent))
      }),
    )
  })

  it('a page is stale once a deposit notice came after it was read, not before', () => {
    expect(isStale(null, null)).toBe(false)
    expect(isStale(null, '2026-11-22T10:00:00.000Z')).toBe(true)
    expect(isStale('2026-11-22T10:00:00.000Z', '2026-11-22T10:00:00.000Z')).toBe(false)
    expect(isStale('2026-11-22T10:00:00.000Z', '2026-11-22T11:00:00.000Z')).toBe(true)
    expect(isStale('2026-11-22T11:00:00.000Z', '2026-11-22T10:00:00.000Z')).toBe(false)
  })

  it('rebuilding from the log equals the state kept incrementally', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(queryArb, { maxLength: 12 }), async (queries) => {
        const db = new HubDatabase(`test-${crypto.randomUUID()}`)
        try {
          const log = createEventLog({ db, projections: [depositHistoryProjection] })
          for (const [index, query] of queries.entries()) {
            const list = [cryptoDeposit(index + 1)]
            await log.append('u1', [
              fact('wallet.deposits.loaded', { query, list, total: 1, seenChangedAt: null }, 'server'),
            ])
          }
          expect(await log.rebuild('u1', depositHistoryProjection)).toEqual(
            (await log.read('u1', depositHistoryProjection)).state,
          )
        } finally {
          await db.delete()
        }
      }),
      { numRuns: 10 },
    )
  })
})
