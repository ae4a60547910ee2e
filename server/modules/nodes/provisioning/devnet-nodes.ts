/**
 * The real local EVM nodes behind dedicated nodes on the development network: one in-process
 * ganache chain per node (chain id 1337, as the dev network's), in memory, started when the node
 * comes online or, on an instance that has not started it yet (another instance, a restart), on
 * its endpoint's first call. A node's chain is its own: blocks and state are not the shared dev
 * chain's (`wallet/chain/devnet.ts`), as a customer's dedicated node is not the shared endpoint.
 * Instamine with one block mined at start, so `eth_blockNumber` answers a block at once.
 *
 * Each instance behind a load balancer holds its own chain of a node; the sandbox is for
 * development and tests, where one instance serves (a real orchestrator runs one machine).
 */
import type { EthereumProvider } from 'ganache'
import { DEVNET_CHAIN_ID, DEVNET_FUNDER_MNEMONIC } from '../../wallet/chain/devnet-network'

export interface DevnetNodes {
  /** Node `nodeId`'s chain, started when it is not running yet. */
  provider(nodeId: number): Promise<EthereumProvider>
  /** Stops node `nodeId`'s chain, when running. */
  stop(nodeId: number): Promise<void>
  /** How many chains run here (tests). */
  running(): number
  close(): Promise<void>
}

export function createDevnetNodes(): DevnetNodes {
  const chains = new Map<number, Promise<EthereumProvider>>()
  return {
    provider(nodeId) {
      let chain = chains.get(nodeId)
      if (!chain) {
        chain = startChain()
        chains.set(nodeId, chain)
        // A chain that failed to start is forgotten, so the next call tries again.
        chain.catch(() => chains.delete(nodeId))
      }
      return chain
    },
    async stop(nodeId) {
      const chain = chains.get(nodeId)
      chains.delete(nodeId)
      if (chain) await (await chain).disconnect()
    },
    running: () => chains.size,
    async close() {
      const all = [...chains.values()]
      chains.clear()
      await Promise.all(all.map(async (chain) => (await chain).disconnect()))
    },
  }
}

async function startChain(): Promise<EthereumProvider> {
  // ganache takes ~1 s to load: servers that never serve a devnet node never pay it.
  const { default: ganache } = await import('ganache')
  const provider = ganache.provider({
    logging: { quiet: true },
    chain: { chainId: DEVNET_CHAIN_ID },
    wallet: { mnemonic: DEVNET_FUNDER_MNEMONIC, totalAccounts: 1 },
  })
  await provider.request({ method: 'evm_mine', params: [] })
  return provider
}
