/**
 * One purchase, whole or not at all: the payment (from the wallet balance; a card or coin order
 * was paid before this runs), the `purchases` row, the package grant with its request units,
 * the statement line, the invoice and, for a customer's own purchase, the `buy_package` notice
 * all commit in one transaction. A refused payment (10422, balance short) rolls everything back:
 * nothing is granted, billed or numbered.
 *
 * Every way of buying goes through here: hub_buyPackage, card orders once paid, the first-login
 * choice, the monthly free package, and auto-renew. A package starts at once (default) and its
 * RU add to what the owner holds; a renewal bought ahead starts when the one it renews ends.
 */
import type { Kysely } from 'kysely'
import type { DecimalString, PaymentChannel, PurchaseRecord } from '../../../../contract/index'
import type { DB, PurchasesTable } from '../../../db/schema'
import { inTransaction } from '../../../db/transaction'
import { writeBill } from '../../billing/bills'
import { issueInvoice } from '../../billing/invoice-issue'
import { notify, type NotifyOptions } from '../../notices/notify'
import { newOrderId } from '../../wallet/cards/payment-orders'
import { spend } from '../../wallet/ledger'
import { grantPackage, type PackageOwner, type SkuRecord } from '../packages.queries'

export type PurchaseReason = PurchasesTable['reason']['__select__']

export interface PurchaseRequest {
  owner: PackageOwner
  walletId: number
  sku: SkuRecord
  /** What pays: `wallet` is taken from the balance here; `card` and `coin` were paid already. */
  channel: PaymentChannel
  /** A paid card order's id; a fresh `ord_…` for wallet purchases when absent. */
  orderId?: string
  /** USD paid; default the package's price. */
  amount?: DecimalString
  autoRenew: boolean
  reason: PurchaseReason
  /** The purchase this renews (unique: a second renewal of it fails, rolling back). */
  renewalOf?: number
  /** Default now. */
  startsAt?: Date
  /** How its `buy_package` notice is sent (the demo's history is listed, never pushed). */
  notice?: NotifyOptions
}

/** Makes the purchase; answers it as the contract's `PurchaseRecord`. */
export async function completePurchase(db: Kysely<DB>, request: PurchaseRequest): Promise<PurchaseRecord> {
  return inTransaction(db, async (trx) => {
    const { owner, walletId, sku, channel } = request
    const orderId = request.orderId ?? newOrderId()
    const amount = request.amount ?? sku.price
    const paid = amount !== '0.00' && amount !== '0'
    if (channel === 'wallet' && paid) await spend(trx, walletId, { amount, reference: orderId })
    const startsAt = request.startsAt ?? new Date()
    const expiresAt = sku.durationDays === null ? null : new Date(startsAt.getTime() + sku.durationDays * 86_400_000)
    const row = await trx
      .insertInto('purchases')
      .values({
        ...('userId' in owner ? { user_id: owner.userId } : { team_id: owner.teamId }),
        wallet_id: walletId,
        sku_id: sku.id,
        order_id: orderId,
        payment_channel: channel,
        amount,
        ru: sku.ru,
        auto_renew: request.autoRenew,
        reason: request.reason,
        renewal_of: request.renewalOf ?? null,
        starts_at: startsAt,
        expires_at: expiresAt,
      })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow()
    const purchaseId = Number(row.id)
    await grantPackage(trx, owner, sku.id, { days: sku.durationDays, startsAt, ru: sku.ru, purchaseId })
    if (paid) {
      await writeBill(trx, {
        walletId,
        billType: 'ru',
        title: `${sku.name} package`,
        amount: `-${amount}`,
        paymentChannel: channel,
        orderId,
      })
      await issueInvoice(trx, {
        walletId,
        orderId,
        paymentChannel: channel,
        lines: [{ description: `${sku.name} package`, quantity: 1, unitPrice: amount, amount }],
      })
    }
    if (request.reason === 'buy')
      await notify(trx, owner, 'buy_package', { skuName: sku.name, amount }, undefined, request.notice)
    return {
      id: purchaseId,
      orderId,
      skuId: sku.id,
      skuName: sku.name,
      packageType: sku.packageType,
      paymentChannel: channel,
      amount,
      currency: 'USD',
      ru: sku.ru,
      autoRenew: request.autoRenew,
      createdAt: new Date(row.created_at).toISOString(),
      startsAt: startsAt.toISOString(),
      expiresAt: expiresAt?.toISOString() ?? null,
    }
  })
}
