/** The statements query survives the address: read back as written, defaults left out, nonsense ignored. */
import { describe, expect, it } from 'vitest'
import { billQuery } from './billing-fixtures'
import { billParams, purchaseParams, statementKey } from './statement-query'
import { statementQueryOf, statementSearchOf } from './statement-search'

describe('statement search', () => {
  it('writes only what differs from the defaults and reads it back', () => {
    const query = billQuery({
      tab: 'purchase',
      packageType: 'standard',
      paymentChannel: 'card',
      from: '2026-11-01',
      to: '2026-11-30',
      page: 2,
      perPage: 10,
    })
    const search = statementSearchOf(query)
    expect(search).toEqual({
      tab: 'purchase',
      package: 'standard',
      channel: 'card',
      from: '2026-11-01',
      to: '2026-11-30',
      page: 2,
      size: 10,
    })
    expect(statementQueryOf(search as Record<string, unknown>)).toEqual(query)
    expect(statementSearchOf(billQuery())).toEqual({})
  })

  it('falls back to the defaults for anything it cannot read', () => {
    const query = statementQueryOf({ tab: 'nope', type: 'x', channel: 7, page: -3, size: 11, from: '2026-13-45' })
    expect(query).toEqual(billQuery())
  })
})

describe('statement query', () => {
  it('asks each list for its own filters and a range of whole days, the last one included', () => {
    const query = billQuery({ billType: 'deposit', paymentChannel: 'coin', from: '2026-11-01', to: '2026-11-01' })
    const params = billParams(query)
    expect(params).toMatchObject({ page: 1, perPage: 5, billType: 'deposit', paymentChannel: 'coin' })
    expect(Date.parse(params.to!) - Date.parse(params.from!)).toBe(86_400_000)
    expect(purchaseParams({ ...query, tab: 'purchase' })).not.toHaveProperty('billType')
  })

  it('keys a query by the filters of its tab only', () => {
    expect(statementKey(billQuery({ paymentMethod: 'cobo' }))).toBe(statementKey(billQuery()))
    expect(statementKey(billQuery({ tab: 'deposit', paymentMethod: 'cobo' }))).not.toBe(
      statementKey(billQuery({ tab: 'deposit' })),
    )
  })
})
