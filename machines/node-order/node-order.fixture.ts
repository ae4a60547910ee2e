/** A small catalogue for the node order's tests: two chains, regions with and without capacity. */
import type { NodeCycle, NodeSku } from './node-order.types'

const cycles = (monthly: string): NodeCycle[] => [
  { months: 12, price: String(Number(monthly) * 10) + '.00', setupFee: '0.00' },
  { months: 1, price: monthly, setupFee: '49.00' },
  { months: 3, price: String(Number(monthly) * 3) + '.00', setupFee: '0.00' },
]

const sku = (id: number, overrides: Partial<NodeSku>): NodeSku => ({
  id,
  chainId: 'ethereum',
  chainName: 'Ethereum',
  networkId: 'ethereum-mainnet',
  networkName: 'Ethereum Mainnet',
  region: 'eu-central',
  regionName: 'Frankfurt',
  client: 'geth',
  available: true,
  cycles: cycles('299'),
  ...overrides,
})

export const GETH_EU = sku(1, {})
export const ERIGON_EU = sku(2, { client: 'erigon', cycles: cycles('499') })
/** No capacity in Virginia now. */
export const GETH_US = sku(3, { region: 'us-east', regionName: 'Virginia', available: false })
export const DEVNET = sku(4, {
  chainId: 'hubdeck',
  chainName: 'Hubdeck',
  networkId: 'hubdeck-devnet',
  networkName: 'Hubdeck Devnet',
  region: 'local',
  regionName: 'Local',
  client: 'ganache',
  cycles: [{ months: 1, price: '10.00', setupFee: '5.00' }],
})
export const SKUS: NodeSku[] = [GETH_EU, ERIGON_EU, GETH_US, DEVNET]
