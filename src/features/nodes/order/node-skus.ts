/**
 * The catalogue as the node order machine reads it (machines/node-order/node-order.types.ts):
 * each `DnSku` with its chain's display name and its cycles as months, price and set-up fee.
 */
import type { DnSku } from '../../../../contract/methods/nodes'
import type { NodeSku } from '../../../../machines/node-order/node-order.types'
import type { ChainName } from './dn-skus.events'

/** What the store keeps of the catalogue. */
export interface DnCatalogue {
  skus: DnSku[]
  chains: ChainName[]
}

export function toNodeSkus({ skus, chains }: DnCatalogue): NodeSku[] {
  const names = new Map(chains.map((chain) => [chain.id, chain.name]))
  return skus.map((sku) => ({
    id: sku.id,
    chainId: sku.chainId,
    // A chain the catalogue of chains does not name yet shows by its network.
    chainName: names.get(sku.chainId) ?? sku.networkName,
    networkId: sku.networkId,
    networkName: sku.networkName,
    region: sku.region,
    regionName: sku.regionName,
    client: sku.client,
    available: sku.available,
    cycles: sku.cycles.map(({ months, price, setupFee }) => ({ months, price, setupFee })),
  }))
}
