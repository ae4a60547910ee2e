/**
 * The chain catalogue the server starts with: the networks a node provider of this kind serves,
 * with real chain ids, which advanced features each supports and the limits customers hit.
 * A data file, so longer than most; an operator edits the tables afterwards, not this file.
 *
 * Features: archive on the mainnets (and Sepolia) where full history is kept; MEV protection only
 * where a private-transaction relay exists (Ethereum, BNB Smart Chain, Base mainnets); a bundler
 * where ERC-4337's EntryPoint is deployed (not zkSync Era, whose accounts are natively abstract,
 * nor non-EVM chains). Holesky is absent: it was shut down in 2025, Hoodi replaced it.
 */
import type { NetworkFeatures } from '../../../contract/index'

/** A network of the catalogue, before templates are made from its id. */
export interface CatalogNetwork {
  id: string
  name: string
  evmChainId: number | null
  testnet: boolean
  features: NetworkFeatures
  getLogsBlockRange: number | null
  /** Whether the gateway offers WebSocket endpoints for this network. */
  wss: boolean
}

/** A chain of the catalogue with its networks, in display order. */
export interface CatalogChain {
  id: string
  name: string
  symbol: string
  family: 'evm' | 'solana' | 'other'
  networks: CatalogNetwork[]
}

/** Seconds of silence after which the gateway closes a WebSocket. */
export function wsIdleTimeoutFor(network: CatalogNetwork): number {
  return network.testnet ? 300 : 600 // 5 and 10 minutes
}

/** The endpoint templates of a network; `{domain}` is filled from `HUBDECK_RPC_DOMAIN` when read. */
export function templatesFor(network: CatalogNetwork): { https: string; wss: string | null } {
  return {
    https: `https://${network.id}.{domain}/v1/rpc/{key}`,
    wss: network.wss ? `wss://${network.id}.{domain}/v1/ws/{key}` : null,
  }
}

/** The catalogue, in the order the dashboard lists it. */
export const CHAIN_CATALOG: readonly CatalogChain[] = [
  chain('ethereum', 'Ethereum', 'ETH', [
    evm('ethereum-mainnet', 'Ethereum Mainnet', 1, 'archive mev bundler', 10_000),
    evm('ethereum-sepolia', 'Ethereum Sepolia', 11_155_111, 'testnet archive bundler', 10_000),
    evm('ethereum-hoodi', 'Ethereum Hoodi', 560_048, 'testnet', 10_000),
  ]),
  chain('bsc', 'BNB Smart Chain', 'BNB', [
    evm('bsc-mainnet', 'BNB Smart Chain Mainnet', 56, 'archive mev bundler', 5_000),
    evm('bsc-testnet', 'BNB Smart Chain Testnet', 97, 'testnet bundler', 5_000),
  ]),
  chain('polygon', 'Polygon', 'POL', [
    evm('polygon-mainnet', 'Polygon PoS', 137, 'archive bundler', 5_000),
    evm('polygon-amoy', 'Polygon Amoy', 80_002, 'testnet bundler', 5_000),
  ]),
  chain('arbitrum', 'Arbitrum', 'ETH', [
    evm('arbitrum-mainnet', 'Arbitrum One', 42_161, 'archive bundler', 10_000),
    evm('arbitrum-nova', 'Arbitrum Nova', 42_170, 'archive', 10_000),
    evm('arbitrum-sepolia', 'Arbitrum Sepolia', 421_614, 'testnet bundler', 10_000),
  ]),
  chain('optimism', 'Optimism', 'ETH', [
    evm('optimism-mainnet', 'OP Mainnet', 10, 'archive bundler', 10_000),
    evm('optimism-sepolia', 'OP Sepolia', 11_155_420, 'testnet bundler', 10_000),
  ]),
  chain('base', 'Base', 'ETH', [
    evm('base-mainnet', 'Base Mainnet', 8_453, 'archive mev bundler', 10_000),
    evm('base-sepolia', 'Base Sepolia', 84_532, 'testnet bundler', 10_000),
  ]),
  chain('avalanche', 'Avalanche', 'AVAX', [
    evm('avalanche-mainnet', 'Avalanche C-Chain', 43_114, 'archive bundler', 2_048),
    evm('avalanche-fuji', 'Avalanche Fuji', 43_113, 'testnet bundler', 2_048),
  ]),
  chain('zksync', 'zkSync Era', 'ETH', [
    evm('zksync-mainnet', 'zkSync Era Mainnet', 324, 'archive', 10_000),
    evm('zksync-sepolia', 'zkSync Era Sepolia', 300, 'testnet', 10_000),
  ]),
  chain('linea', 'Linea', 'ETH', [
    evm('linea-mainnet', 'Linea Mainnet', 59_144, 'archive bundler', 10_000),
    evm('linea-sepolia', 'Linea Sepolia', 59_141, 'testnet bundler', 10_000),
  ]),
  chain('scroll', 'Scroll', 'ETH', [
    evm('scroll-mainnet', 'Scroll Mainnet', 534_352, 'archive bundler', 10_000),
    evm('scroll-sepolia', 'Scroll Sepolia', 534_351, 'testnet', 10_000),
  ]),
  chain('mantle', 'Mantle', 'MNT', [
    evm('mantle-mainnet', 'Mantle Mainnet', 5_000, 'archive bundler', 10_000),
    evm('mantle-sepolia', 'Mantle Sepolia', 5_003, 'testnet', 10_000),
  ]),
  chain('sonic', 'Sonic', 'S', [
    evm('sonic-mainnet', 'Sonic Mainnet', 146, 'archive', 10_000),
    evm('sonic-blaze', 'Sonic Blaze Testnet', 57_054, 'testnet', 10_000),
  ]),
  chain('gnosis', 'Gnosis', 'XDAI', [
    evm('gnosis-mainnet', 'Gnosis Chain', 100, 'archive bundler', 10_000),
    evm('gnosis-chiado', 'Gnosis Chiado', 10_200, 'testnet', 10_000),
  ]),
  chain(
    'solana',
    'Solana',
    'SOL',
    [
      nonEvm('solana-mainnet', 'Solana Mainnet Beta', 'archive wss'),
      nonEvm('solana-devnet', 'Solana Devnet', 'testnet wss'),
      nonEvm('solana-testnet', 'Solana Testnet', 'testnet wss'),
    ],
    'solana',
  ),
  // Sui retired its WebSocket subscriptions in favour of gRPC streaming: HTTPS only.
  chain(
    'sui',
    'Sui',
    'SUI',
    [nonEvm('sui-mainnet', 'Sui Mainnet', ''), nonEvm('sui-testnet', 'Sui Testnet', 'testnet')],
    'other',
  ),
]

function chain(
  id: string,
  name: string,
  symbol: string,
  networks: CatalogNetwork[],
  family: CatalogChain['family'] = 'evm',
): CatalogChain {
  return { id, name, symbol, family, networks }
}

/** `flags`: space-separated `testnet archive mev bundler`. EVM networks always offer WebSockets. */
function evm(id: string, name: string, chainId: number, flags: string, getLogsBlockRange: number): CatalogNetwork {
  return { ...network(id, name, flags), evmChainId: chainId, getLogsBlockRange, wss: true }
}

/** Non-EVM networks have no chain id and no eth_getLogs; `flags` may add `wss`. */
function nonEvm(id: string, name: string, flags: string): CatalogNetwork {
  return { ...network(id, name, flags), evmChainId: null, getLogsBlockRange: null, wss: flags.includes('wss') }
}

function network(
  id: string,
  name: string,
  flags: string,
): Omit<CatalogNetwork, 'evmChainId' | 'getLogsBlockRange' | 'wss'> {
  const has = (flag: string) => flags.split(' ').includes(flag)
  return {
    id,
    name,
    testnet: has('testnet'),
    features: { archive_mode: has('archive'), mev_protection: has('mev'), bundler: has('bundler') },
  }
}
