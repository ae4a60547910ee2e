/**
 * Pay As You Go when the RU run out in a draw of an owner whose auto-renew mode is `payg`
 * (modules/packages/README.md, "Request units"):
 *
 * 1. While the wallet balance covers a top-up, buy one (`completePurchase`, channel `wallet`,
 *    reason `renewal`: an automatic purchase, told with `auto_renew_success`, not the customer's
 *    own `buy_package`), and draw the rest from it.
 * 2. What is still not covered was served already: it is charged at the Pay As You Go rate per
 *    RU through the ledger's `chargeUsage` (the balance first, then arrears, which the next
 *    deposit settles). The first charge into arrears tells the owner the automatic top-up failed
 *    (`free_auto_scaling_failed` when it had no monthly package live, else `auto_scaling_failed`).
 *    The gateway refuses the owner's keys once the arrears exceed one top-up's price.
 *
 * The default card is not charged here: a draw runs inside metering and must not wait on a card
 * processor. A customer who wants card top-ups keeps a balance, or buys by card.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../../db/schema'
import { notify } from '../../notices/notify'
import { centsToUsd } from '../../wallet/cards/money'
import { chargeUsage } from '../../wallet/ledger'
import { completePurchase } from '../purchases/purchase-core'
import { skuList, type PackageOwner } from '../packages.queries'
import { lockLiveGrants, ruLeftOf } from './live-grants'
import { paygCents } from './ru-cost'
import { isRunningOut, tellRunningOut } from './ru-notices'

/** What Pay As You Go did with RU the grants did not cover. */
export interface PaygOutcome {
  /** RU drawn from top-ups bought now. */
  drawn: number
  toppedUp: number
  /** USD charged through `chargeUsage` for the RU still not covered; null when none. */
  charged: string | null
}

/** Covers `remaining` RU by top-ups from the wallet, then by a usage charge. */
export async function payAsYouGo(
  trx: Kysely<DB>,
  owner: PackageOwner,
  walletId: number,
  remaining: number,
  { at, paidLive }: { at: Date; paidLive: boolean },
): Promise<PaygOutcome> {
  const sku = (await skuList(trx, 'default'))[0]
  const outcome: PaygOutcome = { drawn: 0, toppedUp: 0, charged: null }
  if (!sku || sku.ru <= 0) return outcome
  while (remaining > 0 && (await balanceCovers(trx, walletId, sku.price))) {
    const purchase = await completePurchase(trx, {
      owner,
      walletId,
      sku,
      channel: 'wallet',
      autoRenew: true,
      reason: 'renewal',
      startsAt: at,
    })
    await notify(trx, owner, 'auto_renew_success', { skuName: sku.name, amount: purchase.amount })
    outcome.toppedUp += 1
    for (const grant of await lockLiveGrants(trx, owner, at, purchase.id)) {
      const take = Math.min(ruLeftOf(grant), remaining)
      if (take <= 0) continue
      await trx
        .updateTable('package_grants')
        .set({ ru_used: grant.ruUsed + take })
        .where('id', '=', grant.id)
        .execute()
      const drawn = { ...grant, ruUsed: grant.ruUsed + take }
      if (isRunningOut(drawn)) await tellRunningOut(trx, owner, drawn, at)
      remaining -= take
      outcome.drawn += take
    }
  }
  if (remaining <= 0) return outcome
  const cents = paygCents(remaining, { priceUsd: sku.price, skuRu: sku.ru })
  const before = await trx.selectFrom('wallets').select('arrears').where('id', '=', walletId).executeTakeFirstOrThrow()
  const balance = await chargeUsage(trx, walletId, { amount: centsToUsd(cents), reference: `ru:${remaining}` })
  outcome.charged = centsToUsd(cents)
  if (Number(before.arrears) === 0 && Number(balance.arrears) > 0) {
    await notify(trx, owner, paidLive ? 'auto_scaling_failed' : 'free_auto_scaling_failed', {
      skuName: sku.name,
      amount: sku.price,
    })
  }
  return outcome
}

async function balanceCovers(trx: Kysely<DB>, walletId: number, price: string): Promise<boolean> {
  const row = await trx
    .selectFrom('wallets')
    .select((eb) => eb(eb.ref('amount'), '>=', price).as('covers'))
    .where('id', '=', walletId)
    .executeTakeFirstOrThrow()
  return row.covers === true
}
