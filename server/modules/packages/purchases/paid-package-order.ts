/**
 * A package order paid by card becomes its purchase: called by the order's settlement
 * (wallet/cards/order-settlement.ts `settlePaid`) in the webhook's transaction, under the order's
 * row lock and only when the order was not paid before, so it runs once per order however often
 * the processor delivers. Money that arrived is never refused: a first-login order paid after the
 * account chose otherwise (say Free, while the bank waited) is an ordinary purchase.
 */
import { sql, type Kysely } from 'kysely'
import type { DB } from '../../../db/schema'
import { ownerOfWallet } from '../../wallet/ledger'
import { chooseAutoRenew } from './auto-renew-choice'
import { completeFirstLogin } from './first-confirm'
import { lockWallet } from './free-claim'
import { completePurchase } from './purchase-core'
import { skuById } from './purchase-sku'

/** What a package order buys (`payment_orders.target`; a type, so it is a plain JSON record). */
export type PackageOrderTarget = {
  skuId: number
  autoRenew: boolean
  /** `first_login`: hub_skuFirstConfirmCard, which initialises the account once paid. */
  reason: 'buy' | 'first_login'
}

/** The paid order, as the settlement read it. */
export interface PaidPackageOrder {
  id: string
  wallet_id: string | number
  amount: string
  card_id: string | null
  target: Record<string, unknown>
}

export async function completePackageOrder(db: Kysely<DB>, order: PaidPackageOrder): Promise<void> {
  const target = packageOrderTarget(order.target)
  const sku = await skuById(db, target.skuId)
  // The catalogue keeps every package an order can name (purchases reference skus): a bug if not.
  if (!sku) throw new Error(`order ${order.id} names package ${target.skuId}, which is not in the catalogue`)
  const walletId = Number(order.wallet_id)
  const owner = await ownerOfWallet(db, walletId)
  // The account's row before the wallet's, as hub_skuFirstConfirm locks them: no deadlock between the two.
  const firstLogin = target.reason === 'first_login' && 'userId' in owner && (await isUninitialized(db, owner.userId))
  await lockWallet(db, walletId)
  const purchase = await completePurchase(db, {
    owner,
    walletId,
    sku,
    channel: 'card',
    orderId: order.id,
    amount: order.amount,
    autoRenew: target.autoRenew,
    reason: firstLogin ? 'first_login' : 'buy',
  })
  const card = { cardId: order.card_id }
  if (firstLogin && 'userId' in owner) {
    await completeFirstLogin(db, owner.userId, walletId, sku, { autoRenew: target.autoRenew, purchase, card })
  } else if (target.autoRenew) await chooseAutoRenew(db, walletId, sku, purchase, card)
}

/** The order's target, checked: it was written by package-by-card.ts. */
function packageOrderTarget(raw: Record<string, unknown>): PackageOrderTarget {
  const { skuId, autoRenew, reason } = raw
  if (typeof skuId !== 'number' || typeof autoRenew !== 'boolean' || (reason !== 'buy' && reason !== 'first_login')) {
    throw new Error(`a package order's target is malformed: ${JSON.stringify(raw)}`)
  }
  return { skuId, autoRenew, reason }
}

async function isUninitialized(db: Kysely<DB>, userId: number): Promise<boolean> {
  const { rows } = await sql<{ initialized: boolean }>`
    select initialized from users where id = ${userId} for no key update`.execute(db)
  return rows[0]?.initialized === false
}
