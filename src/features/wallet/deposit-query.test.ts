/**
 * The history's query on the wire: calendar days become the instants the contract takes (from
 * the start of the first day to the start of the day after the last), every query the filters can
 * make passes the contract's own params schema, and impossible days are never asked for (the
 * range checks themselves are lib/day-range.test.ts's).
 */
import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { PAYMENT_METHOD_FILTERS } from '../../../contract/enums'
import { walletMethods } from '../../../contract/methods/wallet'
import { rangeProblem } from '../../lib/day-range'
import { depositParams, queryKey } from './deposit-query'
import { firstPage } from './wallet-fixtures'

const day = fc
  .date({ min: new Date(2024, 0, 1), max: new Date(2027, 11, 31), noInvalidDate: true })
  .map(
    (date) =>
      `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`,
  )

describe('the deposit history query', () => {
  it('sends a range of days from the first day’s start to the start of the day after the last', () => {
    const params = depositParams(firstPage({ from: '2026-11-01', to: '2026-11-30' }))
    expect(new Date(params.from ?? '').getTime()).toBe(new Date(2026, 10, 1).getTime())
    expect(new Date(params.to ?? '').getTime()).toBe(new Date(2026, 11, 1).getTime())
    expect(params).toMatchObject({ page: 1, perPage: 5, paymentMethod: 'all' })
  })

  it('leaves out an open end', () => {
    expect(depositParams(firstPage({ to: '2026-11-30' }))).not.toHaveProperty('from')
    expect(depositParams(firstPage({ from: '2026-11-30' }))).not.toHaveProperty('to')
  })

  it('every query the filters allow passes the contract’s params schema', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PAYMENT_METHOD_FILTERS),
        fc.option(day),
        fc.option(day),
        fc.integer({ min: 1, max: 1000 }),
        fc.constantFrom(5, 10, 15, 20),
        (paymentMethod, from, to, page, perPage) => {
          fc.pre(rangeProblem(from, to) === null)
          const params = depositParams({ paymentMethod, from, to, page, perPage })
          const result = v.safeParse(walletMethods.hub_getWalletDeposit.params, params)
          expect(result.issues ?? []).toEqual([])
        },
      ),
    )
  })

  it('names each query apart, and the same values the same', () => {
    expect(queryKey(firstPage())).toBe(queryKey(firstPage()))
    const keys = [
      firstPage(),
      firstPage({ page: 2 }),
      firstPage({ perPage: 10 }),
      firstPage({ paymentMethod: 'cobo' }),
      firstPage({ from: '2026-11-01' }),
      firstPage({ to: '2026-11-01' }),
    ].map(queryKey)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('asks for no day that is not on the calendar', () => {
    const params = depositParams(firstPage({ from: '2026-11-31', to: 'yesterday' }))
    expect(params).not.toHaveProperty('from')
    expect(params).not.toHaveProperty('to')
  })
})
