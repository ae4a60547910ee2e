/** Where a feature works, counted from the chain table. */
import { describe, expect, it } from 'vitest'
import type { Chain, Network } from '../../../../contract/methods/system'
import { networksWithFeature } from './feature-networks'

function network(name: string, archive: boolean, bundler: boolean): Network {
  return {
    id: name.toLowerCase().replace(/ /g, '-'),
    name,
    chainId: 1,
    testnet: false,
    httpsTemplate: 'https://x/{key}',
    wssTemplate: null,
    features: { archive_mode: archive, mev_protection: false, bundler },
    limits: { getLogsBlockRange: null, wsIdleTimeoutSeconds: 600 },
  }
}

const chains: Chain[] = [
  {
    id: 'eth',
    name: 'Ethereum',
    symbol: 'ETH',
    family: 'evm',
    networks: [network('Ethereum Mainnet', true, true), network('Ethereum Hoodi', false, false)],
  },
  { id: 'sui', name: 'Sui', symbol: 'SUI', family: 'other', networks: [network('Sui Mainnet', true, false)] },
]

describe('networksWithFeature', () => {
  it('lists the networks with the feature, in the table’s order, out of every network', () => {
    expect(networksWithFeature(chains, 'archive_mode')).toEqual({
      supported: ['Ethereum Mainnet', 'Sui Mainnet'],
      total: 3,
    })
    expect(networksWithFeature(chains, 'mev_protection')).toEqual({ supported: [], total: 3 })
  })

  it('counts nothing before the chain table is loaded', () => {
    expect(networksWithFeature([], 'bundler')).toEqual({ supported: [], total: 0 })
  })
})
