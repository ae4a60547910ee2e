/**
 * The node methods (contract/methods/nodes.ts). Writes run in the call's transaction
 * (rpc/dispatch.ts): a refusal changes nothing. Reads and writes act on the call's owner: the
 * team in context (its Team-Id and role checked by the dispatcher), else the caller.
 */
import type { MethodRegistry } from '../../rpc/registry'
import { cardPaymentsOff } from '../wallet/cards/card-errors'
import { ownerOfCall } from '../wallet/cards/card-wallet'
import type { CardPayments } from '../wallet/cards/processor'
import { buyNodeByCard, buyNodeByWallet, renewNodeByCard, renewNodeByWallet, setNodeAutoRenew } from './node-orders'
import { readerFor, type NodeRuntime } from './node-runtime'
import { DEVNET_ID } from '../wallet/chain/devnet-network'
import { dnSkuList } from './node-skus'
import { nodePage } from './node-view'

export function registerNodeMethods(
  registry: MethodRegistry,
  runtime: () => NodeRuntime,
  cards: CardPayments | null,
): void {
  registry.register('hub_getDnSku', async (ctx, { networkId }) => {
    const skus = await dnSkuList(ctx.db, networkId)
    return runtime().sellsDevnet ? skus : skus.filter((sku) => sku.networkId !== DEVNET_ID)
  })
  registry.register('hub_getUserDnNodeView', async (ctx, filter) =>
    nodePage(ctx.db, ownerOfCall(ctx), filter, readerFor(runtime(), ctx)),
  )
  registry.register('hub_buyDnNodeByWallet', async (ctx, choice) => buyNodeByWallet(ctx, runtime(), choice))
  registry.register('hub_renewDnNodeByWallet', async (ctx, choice) => renewNodeByWallet(ctx, runtime(), choice))
  registry.register('hub_setDnNodeAutoRenew', async (ctx, choice) => setNodeAutoRenew(ctx, runtime(), choice))
  const off = async () => {
    throw cardPaymentsOff()
  }
  registry.register(
    'hub_buyDnNodeByCard',
    cards ? async (ctx, choice) => buyNodeByCard(ctx, runtime(), cards, choice) : off,
  )
  registry.register('hub_renewDnNodeByCard', cards ? async (ctx, choice) => renewNodeByCard(ctx, cards, choice) : off)
}
