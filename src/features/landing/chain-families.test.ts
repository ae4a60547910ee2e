import { describe, expect, it } from 'vitest'
import type { Chain, Network } from '../../../contract/index'
import { chainFamilies } from './chain-families'

const network = (id: string, testnet: boolean) => ({ id, testnet }) as Network
const chain = (name: string, family: Chain['family'], networks: Network[]): Chain => ({
  id: name.toLowerCase(),
  name,
  symbol: name.slice(0, 3).toUpperCase(),
  family,
  networks,
})

describe('chainFamilies', () => {
  it('counts mainnets and testnets per family, EVM first, and leaves out empty families', () => {
    const families = chainFamilies([
      chain('Solana', 'solana', [network('solana-mainnet', false), network('solana-devnet', true)]),
      chain('Ethereum', 'evm', [
        network('eth-mainnet', false),
        network('eth-sepolia', true),
        network('eth-hoodi', true),
      ]),
      chain('Base', 'evm', [network('base-mainnet', false)]),
    ])
    expect(families).toEqual([
      { family: 'evm', chains: ['Ethereum', 'Base'], mainnets: 2, testnets: 2 },
      { family: 'solana', chains: ['Solana'], mainnets: 1, testnets: 1 },
    ])
  })

  it('has nothing to show for an empty catalogue', () => {
    expect(chainFamilies([])).toEqual([])
  })
})
