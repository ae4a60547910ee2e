/**
 * The chain catalogue (`hub_getSupportChains`) summed up for a visitor: per family, which chains
 * and how many mainnets and testnets, so the landing page names what is served without listing
 * every network.
 */
import type { Chain } from '../../../contract/index'

export interface ChainFamily {
  family: Chain['family']
  /** The family's chain names, in the catalogue's order. */
  chains: string[]
  mainnets: number
  testnets: number
}

/** The order families are shown in: the EVM chains most customers come for, then the others. */
const FAMILY_ORDER: ReadonlyArray<Chain['family']> = ['evm', 'solana', 'other']

export function chainFamilies(chains: readonly Chain[]): ChainFamily[] {
  return FAMILY_ORDER.flatMap((family) => {
    const members = chains.filter((chain) => chain.family === family)
    if (members.length === 0) return []
    const networks = members.flatMap((chain) => chain.networks)
    const testnets = networks.filter((network) => network.testnet).length
    return [{ family, chains: members.map((chain) => chain.name), mainnets: networks.length - testnets, testnets }]
  })
}
