/**
 * The first-login choice of a starting package (/first-login), made once per account: it sets
 * `users.initialized`, so the access guard stops sending the account there. The choice is the
 * account's own, whatever team the session looks at: `initialized` belongs to the person.
 *
 * - Free: granted (reason `first_login`, nothing paid), `register_gift`.
 * - Pay As You Go: nothing is paid yet (purchase null): its top-ups are bought from the billing
 *   page, or by auto scaling (`autoRenew`) when the RU run out.
 * - A monthly package: paid from the balance (10422 when short, and the account stays as it was).
 * - By card (hub_skuFirstConfirmCard): the account is initialised when the order is paid
 *   (`completeFirstLogin` from the order's settlement).
 * `autoRenew` sets the wallet's auto-renew mode (auto-renew-choice.ts); the paid choices are told
 * with `init_by_and_auto_scaling` or `init_only_by`.
 */
import { sql, type Kysely } from 'kysely'
import type { FirstConfirmResult, PurchaseRecord } from '../../../../contract/index'
import type { DB } from '../../../db/schema'
import { loadProfile } from '../../account/users.queries'
import { notify } from '../../notices/notify'
import { walletIdOf } from '../../wallet/ledger'
import type { SkuRecord } from '../packages.queries'
import { chooseAutoRenew, type PaidByCard } from './auto-renew-choice'
import type { PackageChoice } from './buy-by-wallet'
import { lockWallet } from './free-claim'
import { alreadyInitialized } from './purchase-errors'
import { completePurchase } from './purchase-core'
import { skuForSale } from './purchase-sku'

/** hub_skuFirstConfirm: the choice paid (if at all) from the balance. */
export async function firstConfirmByWallet(
  db: Kysely<DB>,
  userId: number,
  { skuId, autoRenew }: PackageChoice,
): Promise<FirstConfirmResult> {
  // Auto scaling of Free means Pay As You Go top-ups: allowed although Free never renews.
  const sku = await skuForSale(db, skuId, false)
  await lockUninitialized(db, userId)
  const owner = { userId }
  const walletId = await walletIdOf(db, owner)
  await lockWallet(db, walletId)
  const purchase =
    sku.packageType === 'default'
      ? null
      : await completePurchase(db, {
          owner,
          walletId,
          sku,
          channel: 'wallet',
          ...(sku.packageType === 'free' ? { amount: '0.00' } : {}),
          autoRenew: autoRenew && sku.autoRenewable,
          reason: 'first_login',
        })
  await completeFirstLogin(db, userId, walletId, sku, { autoRenew, purchase })
  return { user: await loadProfile(db, userId), purchase }
}

/**
 * Refuses (10422) an account whose first login is finished, and holds its row until the call
 * ends, so two choices sent together cannot both be made (`no key update`: see `lockWallet`).
 */
export async function lockUninitialized(db: Kysely<DB>, userId: number): Promise<void> {
  const { rows } = await sql<{ initialized: boolean }>`
    select initialized from users where id = ${userId} for no key update`.execute(db)
  if (rows[0]?.initialized !== false) throw alreadyInitialized()
}

/** Marks the account initialised, sets auto-renew when asked, and tells the owner. */
export async function completeFirstLogin(
  db: Kysely<DB>,
  userId: number,
  walletId: number,
  sku: SkuRecord,
  { autoRenew, purchase, card }: { autoRenew: boolean; purchase: PurchaseRecord | null; card?: PaidByCard },
): Promise<void> {
  await db.updateTable('users').set({ initialized: true, updated_at: new Date() }).where('id', '=', userId).execute()
  if (autoRenew) await chooseAutoRenew(db, walletId, sku, purchase, card)
  const owner = { userId }
  if (sku.packageType === 'free') await notify(db, owner, 'register_gift', { skuName: sku.name })
  if (sku.packageType !== 'free' || autoRenew) {
    await notify(db, owner, autoRenew ? 'init_by_and_auto_scaling' : 'init_only_by', { skuName: sku.name })
  }
}
