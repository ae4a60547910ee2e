/**
 * Reads the chain catalogue in the contract's shape. Disabled chains and networks are left out,
 * and so is a chain whose networks are all disabled.
 */
import type { Kysely, Selectable } from 'kysely'
import type { Chain, Network, NetworkFeatures } from '../../../contract/index'
import type { DB, NetworksTable } from '../../db/schema'

/** Every enabled chain with its enabled networks, endpoint templates filled with `rpcDomain`. */
export async function listSupportedChains(db: Kysely<DB>, rpcDomain: string): Promise<Chain[]> {
  const chains = await db
    .selectFrom('chains')
    .selectAll()
    .where('enabled', '=', true)
    .orderBy('sort_order')
    .orderBy('id')
    .execute()
  const networks = await db
    .selectFrom('networks')
    .selectAll()
    .where('enabled', '=', true)
    .orderBy('sort_order')
    .orderBy('id')
    .execute()
  return chains
    .map((chain) => ({
      id: chain.id,
      name: chain.name,
      symbol: chain.symbol,
      family: chain.family,
      networks: networks
        .filter((network) => network.chain_id === chain.id)
        .map((network) => toNetwork(network, rpcDomain)),
    }))
    .filter((chain) => chain.networks.length > 0)
}

function toNetwork(row: Selectable<NetworksTable>, rpcDomain: string): Network {
  return {
    id: row.id,
    name: row.name,
    chainId: row.evm_chain_id === null ? null : Number(row.evm_chain_id),
    testnet: row.testnet,
    httpsTemplate: fillDomain(row.https_template, rpcDomain),
    wssTemplate: row.wss_template === null ? null : fillDomain(row.wss_template, rpcDomain),
    features: { archive_mode: row.archive_mode, mev_protection: row.mev_protection, bundler: row.bundler },
    limits: { getLogsBlockRange: row.get_logs_block_range, wsIdleTimeoutSeconds: row.ws_idle_timeout_seconds },
  }
}

function fillDomain(template: string, rpcDomain: string): string {
  return template.replaceAll('{domain}', rpcDomain)
}

/**
 * The features of every network the catalogue serves (enabled, on an enabled chain), by network
 * id: what the gateway's check needs on every RPC call, in one small query.
 */
export async function listNetworkFeatures(db: Kysely<DB>): Promise<ReadonlyMap<string, NetworkFeatures>> {
  const rows = await db
    .selectFrom('networks')
    .innerJoin('chains', 'chains.id', 'networks.chain_id')
    .select(['networks.id', 'networks.archive_mode', 'networks.mev_protection', 'networks.bundler'])
    .where('networks.enabled', '=', true)
    .where('chains.enabled', '=', true)
    .execute()
  return new Map(
    rows.map((row) => [
      row.id,
      { archive_mode: row.archive_mode, mev_protection: row.mev_protection, bundler: row.bundler },
    ]),
  )
}
