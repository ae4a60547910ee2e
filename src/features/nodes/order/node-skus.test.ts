import { describe, expect, it } from 'vitest'
import { choiceOf, optionsOf, priceOf } from '../../../../machines/node-order/node-choices'
import { NO_CHOICE } from '../../../../machines/node-order/node-choices'
import { readingOf } from './order-effects'
import { toNodeSkus } from './node-skus'
import { CHAINS, DEVNET_SKU, GETH_SKU, nodeOf } from './order-fixtures'

describe('the catalogue as the order machine reads it', () => {
  it('names each chain, keeps availability, and prices a cycle with its set-up fee', () => {
    const skus = toNodeSkus({ skus: [DEVNET_SKU, GETH_SKU], chains: CHAINS })
    expect(optionsOf(skus, NO_CHOICE, 'chainId')).toEqual([
      { id: 'hubdeck', name: 'Hubdeck Devnet', available: true },
      { id: 'ethereum', name: 'Ethereum', available: false },
    ])
    const monthly = choiceOf(skus, DEVNET_SKU.id, 1)
    expect(monthly && priceOf(skus, monthly, '100.00')).toEqual({
      months: 1,
      price: '10.00',
      setupFee: '5.00',
      total: '15.00',
      covered: true,
    })
  })

  it('names a chain the chain list lacks by its network', () => {
    const [sku] = toNodeSkus({ skus: [GETH_SKU], chains: [] })
    expect(sku?.chainName).toBe('Ethereum Mainnet')
  })
})

describe("a paid order's node as the machine reads it", () => {
  it('is pending until the server has made it, then follows its status', () => {
    expect(readingOf(null)).toEqual({ nodeId: null, status: 'pending', progress: 0 })
    expect(readingOf(nodeOf({}))).toEqual({ nodeId: 7, status: 'pending', progress: 40 })
    expect(readingOf(nodeOf({ status: 'online', progress: 100 }))).toEqual({
      nodeId: 7,
      status: 'online',
      progress: 100,
    })
    expect(readingOf(nodeOf({ status: 'will_expired' })).status).toBe('online')
    expect(readingOf(nodeOf({ status: 'stopped' })).status).toBe('failed')
  })
})
