/**
 * A node's card subscription (`card_subscriptions` of kind `dn_node`, `target_id` the node's id):
 * what makes its auto-renewal charge a card rather than the wallet. A node bought by card with
 * auto-renew opens one (paid-node-order.ts), naming the saved card that paid, or none for a card
 * typed once (the wallet's default card renews it then). It is listed by hub_getSubscriptions
 * like a package's; its period end follows the node's; hub_setDnNodeAutoRenew off cancels it at
 * the period's end and on again resumes it; a failed card renewal, the node's expiry or its
 * release cancel it.
 */
import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'

/** The renewal a node bought by card charges to a card, from the purchase that started it. */
export interface NodeSubscription {
  walletId: number
  nodeId: number
  /** The node's name, for display. */
  name: string
  /** What one renewal of the node's cycle costs (USD, decimal). */
  amount: string
  /** The saved card that paid; null when it was typed in and not saved. */
  cardId: string | null
  currentPeriodEnd: Date
}

export async function openNodeSubscription(db: Kysely<DB>, next: NodeSubscription): Promise<void> {
  await db
    .insertInto('card_subscriptions')
    .values({
      id: `sub_${randomBytes(12).toString('base64url')}`,
      wallet_id: next.walletId,
      kind: 'dn_node',
      target_id: next.nodeId,
      name: next.name,
      status: 'active',
      amount: next.amount,
      card_id: next.cardId,
      current_period_end: next.currentPeriodEnd,
    })
    .execute()
}

/** Whether node `nodeId` renews by card: its subscription is active and not canceling. */
export async function renewsByCard(db: Kysely<DB>, nodeId: number): Promise<boolean> {
  const row = await nodeSubscriptions(db, nodeId)
    .select('id')
    .where('status', '=', 'active')
    .where('cancel_at_period_end', '=', false)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * Follows the node's auto-renew switch: off cancels its subscription at the period's end, on
 * resumes it (also one a failed renewal or the expiry canceled: the customer chose again).
 */
export async function followAutoRenew(db: Kysely<DB>, nodeId: number, autoRenew: boolean): Promise<void> {
  await db
    .updateTable('card_subscriptions')
    .set(autoRenew ? { status: 'active', cancel_at_period_end: false } : { cancel_at_period_end: true })
    .where('kind', '=', 'dn_node')
    .where('target_id', '=', nodeId)
    .execute()
}

/** The node's period now ends at `end` (online, renewed). */
export async function moveSubscriptionEnd(db: Kysely<DB>, nodeId: number, end: Date): Promise<void> {
  await db
    .updateTable('card_subscriptions')
    .set({ current_period_end: end })
    .where('kind', '=', 'dn_node')
    .where('target_id', '=', nodeId)
    .where('status', '<>', 'canceled')
    .execute()
}

/** The node's subscription ends now (a failed card renewal, expiry, release). */
export async function cancelSubscription(db: Kysely<DB>, nodeId: number): Promise<void> {
  await db
    .updateTable('card_subscriptions')
    .set({ status: 'canceled' })
    .where('kind', '=', 'dn_node')
    .where('target_id', '=', nodeId)
    .where('status', '<>', 'canceled')
    .execute()
}

function nodeSubscriptions(db: Kysely<DB>, nodeId: number) {
  return db.selectFrom('card_subscriptions').where('kind', '=', 'dn_node').where('target_id', '=', nodeId)
}
