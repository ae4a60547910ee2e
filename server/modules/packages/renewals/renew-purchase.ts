/**
 * Renews one claimed purchase (due-renewals.ts), in the claim's transaction: the wallet pays when
 * its balance covers the price (`completePurchase`, channel `wallet`, reason `renewal`), else the
 * card that renews the package (its card subscription's, else the wallet's default card), charged
 * off-session (wallet/cards/card-charge.ts `chargeOffSession`, shared with the nodes' auto-renew):
 * it must succeed at once, so a payment that needs the customer (3-D Secure) or is
 * refused fails the renewal. The renewal starts when the renewed period ends (queued until
 * then), or now if that has passed.
 *
 * Success: `auto_renew_success`. Failure: `purchases.renewal_failed_at` is set, the wallet's
 * auto-renew is switched off (so the customer decides again, as Alchemy and QuickNode do on a
 * failed charge) and `auto_renew_off` goes out with `auto_scaling_failed` (balance short, no
 * card) or `card_auto_scaling_failed` (the card was refused or needs the customer).
 */
import { sql, type Kysely } from 'kysely'
import type { DB } from '../../../db/schema'
import { notify } from '../../notices/notify'
import { chargeOffSession } from '../../wallet/cards/card-charge'
import type { CardPayments } from '../../wallet/cards/processor'
import { renewingCard } from '../../wallet/cards/subscriptions.queries'
import { completePurchase } from '../purchases/purchase-core'
import { skuById } from '../purchases/purchase-sku'
import type { SkuRecord } from '../packages.queries'
import type { DueRenewal } from './due-renewals'

export type RenewalOutcome = 'renewed_by_wallet' | 'renewed_by_card' | 'failed_wallet_short' | 'failed_card'

/** Renews `due` at `now`; answers what happened. */
export async function renewPurchase(
  trx: Kysely<DB>,
  due: DueRenewal,
  { now, cards }: { now: Date; cards: CardPayments | null },
): Promise<RenewalOutcome> {
  const sku = await skuById(trx, due.skuId)
  if (!sku) throw new Error(`purchase ${due.purchaseId} renews package ${due.skuId}, which is not in the catalogue`)
  const wallet = await trx
    .selectFrom('wallets')
    .select(sql<boolean>`amount >= ${sku.price}::numeric`.as('covers'))
    .where('id', '=', due.walletId)
    .forUpdate()
    .executeTakeFirstOrThrow()
  const renewal = {
    owner: due.owner,
    walletId: due.walletId,
    sku,
    autoRenew: true,
    reason: 'renewal' as const,
    renewalOf: due.purchaseId,
    startsAt: new Date(Math.max(due.expiresAt.getTime(), now.getTime())),
  }
  if (wallet.covers) {
    const purchase = await completePurchase(trx, { ...renewal, channel: 'wallet' })
    await notify(trx, due.owner, 'auto_renew_success', { skuName: sku.name, amount: purchase.amount })
    return 'renewed_by_wallet'
  }
  const card = cards ? await renewingCard(trx, due.walletId, 'package', sku.id) : undefined
  if (!cards || !card) {
    await failRenewal(trx, due, sku, 'auto_scaling_failed', now)
    return 'failed_wallet_short'
  }
  const orderId = await chargeOffSession(trx, cards, {
    walletId: due.walletId,
    cardId: card.id,
    amount: sku.price,
    kind: 'package',
    target: { skuId: sku.id, autoRenew: true, reason: 'renewal', renewalOf: due.purchaseId },
  })
  if (!orderId) {
    await failRenewal(trx, due, sku, 'card_auto_scaling_failed', now)
    return 'failed_card'
  }
  const purchase = await completePurchase(trx, { ...renewal, channel: 'card', orderId, amount: sku.price })
  await notify(trx, due.owner, 'auto_renew_success', { skuName: sku.name, amount: purchase.amount })
  if (purchase.expiresAt)
    await packageSubscriptions(trx, due.walletId, sku.id).set({ current_period_end: purchase.expiresAt }).execute()
  return 'renewed_by_card'
}

/** The wallet's live card subscriptions of package `skuId`, to update. */
function packageSubscriptions(trx: Kysely<DB>, walletId: number, skuId: number) {
  return trx
    .updateTable('card_subscriptions')
    .where('wallet_id', '=', walletId)
    .where('kind', '=', 'package')
    .where('target_id', '=', skuId)
    .where('status', '=', 'active')
}

/** Marks the renewal failed, switches the wallet's auto-renew off and tells the owner why. */
async function failRenewal(
  trx: Kysely<DB>,
  due: DueRenewal,
  sku: SkuRecord,
  type: 'auto_scaling_failed' | 'card_auto_scaling_failed',
  now: Date,
): Promise<void> {
  await trx.updateTable('purchases').set({ renewal_failed_at: now }).where('id', '=', due.purchaseId).execute()
  await trx
    .updateTable('wallets')
    .set({ auto_renew_mode: 'none', auto_renew: false, auto_renew_sku_id: null, updated_at: sql`now()` })
    .where('id', '=', due.walletId)
    .execute()
  // Auto-renew is off: the card subscription of the package ends with it.
  await packageSubscriptions(trx, due.walletId, sku.id).set({ status: 'canceled' }).execute()
  await notify(trx, due.owner, 'auto_renew_off', { skuName: sku.name })
  await notify(trx, due.owner, type, { skuName: sku.name, amount: sku.price })
}
