/**
 * Facts of the dedicated nodes list (issue 20, /rpc/dedicated-node): one page of the caller's
 * nodes as the server answered a query, and one node as a renewal or the auto-renew switch
 * answered it. Each carries the server's answer whole, so the projection needs nothing else.
 */
import type { DedicatedNode } from '../../../contract/methods/nodes'
import type { NodeListQuery } from './node-list-query'

declare module '../../store/events' {
  interface EventPayloads {
    /** One page of the caller's nodes (hub_getUserDnNodeView) as answered to `query`. */
    'nodes.page.loaded': { query: NodeListQuery; list: DedicatedNode[]; total: number }
    /**
     * One node as the server answered a change of it: a renewal by wallet (hub_renewDnNodeByWallet,
     * its new end) or auto-renew switched (hub_setDnNodeAutoRenew).
     */
    'nodes.node.saved': { node: DedicatedNode }
  }
}
