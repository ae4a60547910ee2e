/**
 * A package given, not bought: an enterprise plan agreed with sales, or a credit package sent to
 * a customer (today through dev_grantPackage; an operator's console later). It is a purchase of
 * nothing (price 0 paid, so no bill and no invoice) so that it shows among the owner's packages
 * and their usage like any other, and the owner is told: `message_enterprise_package_send` for an
 * enterprise plan, `credit_package_sent` (with the package's list price) for the rest.
 */
import type { Kysely } from 'kysely'
import type { PurchaseRecord } from '../../../../contract/index'
import type { DB } from '../../../db/schema'
import { inTransaction } from '../../../db/transaction'
import { notify } from '../../notices/notify'
import { walletIdOf } from '../../wallet/ledger'
import type { PackageOwner, SkuRecord } from '../packages.queries'
import { completePurchase } from './purchase-core'

/** Gives `owner` the package `sku` for `days` (null: the package's own length). */
export function giftPackage(
  db: Kysely<DB>,
  owner: PackageOwner,
  sku: SkuRecord,
  days: number | null = sku.durationDays,
): Promise<PurchaseRecord> {
  return inTransaction(db, async (trx) => {
    const enterprise = sku.packageType === 'enterprise'
    const purchase = await completePurchase(trx, {
      owner,
      walletId: await walletIdOf(trx, owner),
      sku: { ...sku, durationDays: days },
      channel: 'wallet',
      amount: '0.00',
      autoRenew: false,
      reason: enterprise ? 'enterprise' : 'gift',
    })
    if (enterprise) await notify(trx, owner, 'message_enterprise_package_send', { skuName: sku.name })
    else await notify(trx, owner, 'credit_package_sent', { skuName: sku.name, amount: sku.price })
    return purchase
  })
}
