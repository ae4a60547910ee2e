import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PAYMENT_METHOD_FILTERS } from '../../../contract/enums'
import { TABLE_PAGE_SIZES } from '../../components/ui/table-defaults'
import { depositQueryOf, depositSearchOf } from './deposit-search'

describe('the deposit history in the address', () => {
  it('reads what it wrote, for every query the page can make', () => {
    const day = fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10))
    fc.assert(
      fc.property(
        fc.record({
          paymentMethod: fc.constantFrom(...PAYMENT_METHOD_FILTERS),
          from: fc.option(day, { nil: null }),
          to: fc.option(day, { nil: null }),
          page: fc.integer({ min: 1, max: 500 }),
          perPage: fc.constantFrom(...TABLE_PAGE_SIZES),
        }),
        (query) => {
          // As the router keeps it: numbers may come back as strings from a typed address.
          const search = Object.fromEntries(Object.entries(depositSearchOf(query)).map(([k, v]) => [k, String(v)]))
          expect(depositQueryOf(search)).toEqual(query)
        },
      ),
    )
  })

  it('keeps the default page out of the address', () => {
    expect(depositSearchOf({ paymentMethod: 'all', from: null, to: null, page: 1, perPage: 5 })).toEqual({})
  })

  it('falls back to the defaults for what it cannot read', () => {
    expect(depositQueryOf({ method: 'paypal', from: '31/12/2026', to: 7, page: '-2', size: '13' })).toEqual({
      paymentMethod: 'all',
      from: null,
      to: null,
      page: 1,
      perPage: 5,
    })
  })
})
