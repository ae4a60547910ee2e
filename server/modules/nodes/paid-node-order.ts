/**
 * A node order paid by card (a saved card's, or one typed into the processor's field) becomes its
 * node or its renewal: called by the order's settlement (wallet/cards/order-settlement.ts
 * `settlePaid`) in the webhook's transaction, under the order's row lock and only when the order
 * was not paid before, so it runs once per order however often the processor delivers (and
 * `dn_node_payments.order_id` is unique besides). A node bought with auto-renew renews by card
 * from then on (node-subscription.ts). Money that arrived is never refused: a renewal paid for a
 * node released meanwhile buys nothing but is kept as paid for support to refund; that is logged,
 * not thrown, so the webhook is not delivered forever.
 */
import type { Kysely } from 'kysely'
import type { NodeCycleMonths } from '../../../contract/index'
import type { DB } from '../../db/schema'
import { HubRpcError } from '../../rpc/errors'
import { lockWallet } from '../packages/purchases/free-claim'
import { ownerOfWallet } from '../wallet/ledger'
import { payNodeBuy, payNodeRenewal } from './node-payment'
import { dnSkuById } from './node-skus'

/** What a node order pays for (`payment_orders.target`; a type, so it is a plain JSON record). */
export type NodeOrderTarget =
  | { action: 'buy'; skuId: number; months: NodeCycleMonths; name: string | null; autoRenew: boolean }
  | { action: 'renew'; nodeId: number; months: NodeCycleMonths }

/** The paid order, as the settlement read it. */
export interface PaidNodeOrder {
  id: string
  wallet_id: string | number
  /** The saved card that paid; null for a card typed into the processor's field. */
  card_id: string | null
  target: Record<string, unknown>
}

export async function completeNodeOrder(db: Kysely<DB>, order: PaidNodeOrder): Promise<void> {
  const target = nodeOrderTarget(order)
  const walletId = Number(order.wallet_id)
  await lockWallet(db, walletId)
  const paid = { walletId, months: target.months, channel: 'card' as const, orderId: order.id, now: new Date() }
  if (target.action === 'buy') {
    const owner = await ownerOfWallet(db, walletId)
    const sku = await dnSkuById(db, target.skuId)
    await payNodeBuy(db, {
      ...paid,
      owner,
      sku,
      name: target.name ?? undefined,
      autoRenew: target.autoRenew,
      card: { cardId: order.card_id },
    })
    return
  }
  try {
    await payNodeRenewal(db, { ...paid, nodeId: target.nodeId, reason: 'renewal' })
  } catch (error) {
    // The node was released between the charge and its webhook: the order stays paid, nothing renews.
    if (!(error instanceof HubRpcError)) throw error
  }
}

/** The order's target, checked: it was written by node-orders.ts. */
function nodeOrderTarget(order: PaidNodeOrder): NodeOrderTarget {
  const raw = order.target
  const months = raw.months
  const monthsOk = months === 1 || months === 3 || months === 12
  if (raw.action === 'buy' && monthsOk && typeof raw.skuId === 'number' && typeof raw.autoRenew === 'boolean') {
    return raw as NodeOrderTarget
  }
  if (raw.action === 'renew' && monthsOk && typeof raw.nodeId === 'number') return raw as NodeOrderTarget
  throw new Error(`node order ${order.id} has a malformed target: ${JSON.stringify(raw)}`)
}
