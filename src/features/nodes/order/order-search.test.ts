import { describe, expect, it } from 'vitest'
import { readNodeOrderSearch, summarySearch } from './order-search'

describe('the order wizard query', () => {
  it('reads the summary to open and the paid order to follow', () => {
    expect(readNodeOrderSearch({ sku: '4', months: '1', pay: 'wallet', paid: 'ord_1-a' })).toEqual({
      skuId: 4,
      months: 1,
      method: 'wallet',
      paidOrderId: 'ord_1-a',
    })
    expect(readNodeOrderSearch({ sku: 4, months: 12, pay: 'card' })).toMatchObject({ skuId: 4, months: 12 })
  })

  it('ignores what is not a SKU, a cycle, a way of paying or an order id', () => {
    expect(readNodeOrderSearch({ sku: '-1', months: '6', pay: 'cash', paid: 'a b' })).toEqual({
      skuId: null,
      months: null,
      method: null,
      paidOrderId: null,
    })
    expect(readNodeOrderSearch({})).toEqual({ skuId: null, months: null, method: null, paidOrderId: null })
  })

  it('writes a summary back as the query it reads', () => {
    expect(readNodeOrderSearch(summarySearch(4, 3, 'wallet'))).toMatchObject({ skuId: 4, months: 3, method: 'wallet' })
    expect(summarySearch(4, 3, null)).toEqual({ sku: 4, months: 3 })
  })
})
