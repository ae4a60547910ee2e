/**
 * `expired` for a grant of a paid package that ended without a renewal taking over (none was
 * bought, or it failed), sent once by whichever instance's job claims it first: the claim and
 * `expiry_notified` (migration 0022) are one statement with `for update skip locked`, and the
 * notices go out in the same transaction. Free allowances end every month and are granted again
 * by the next draw: they are not announced. Grants that ended more than `RENEW_GRACE_MS` ago (a
 * job that was down) are passed over rather than told late.
 */
import { sql, type Kysely } from 'kysely'
import type { DB } from '../../../db/schema'
import { inTransaction } from '../../../db/transaction'
import { notify } from '../../notices/notify'
import { RENEW_GRACE_MS } from './due-renewals'

/** How many grants one run announces at most (the next run takes the rest). */
const BATCH = 200

/** Sends `expired` for grants ended by `now`; answers how many. */
export async function announceExpiries(db: Kysely<DB>, now: Date): Promise<number> {
  const since = new Date(now.getTime() - RENEW_GRACE_MS)
  return inTransaction(db, async (trx) => {
    const { rows } = await sql<{ user_id: string | null; team_id: string | null; name: string; expires_at: Date }>`
      with ended as (
        select g.id from package_grants g
          join skus s on s.id = g.sku_id
         where not g.expiry_notified
           and s.package_type <> 'free'
           and g.expires_at <= ${now} and g.expires_at > ${since}
           and not exists (select 1 from purchases r where r.renewal_of = g.purchase_id and r.starts_at <= ${now})
         order by g.expires_at, g.id
         limit ${BATCH}
           for update of g skip locked)
      update package_grants g set expiry_notified = true
        from ended, skus s
       where g.id = ended.id and s.id = g.sku_id
   returning g.user_id, g.team_id, s.name, g.expires_at`.execute(trx)
    for (const row of rows) {
      const owner = row.team_id !== null ? { teamId: Number(row.team_id) } : { userId: Number(row.user_id) }
      await notify(trx, owner, 'expired', { skuName: row.name, timeStamp: new Date(row.expires_at).toISOString() })
    }
    return rows.length
  })
}
