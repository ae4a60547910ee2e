/**
 * Drawing request units (RU): what metering does for every owner of a batch of calls it measured
 * (`drawRu`, in the batch's transaction: reports/metering/record-usage.ts), and `consumeRu`, a
 * cost priced from units of work, for callers that meter one thing. One transaction per draw
 * (the caller's when it has one):
 *
 * 1. The owner's wallet row is locked: draws of one owner run one after the other, so two
 *    instances drawing at once never over-draw a grant nor grant the free allowance twice.
 * 2. This month's free allowance is granted when due (free-allowance.ts): no live monthly
 *    package, none granted this month. It expires before any Pay As You Go top-up, so it is
 *    drawn first.
 * 3. The cost (ru-cost.ts: archive mode costs 30 % more) is drawn from the live grants, the one
 *    that expires soonest first, never-expiring Pay As You Go top-ups last; a grant falling to
 *    10 % left sends `ru_pkg_running_out` once.
 * 4. What the grants do not cover: in auto-renew mode `payg`, Pay As You Go covers it
 *    (payg-top-up.ts); otherwise it is dropped (the calls were served; the owner is now out of RU
 *    and the gateway refuses its keys with `out_of_ru`).
 * 5. `wallets.ru_balance` is refreshed; its write, and the grants' own trigger (migration 0022),
 *    tell every instance's gateway cache about the owner when the draw commits. Falling under
 *    10 % of the RU the live grants hold sends `low_ru`, once per crossing.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../../db/schema'
import { inTransaction } from '../../../db/transaction'
import { walletIdOf } from '../../wallet/ledger'
import { refreshRuBalance, type PackageOwner } from '../packages.queries'
import { grantFreeAllowanceIfDue } from './free-allowance'
import { grantLiveAt, lockLiveGrants, ruLeftOf } from './live-grants'
import { payAsYouGo } from './payg-top-up'
import { ruCost } from './ru-cost'
import { crossedLow, isRunningOut, tellLowRu, tellRunningOut } from './ru-notices'

/** What one draw did. */
export interface RuDraw {
  /** RU the call cost (after the archive surcharge). */
  cost: number
  /** RU taken from grants held before the draw, and from top-ups it bought. */
  drawn: number
  /** Pay As You Go top-ups bought from the wallet. */
  toppedUp: number
  /** USD charged to the wallet (balance, then arrears) for RU nothing covered; null: none. */
  charged: string | null
  /** RU neither drawn nor charged: the owner ran out. */
  dropped: number
  /** RU left in the owner's live grants after the draw. */
  ruLeft: number
}

/** Draws `units` of work (RU before the archive surcharge) from `owner`'s grants at `at`. */
export async function consumeRu(
  db: Kysely<DB>,
  owner: PackageOwner,
  units: number,
  { archive = false, at = new Date() }: { archive?: boolean; at?: Date } = {},
): Promise<RuDraw> {
  return drawRu(db, owner, ruCost(units, { archive }), { at })
}

/**
 * Draws `cost` RU, already priced (metering prices each call and draws a batch's sum per owner),
 * from `owner`'s grants at `at`. Joins the caller's transaction when `db` is one, so a batch's
 * buckets and its draws commit together.
 */
export async function drawRu(
  db: Kysely<DB>,
  owner: PackageOwner,
  cost: number,
  { at = new Date() }: { at?: Date } = {},
): Promise<RuDraw> {
  if (!Number.isSafeInteger(cost) || cost < 0) throw new RangeError(`an RU cost is a whole number >= 0, got ${cost}`)
  return inTransaction(db, async (trx) => {
    const walletId = await walletIdOf(trx, owner)
    const wallet = await trx
      .selectFrom('wallets')
      .select('auto_renew_mode')
      .where('id', '=', walletId)
      .forUpdate()
      .executeTakeFirstOrThrow()
    let grants = await lockLiveGrants(trx, owner, at)
    const paidLive = grants.some((grant) => grant.paid)
    if (await grantFreeAllowanceIfDue(trx, owner, walletId, { paidLive, at })) {
      grants = await lockLiveGrants(trx, owner, at)
    }
    const leftBefore = grants.reduce((sum, grant) => sum + ruLeftOf(grant), 0)
    let remaining = cost
    let drawn = 0
    for (const grant of grants) {
      const take = Math.min(ruLeftOf(grant), remaining)
      if (take <= 0) continue
      const after = { ...grant, ruUsed: grant.ruUsed + take }
      await trx.updateTable('package_grants').set({ ru_used: after.ruUsed }).where('id', '=', grant.id).execute()
      if (isRunningOut(after)) await tellRunningOut(trx, owner, after, at)
      remaining -= take
      drawn += take
      if (remaining === 0) break
    }
    let toppedUp = 0
    let charged: string | null = null
    if (remaining > 0 && wallet.auto_renew_mode === 'payg') {
      const payg = await payAsYouGo(trx, owner, walletId, remaining, { at, paidLive })
      drawn += payg.drawn
      toppedUp = payg.toppedUp
      charged = payg.charged
      remaining = payg.charged === null ? remaining - payg.drawn : 0
    }
    const ruLeft = await refreshRuBalance(trx, owner, at)
    const held = await heldRu(trx, owner, at)
    if (crossedLow(leftBefore, ruLeft, held)) await tellLowRu(trx, owner, ruLeft)
    return { cost, drawn, toppedUp, charged, dropped: remaining, ruLeft }
  })
}

/** RU the owner's live grants hold in all (used or not): what `low_ru`'s 10 % is of. */
async function heldRu(trx: Kysely<DB>, owner: PackageOwner, at: Date): Promise<number> {
  const row = await trx
    .selectFrom('package_grants')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('ru_total'), eb.lit(0)).as('held'))
    .where('userId' in owner ? 'user_id' : 'team_id', '=', 'userId' in owner ? owner.userId : owner.teamId)
    .where(grantLiveAt(at))
    .executeTakeFirst()
  return Number(row?.held ?? 0)
}
