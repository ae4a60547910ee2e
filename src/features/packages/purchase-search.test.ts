import { describe, expect, it } from 'vitest'
import { readPurchaseSearch } from './purchase-search'

describe('the charge page query', () => {
  it('opens on packages, and on the deposit when a deposit link asks for it', () => {
    expect(readPurchaseSearch({}).tab).toBe('packages')
    expect(readPurchaseSearch({ tab: 'deposit' }).tab).toBe('deposit')
    expect(readPurchaseSearch({ method: 'card' }).tab).toBe('deposit')
    expect(readPurchaseSearch({ order: 'ord_1' }).tab).toBe('deposit')
    expect(readPurchaseSearch({ tab: 'packages', method: 'card' }).tab).toBe('packages')
  })

  it('reads the checkout to open and the order being paid, ignoring anything else', () => {
    expect(readPurchaseSearch({ buy: '3', pay: 'wallet', purchase: 'ord_abc' })).toEqual({
      tab: 'packages',
      skuId: 3,
      method: 'wallet',
      orderId: 'ord_abc',
    })
    expect(readPurchaseSearch({ buy: '-1', pay: 'coin', purchase: 'ord 1<' })).toEqual({
      tab: 'packages',
      skuId: null,
      method: null,
      orderId: null,
    })
  })
})
