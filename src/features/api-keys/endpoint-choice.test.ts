/** The network a card shows first, and the masked secret. */
import { describe, expect, it } from 'vitest'
import type { Chain, Network } from '../../../contract/methods/system'
import { chooseNetwork, maskSecret } from './endpoint-choice'

const network = (id: string, testnet = false): Network => ({
  id,
  name: id,
  chainId: 1,
  testnet,
  httpsTemplate: `https://${id}.example/v1/{key}`,
  wssTemplate: null,
  features: { archive_mode: false, mev_protection: false, bundler: false },
  limits: { getLogsBlockRange: 1024, wsIdleTimeoutSeconds: 300 },
})
const chain = (id: string, networks: Network[]): Chain => ({ id, name: id, symbol: 'X', family: 'evm', networks })

const chains = [
  chain('empty', []),
  chain('ethereum', [network('ethereum-sepolia', true), network('ethereum-mainnet')]),
  chain('base', [network('base-sepolia', true)]),
]

describe('the network a key card shows', () => {
  it('starts on the first chain with networks, on its mainnet', () => {
    expect(chooseNetwork(chains)).toMatchObject({ chain: { id: 'ethereum' }, network: { id: 'ethereum-mainnet' } })
  })

  it('keeps the chain and network chosen', () => {
    expect(chooseNetwork(chains, 'ethereum', 'ethereum-sepolia')?.network.id).toBe('ethereum-sepolia')
  })

  it('a network of another chain falls back to the chosen chain’s mainnet, or its first network', () => {
    expect(chooseNetwork(chains, 'ethereum', 'base-sepolia')?.network.id).toBe('ethereum-mainnet')
    expect(chooseNetwork(chains, 'base')?.network.id).toBe('base-sepolia')
  })

  it('is nothing without networks', () => {
    expect(chooseNetwork([])).toBeNull()
    expect(chooseNetwork([chain('empty', [])])).toBeNull()
  })
})

describe('a masked secret', () => {
  it('keeps its first and last four characters', () => {
    const secret = 'abcdEFGH1234ijklMNOP5678'
    expect(maskSecret(`https://x.example/v1/${secret}`, secret)).toBe('https://x.example/v1/abcd••••••••5678')
  })

  it('hides a short secret whole', () => {
    expect(maskSecret('wss://x/abc', 'abc')).toBe('wss://x/••••••••')
  })
})
