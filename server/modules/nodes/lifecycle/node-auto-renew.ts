/**
 * Auto-renew of a node (its `auto_renew`): a day before its end the node's cycle is paid
 * (node-payment.ts, reason `auto_renewal`), as the packages' auto-renew pays a package
 * (packages/renewals/). A node with a live card subscription (bought by card,
 * node-subscription.ts) is charged to its card (else the wallet's default card) off-session, with
 * the step the packages' renewal uses too (wallet/cards/card-charge.ts `chargeOffSession`); a
 * refused card, or one that needs the customer, pays nothing and the wallet is not touched. Any
 * other node (or one whose subscription has no card left to charge) is paid from the balance.
 * The node row is locked (skip locked) and the due condition checked again under the lock; the
 * new period's `dn_node_payments (node_id, term)` is unique besides, so a period is renewed once
 * across instances and restarts. A failure switches the node's auto-renew off
 * (`renewal_failed_at`; its card subscription is canceled) and tells the owner with
 * `auto_renew_off` and `auto_scaling_failed` (balance short) or `card_auto_scaling_failed` (the
 * card), the packages' notices, naming the node.
 */
import { sql, type Kysely } from 'kysely'
import type { NodeCycleMonths } from '../../../../contract/index'
import type { DB } from '../../../db/schema'
import { notify } from '../../notices/notify'
import { chargeOffSession } from '../../wallet/cards/card-charge'
import type { CardPayments } from '../../wallet/cards/processor'
import { renewingCard } from '../../wallet/cards/subscriptions.queries'
import { payNodeRenewal } from '../node-payment'
import { cancelSubscription, renewsByCard } from '../node-subscription'
import type { NodeOrderTarget } from '../paid-node-order'
import { AUTO_RENEW_AHEAD_MS } from './lifecycle-rules'
import { lockNode, type LockedNode } from './lifecycle-steps'

export type NodeRenewalOutcome = 'renewed_by_wallet' | 'renewed_by_card' | 'failed_wallet_short' | 'failed_card'

/** Nodes due for auto-renew at `now` (read without locks; each is checked again). */
export async function dueAutoRenewals(db: Kysely<DB>, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('dn_nodes')
    .select('id')
    .where('auto_renew', '=', true)
    .where('renewal_failed_at', 'is', null)
    .where('status', 'in', ['online', 'will_expired', 'stopped'])
    .where('expires_at', '<=', new Date(now.getTime() + AUTO_RENEW_AHEAD_MS))
    .orderBy('expires_at')
    .limit(limit)
    .execute()
  return rows.map((row) => Number(row.id))
}

/** Renews node `nodeId` when it is still due; null when it is not (or another instance holds it). */
export async function autoRenewNode(
  trx: Kysely<DB>,
  nodeId: number,
  { now, cards }: { now: Date; cards: CardPayments | null },
): Promise<NodeRenewalOutcome | null> {
  const node = await lockNode(trx, nodeId)
  if (!node || !['online', 'will_expired', 'stopped'].includes(node.status) || !node.expiresAt) return null
  const due = await trx
    .selectFrom('dn_nodes as n')
    .innerJoin('dn_skus as s', 's.id', 'n.sku_id')
    .innerJoin('wallets as w', 'w.id', 'n.wallet_id')
    .select([
      'n.wallet_id',
      'n.cycle_months',
      sql<string>`case n.cycle_months when 1 then s.monthly_price when 3 then s.quarterly_price else s.yearly_price end::text`.as(
        'price',
      ),
      sql<boolean>`w.amount >= case n.cycle_months when 1 then s.monthly_price when 3 then s.quarterly_price else s.yearly_price end`.as(
        'covers',
      ),
    ])
    .where('n.id', '=', nodeId)
    .where('n.auto_renew', '=', true)
    .where('n.renewal_failed_at', 'is', null)
    .where('n.expires_at', '<=', new Date(now.getTime() + AUTO_RENEW_AHEAD_MS))
    .executeTakeFirst()
  if (!due) return null
  const walletId = Number(due.wallet_id)
  const months = due.cycle_months as NodeCycleMonths
  const card = cards && (await renewsByCard(trx, nodeId)) ? await renewingCard(trx, walletId, 'dn_node', nodeId) : null
  if (card && cards) {
    // Bought by card: its card pays, off-session, or auto-renew goes off; the wallet is not touched.
    const orderId = await chargeOffSession(trx, cards, {
      walletId,
      cardId: card.id,
      amount: due.price,
      kind: 'dn_node',
      target: { action: 'renew', nodeId, months } satisfies NodeOrderTarget,
    })
    if (!orderId) {
      await failRenewal(trx, node, due.price, 'card_auto_scaling_failed', now)
      return 'failed_card'
    }
    await payNodeRenewal(trx, { walletId, nodeId, months, channel: 'card', orderId, reason: 'auto_renewal', now })
    await notify(trx, node.owner, 'auto_renew_success', { skuName: node.name, amount: due.price })
    return 'renewed_by_card'
  }
  if (due.covers) {
    await payNodeRenewal(trx, { walletId, nodeId, months, channel: 'wallet', reason: 'auto_renewal', now })
    await notify(trx, node.owner, 'auto_renew_success', { skuName: node.name, amount: due.price })
    return 'renewed_by_wallet'
  }
  await failRenewal(trx, node, due.price, 'auto_scaling_failed', now)
  return 'failed_wallet_short'
}

/** Switches the node's auto-renew off (its card subscription ends with it) and tells the owner why. */
async function failRenewal(
  trx: Kysely<DB>,
  node: LockedNode,
  price: string,
  type: 'auto_scaling_failed' | 'card_auto_scaling_failed',
  now: Date,
): Promise<void> {
  await trx
    .updateTable('dn_nodes')
    .set({ auto_renew: false, renewal_failed_at: now })
    .where('id', '=', node.id)
    .execute()
  await cancelSubscription(trx, node.id)
  await notify(trx, node.owner, 'auto_renew_off', { skuName: node.name })
  await notify(trx, node.owner, type, { skuName: node.name, amount: price })
}
