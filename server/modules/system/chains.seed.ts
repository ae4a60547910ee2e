/**
 * Puts the chain catalogue into an empty database. Only into an empty one: once an operator has
 * edited, disabled or removed networks, a restart must not bring the old catalogue back. Later
 * catalogue changes ship as migrations.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import { CHAIN_CATALOG, templatesFor, wsIdleTimeoutFor, type CatalogChain } from './chains.catalog'

/** Seeds chains and networks when the `chains` table is empty; returns whether it did. */
export async function seedChains(db: Kysely<DB>, catalog: readonly CatalogChain[] = CHAIN_CATALOG): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('chains').select('id').limit(1).executeTakeFirst()
    if (existing) return false
    await trx
      .insertInto('chains')
      .values(
        catalog.map((chain, index) => ({
          id: chain.id,
          name: chain.name,
          symbol: chain.symbol,
          family: chain.family,
          sort_order: index * 10,
        })),
      )
      .execute()
    await trx.insertInto('networks').values(catalog.flatMap(networkRows)).execute()
    return true
  })
}

function networkRows(chain: CatalogChain) {
  return chain.networks.map((network, index) => {
    const templates = templatesFor(network)
    return {
      id: network.id,
      chain_id: chain.id,
      name: network.name,
      evm_chain_id: network.evmChainId,
      testnet: network.testnet,
      https_template: templates.https,
      wss_template: templates.wss,
      archive_mode: network.features.archive_mode,
      mev_protection: network.features.mev_protection,
      bundler: network.features.bundler,
      get_logs_block_range: network.getLogsBlockRange,
      ws_idle_timeout_seconds: wsIdleTimeoutFor(network),
      sort_order: index,
    }
  })
}
