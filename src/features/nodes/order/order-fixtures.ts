/* eslint-disable lingui/no-unlocalized-strings -- test data: the names the server's catalogue gives */
/** A small catalogue for the order wizard's tests: the development network and one Ethereum node. */
import type { DnBillingCycle, DnSku, DedicatedNode } from '../../../../contract/methods/nodes'

const cycles = (monthly: string, setupFee: string): DnBillingCycle[] => [
  {
    cycle: 'monthly',
    months: 1,
    price: monthly,
    setupFee,
    firstPayment: (Number(monthly) + Number(setupFee)).toFixed(2),
  },
  {
    cycle: 'quarterly',
    months: 3,
    price: (Number(monthly) * 3).toFixed(2),
    setupFee: '0.00',
    firstPayment: (Number(monthly) * 3).toFixed(2),
  },
  {
    cycle: 'yearly',
    months: 12,
    price: (Number(monthly) * 10).toFixed(2),
    setupFee: '0.00',
    firstPayment: (Number(monthly) * 10).toFixed(2),
  },
]

export const DEVNET_SKU: DnSku = {
  id: 1,
  name: 'Hubdeck Devnet · Local',
  chainId: 'hubdeck',
  networkId: 'hubdeck-devnet',
  networkName: 'Hubdeck Devnet',
  region: 'local',
  regionName: 'This server',
  client: 'ganache',
  monthlyPrice: '10.00',
  currency: 'USD',
  cycles: cycles('10.00', '5.00'),
  cpu: 1,
  memoryGb: 1,
  storageGb: 10,
  archive: false,
  available: true,
}

export const GETH_SKU: DnSku = {
  ...DEVNET_SKU,
  id: 2,
  name: 'Ethereum Full · Frankfurt · Geth',
  chainId: 'ethereum',
  networkId: 'ethereum-mainnet',
  networkName: 'Ethereum Mainnet',
  region: 'eu-central',
  regionName: 'Frankfurt',
  client: 'geth',
  monthlyPrice: '299.00',
  cycles: cycles('299.00', '49.00'),
  available: false,
}

export const CHAINS = [
  { id: 'hubdeck', name: 'Hubdeck Devnet' },
  { id: 'ethereum', name: 'Ethereum' },
]

export function nodeOf(overrides: Partial<DedicatedNode>): DedicatedNode {
  return {
    id: 7,
    orderId: 'ord_1',
    name: 'devnet-1',
    skuId: DEVNET_SKU.id,
    chainId: 'hubdeck',
    networkId: 'hubdeck-devnet',
    networkName: 'Hubdeck Devnet',
    region: 'local',
    regionName: 'This server',
    client: 'ganache',
    status: 'pending',
    cycle: 'monthly',
    progress: 40,
    step: 'installing',
    httpsUrl: null,
    wssUrl: null,
    createdAt: '2026-11-25T10:00:00.000Z',
    expiresAt: null,
    releasesAt: null,
    autoRenew: false,
    ...overrides,
  }
}
