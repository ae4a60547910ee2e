/**
 * The node list's reads, each returned as the fact the store records (the page draws from the
 * store, so the last answers show offline with their age), and the refresh that a notice, a
 * renewal or a pending node's progress asks for.
 */
import type { DedicatedNode, DnBillingCycle } from '../../../contract/methods/nodes'
import { rpc, rpcSurvivingPageChange, type RpcOptions } from '../../lib/rpc-client'
import { fact, type EventDraft } from '../../store/events'
import { nodeListParams, type NodeListQuery } from './node-list-query'
import { recentNodeQueries, type NodesState } from './nodes.projection'
import './nodes.events'

/** How many of the most recently read list pages a refresh reads again (the one on screen is among them). */
export const REFRESHED_NODE_PAGES = 3

export async function readNodePage(query: NodeListQuery, options: RpcOptions = {}): Promise<EventDraft> {
  const answer = await rpcSurvivingPageChange('hub_getUserDnNodeView', nodeListParams(query), options)
  return fact('nodes.page.loaded', { query, list: answer.list, total: answer.total }, 'server')
}

/**
 * The pages read most recently, read again quietly: what changed on the server (a node online,
 * warned, expired, renewed) shows wherever the list is open. Pages that fail to read are skipped.
 */
export async function readRecentNodePages(state: NodesState): Promise<EventDraft[]> {
  const queries = recentNodeQueries(state, REFRESHED_NODE_PAGES)
  const drafts = await Promise.all(queries.map((query) => readNodePage(query, { hideError: true }).catch(() => null)))
  return drafts.filter((draft): draft is EventDraft => draft !== null)
}

/** The cycles a node can be renewed for, with their prices (its SKU in hub_getDnSku); empty when no longer sold. */
export async function readRenewalCycles(
  node: Pick<DedicatedNode, 'skuId' | 'networkId'>,
  options: RpcOptions = {},
): Promise<DnBillingCycle[]> {
  const skus = await rpc('hub_getDnSku', { networkId: node.networkId }, options)
  return skus.find((sku) => sku.id === node.skuId)?.cycles ?? []
}
