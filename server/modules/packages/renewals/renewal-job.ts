/**
 * The auto-renew job: every run renews what is due (due-renewals.ts → renew-purchase.ts), each
 * purchase in its own transaction, then announces grants that ended without renewal
 * (expiry-notices.ts). It keeps no state of its own: every instance runs it, on a timer or driven
 * by a test with its own clock (`runOnce(now)`), and the database's row claims make each period
 * renewed and each expiry told exactly once, across instances and restarts.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../../db/schema'
import type { CardPayments } from '../../wallet/cards/processor'
import { claimDueRenewal } from './due-renewals'
import { announceExpiries } from './expiry-notices'
import { renewPurchase, type RenewalOutcome } from './renew-purchase'

/** How many renewals one run makes at most (the next run takes the rest). */
const BATCH = 200

/** What one run did. */
export interface RenewalRun {
  renewals: RenewalOutcome[]
  expired: number
}

export interface RenewalJob {
  /** Renews what is due at `now` (default: the clock) and tells what ended. */
  runOnce(now?: Date): Promise<RenewalRun>
}

export function createRenewalJob({ db, cards }: { db: Kysely<DB>; cards: CardPayments | null }): RenewalJob {
  return {
    async runOnce(now = new Date()) {
      const renewals: RenewalOutcome[] = []
      for (let i = 0; i < BATCH; i += 1) {
        const outcome = await db.transaction().execute(async (trx) => {
          const due = await claimDueRenewal(trx, now)
          return due && renewPurchase(trx, due, { now, cards })
        })
        if (outcome === null) break
        renewals.push(outcome)
      }
      return { renewals, expired: await announceExpiries(db, now) }
    },
  }
}
