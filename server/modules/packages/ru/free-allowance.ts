/**
 * This month's free allowance, granted by the draw that needs it (ru-standing.ts says when it is
 * due): an owner without a live monthly package gets the free package's RU once per calendar month
 * (UTC), as a `free_monthly` purchase at no cost (no bill, no invoice), which is also what makes
 * `hub_getFreeSkuBuyFreeType` answer `claimed` for the month. Told with `monthly_gift`.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../../db/schema'
import { notify } from '../../notices/notify'
import { completePurchase } from '../purchases/purchase-core'
import { skuList, type PackageOwner } from '../packages.queries'
import { isFreeAllowanceDue } from './ru-standing'

/**
 * Grants the month's free allowance when due; answers whether it did. Runs under the wallet row
 * lock the draw holds, so two draws of one owner cannot both grant it.
 */
export async function grantFreeAllowanceIfDue(
  trx: Kysely<DB>,
  owner: PackageOwner,
  walletId: number,
  { paidLive, at }: { paidLive: boolean; at: Date },
): Promise<boolean> {
  if (paidLive) return false
  const column = 'userId' in owner ? 'g.user_id' : 'g.team_id'
  const last = await trx
    .selectFrom('package_grants as g')
    .innerJoin('skus as s', 's.id', 'g.sku_id')
    .select((eb) => eb.fn.max('g.starts_at').as('starts_at'))
    .where(column, '=', 'userId' in owner ? owner.userId : owner.teamId)
    .where('s.package_type', '=', 'free')
    .executeTakeFirst()
  const lastFreeStart = last?.starts_at ? new Date(last.starts_at).getTime() : null
  if (!isFreeAllowanceDue({ paid: [], lastFreeStart }, at)) return false
  const free = (await skuList(trx, 'free'))[0]
  if (!free) return false
  await completePurchase(trx, {
    owner,
    walletId,
    sku: free,
    channel: 'wallet',
    amount: '0.00',
    autoRenew: false,
    reason: 'free_monthly',
    startsAt: at,
  })
  await notify(trx, owner, 'monthly_gift', { skuName: free.name })
  return true
}
