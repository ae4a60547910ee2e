/**
 * Which networks of the chain table offer an advanced feature (`Network.features`): the panel
 * says "works on 18 of 23 networks" and lists them, so nobody switches archive mode on for a
 * chain that never serves it.
 */
import type { ApiKeyFeature } from '../../../../contract/enums'
import type { Chain } from '../../../../contract/methods/system'

export interface FeatureNetworks {
  /** The name of every network with the feature (names carry their chain: "Polygon Amoy"), in the table's order. */
  supported: string[]
  /** How many networks the chain table has. */
  total: number
}

export function networksWithFeature(chains: readonly Chain[], feature: ApiKeyFeature): FeatureNetworks {
  const networks = chains.flatMap((chain) => chain.networks)
  return {
    supported: networks.filter((network) => network.features[feature]).map((network) => network.name),
    total: networks.length,
  }
}
