/**
 * hub_buyPackage: a package paid from the wallet balance, or this month's free package claimed.
 * Everything happens in the call's transaction: a short balance (10422 from the spend) or any
 * refusal leaves no purchase, grant, bill, invoice or notice behind. Purchases of one owner are
 * serialised on its wallet row (free-claim.ts `lockWallet`).
 */
import type { Kysely } from 'kysely'
import type { PurchaseRecord } from '../../../../contract/index'
import type { DB } from '../../../db/schema'
import { notify } from '../../notices/notify'
import { walletIdOf } from '../../wallet/ledger'
import type { PackageOwner } from '../packages.queries'
import { chooseAutoRenew } from './auto-renew-choice'
import { freeSkuEligibility, lockWallet } from './free-claim'
import { freeNotClaimable } from './purchase-errors'
import { completePurchase } from './purchase-core'
import { skuForSale } from './purchase-sku'

export interface PackageChoice {
  skuId: number
  autoRenew: boolean
}

/** Buys `skuId` for `owner` from its wallet at `now` (default the clock; tests pass their own). */
export async function buyByWallet(
  db: Kysely<DB>,
  owner: PackageOwner,
  { skuId, autoRenew }: PackageChoice,
  now = new Date(),
): Promise<PurchaseRecord> {
  const sku = await skuForSale(db, skuId, autoRenew)
  const walletId = await walletIdOf(db, owner)
  await lockWallet(db, walletId)
  if (sku.packageType === 'free') {
    const eligibility = await freeSkuEligibility(db, owner, sku, now)
    if (eligibility.state !== 'claimable') throw freeNotClaimable(eligibility.nextClaimAt)
    // Nothing is paid, so nothing is billed or invoiced.
    const purchase = await completePurchase(db, {
      owner,
      walletId,
      sku,
      channel: 'wallet',
      amount: '0.00',
      autoRenew: false,
      reason: 'free_monthly',
      startsAt: now,
    })
    await notify(db, owner, 'monthly_gift', { skuName: sku.name })
    return purchase
  }
  const purchase = await completePurchase(db, {
    owner,
    walletId,
    sku,
    channel: 'wallet',
    autoRenew,
    reason: 'buy',
    startsAt: now,
  })
  if (autoRenew) await chooseAutoRenew(db, walletId, sku, purchase)
  return purchase
}
