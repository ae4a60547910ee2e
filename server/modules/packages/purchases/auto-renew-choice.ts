/**
 * What `autoRenew: true` on a purchase sets: the wallet's auto-renew mode (read by the renewal
 * job and the overview). A monthly package renews itself (`package`, naming it); Pay As You Go,
 * and the free package chosen at first login with "auto scaling", top up Pay As You Go when the
 * RU run out (`payg`). Bought by card, the renewal is also listed as a card subscription
 * (hub_getSubscriptions), which keeps that card from being removed while it renews.
 */
import { sql, type Kysely } from 'kysely'
import type { PurchaseRecord } from '../../../../contract/index'
import type { DB } from '../../../db/schema'
import { replacePackageSubscription } from '../../wallet/cards/subscriptions.queries'
import type { SkuRecord } from '../packages.queries'

/** How the purchase was paid when it was by card: the saved card, or null for a card typed once. */
export interface PaidByCard {
  cardId: string | null
}

export async function chooseAutoRenew(
  db: Kysely<DB>,
  walletId: number,
  sku: SkuRecord,
  purchase: PurchaseRecord | null,
  card?: PaidByCard,
): Promise<void> {
  const mode = sku.packageType === 'standard' ? 'package' : 'payg'
  await db
    .updateTable('wallets')
    .set({
      auto_renew_mode: mode,
      auto_renew: true,
      auto_renew_sku_id: mode === 'package' ? sku.id : null,
      updated_at: sql`now()`,
    })
    .where('id', '=', walletId)
    .execute()
  // A top-up has no period to end; a monthly package renews when the bought one ends.
  const renewsByCard = card !== undefined && mode === 'package' && purchase?.expiresAt
  await replacePackageSubscription(
    db,
    walletId,
    renewsByCard
      ? {
          skuId: sku.id,
          name: sku.name,
          amount: sku.price,
          cardId: card.cardId,
          currentPeriodEnd: new Date(purchase.expiresAt ?? ''),
        }
      : null,
  )
}
