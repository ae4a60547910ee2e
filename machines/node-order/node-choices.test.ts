import { describe, expect, it } from 'vitest'
import { choiceOf, choose, chooseCycle, cyclesOf, NO_CHOICE, optionsOf, priceOf, skuOf } from './node-choices'
import { DEVNET, ERIGON_EU, GETH_EU, SKUS } from './node-order.fixture'
import type { NodeChoice } from './node-order.types'

const ethereumEu: NodeChoice = {
  chainId: 'ethereum',
  networkId: 'ethereum-mainnet',
  region: 'eu-central',
  client: 'geth',
  months: null,
}

describe('the choices of a node order', () => {
  it('lists the chains, then the networks, regions and clients under what was chosen', () => {
    expect(optionsOf(SKUS, NO_CHOICE, 'chainId')).toEqual([
      { id: 'ethereum', name: 'Ethereum', available: true },
      { id: 'hubdeck', name: 'Hubdeck', available: true },
    ])
    expect(optionsOf(SKUS, NO_CHOICE, 'networkId')).toEqual([])
    const chain = choose(SKUS, NO_CHOICE, 'chainId', 'ethereum') as NodeChoice
    expect(optionsOf(SKUS, chain, 'networkId').map((option) => option.name)).toEqual(['Ethereum Mainnet'])
    const network = choose(SKUS, chain, 'networkId', 'ethereum-mainnet') as NodeChoice
    expect(optionsOf(SKUS, network, 'region')).toEqual([
      { id: 'eu-central', name: 'Frankfurt', available: true },
      { id: 'us-east', name: 'Virginia', available: false },
    ])
    const region = choose(SKUS, network, 'region', 'eu-central') as NodeChoice
    expect(optionsOf(SKUS, region, 'client').map((option) => option.id)).toEqual(['geth', 'erigon'])
  })

  it('refuses an option that is unavailable or not under the earlier choices', () => {
    const network = { ...NO_CHOICE, chainId: 'ethereum', networkId: 'ethereum-mainnet' }
    expect(choose(SKUS, network, 'region', 'us-east')).toBeNull()
    expect(choose(SKUS, network, 'region', 'mars')).toBeNull()
    expect(choose(SKUS, NO_CHOICE, 'networkId', 'ethereum-mainnet')).toBeNull()
    expect(choose(SKUS, network, 'client', 'geth')).toBeNull()
  })

  it('clears every later choice when an earlier one changes, and keeps them when it does not', () => {
    const full = { ...ethereumEu, months: 3 }
    expect(choose(SKUS, full, 'chainId', 'hubdeck')).toEqual({ ...NO_CHOICE, chainId: 'hubdeck' })
    expect(choose(SKUS, full, 'client', 'erigon')).toEqual({ ...ethereumEu, client: 'erigon' })
    expect(choose(SKUS, full, 'region', 'eu-central')).toBe(full)
  })

  it('offers the billing cycles of the one SKU chosen, shortest first', () => {
    expect(skuOf(SKUS, ethereumEu)).toBe(GETH_EU)
    expect(cyclesOf(SKUS, ethereumEu).map((cycle) => cycle.months)).toEqual([1, 3, 12])
    expect(cyclesOf(SKUS, { ...ethereumEu, client: null })).toEqual([])
    expect(chooseCycle(SKUS, ethereumEu, 3)).toEqual({ ...ethereumEu, months: 3 })
    expect(chooseCycle(SKUS, ethereumEu, 6)).toBeNull()
    expect(skuOf(SKUS, { ...ethereumEu, region: 'us-east' })).toBeUndefined()
  })

  it('finds the whole choice of a SKU and cycle again (back from a deposit), if still on sale', () => {
    expect(choiceOf(SKUS, ERIGON_EU.id, 12)).toEqual({ ...ethereumEu, client: 'erigon', months: 12 })
    expect(choiceOf(SKUS, 3, 1)).toBeNull()
    expect(choiceOf(SKUS, 99, 1)).toBeNull()
    expect(choiceOf(SKUS, DEVNET.id, 3)).toBeNull()
  })

  it('prices the cycle with the set-up fee on the monthly cycle only, against the balance if known', () => {
    expect(priceOf(SKUS, { ...ethereumEu, months: 1 }, '300.00')).toEqual({
      months: 1,
      price: '299',
      setupFee: '49.00',
      total: '348.00',
      covered: false,
    })
    expect(priceOf(SKUS, { ...ethereumEu, months: 3 }, '897.00')).toMatchObject({ total: '897.00', covered: true })
    expect(priceOf(SKUS, { ...ethereumEu, months: 12 }, null)).toMatchObject({ total: '2990.00', covered: null })
    expect(priceOf(SKUS, ethereumEu, '1000.00')).toBeNull()
  })
})
