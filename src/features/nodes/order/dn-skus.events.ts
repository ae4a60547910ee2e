/**
 * Facts of the node order (issue 20): the dedicated-node catalogue as the server last answered
 * it, with the names of its chains, so the wizard's choices show offline too (ordering disabled).
 */
import type { DnSku } from '../../../../contract/methods/nodes'

/** A chain's id and display name (hub_getSupportChains), for the wizard's first step. */
export interface ChainName {
  id: string
  name: string
}

declare module '../../../store/events' {
  interface EventPayloads {
    /** The nodes on sale (hub_getDnSku), in the server's order, and the names of their chains. */
    'nodes.skus.loaded': { list: DnSku[]; chains: ChainName[] }
  }
}
