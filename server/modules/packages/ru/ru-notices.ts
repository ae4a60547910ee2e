/**
 * The two RU notices a draw may send (thresholds in ru-cost.ts):
 * - `ru_pkg_running_out`, once per grant, when its RU left fall to 10 % of what it held. Its
 *   `leftDays` is how long the rest lasts at the pace the grant was used so far (capped at the
 *   days until it expires): the answer to "when do I need the next package".
 * - `low_ru`, when the owner's RU left fall under 10 % of what its live grants hold: once per
 *   crossing (sent on the draw that crosses, again only after a purchase lifted it above).
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../../db/schema'
import { notify } from '../../notices/notify'
import type { PackageOwner } from '../packages.queries'
import { LOW_RU_SHARE, RUNNING_OUT_SHARE } from './ru-cost'

const DAY_MS = 86_400_000

/** A grant after a draw, as the draw locked and changed it. */
export interface DrawnGrant {
  id: number
  skuName: string
  ruTotal: number
  ruUsed: number
  startsAt: Date
  expiresAt: Date | null
  runningOutNotified: boolean
}

/** Whether `grant` has just fallen to its running-out share and was not told yet. */
export function isRunningOut(grant: DrawnGrant): boolean {
  return (
    !grant.runningOutNotified && grant.ruTotal > 0 && grant.ruTotal - grant.ruUsed <= grant.ruTotal * RUNNING_OUT_SHARE
  )
}

/** Marks the grant told and sends `ru_pkg_running_out`, in the draw's transaction. */
export async function tellRunningOut(trx: Kysely<DB>, owner: PackageOwner, grant: DrawnGrant, at: Date): Promise<void> {
  await trx.updateTable('package_grants').set({ running_out_notified: true }).where('id', '=', grant.id).execute()
  await notify(trx, owner, 'ru_pkg_running_out', { skuName: grant.skuName, leftDays: daysLeftAtPace(grant, at) })
}

/** Whether a draw took the owner's RU left from at or above the low share of `held` to under it. */
export function crossedLow(before: number, after: number, held: number): boolean {
  const line = held * LOW_RU_SHARE
  return held > 0 && before >= line && after < line
}

/** Sends `low_ru` with the RU left (a whole number, as the notice's amount). */
export async function tellLowRu(trx: Kysely<DB>, owner: PackageOwner, ruLeft: number): Promise<void> {
  await notify(trx, owner, 'low_ru', { amount: String(Math.max(0, Math.floor(ruLeft))) })
}

/** Days the grant's RU left last at its pace so far, at most the days until it expires; whole days. */
export function daysLeftAtPace(grant: DrawnGrant, at: Date): number {
  const left = grant.ruTotal - grant.ruUsed
  const elapsedDays = Math.max((at.getTime() - grant.startsAt.getTime()) / DAY_MS, 1 / 24)
  const perDay = grant.ruUsed / elapsedDays
  const atPace = perDay > 0 ? left / perDay : Number.POSITIVE_INFINITY
  const untilExpiry =
    grant.expiresAt === null ? Number.POSITIVE_INFINITY : (grant.expiresAt.getTime() - at.getTime()) / DAY_MS
  const days = Math.min(atPace, untilExpiry)
  return Number.isFinite(days) ? Math.max(0, Math.floor(days)) : 0
}
