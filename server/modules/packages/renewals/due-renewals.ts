/**
 * Which purchase to renew next, claimed so that one instance renews it: a row lock taken with
 * `for update skip locked` (another instance's job passes over a purchase being renewed), checked
 * again under the lock (a renewal committed between the two statements is seen), and, as the last
 * guard, `purchases.renewal_of` UNIQUE (a second renewal of one purchase cannot commit).
 *
 * Due: the wallet's auto-renew mode is `package`; the purchase is of a package that renews by
 * itself, was bought with auto-renew on (or is of the package the wallet chose to renew), has not
 * failed to renew, has not been renewed, and ends within `RENEW_AHEAD_MS` (the renewal starts
 * when it ends, so the owner never goes without) but not more than `RENEW_GRACE_MS` ago (a
 * purchase that ended long before auto-renew was switched on is not bought again for the past).
 */
import { sql, type Kysely } from 'kysely'
import type { DB } from '../../../db/schema'

/** How long before a period ends its renewal is bought (and queued to start at its end). */
export const RENEW_AHEAD_MS = 60 * 60_000 // 1 hour
/** How long after a period ended a job that was down still renews it. */
export const RENEW_GRACE_MS = 3 * 86_400_000 // 3 days

/** A purchase claimed for renewal. */
export interface DueRenewal {
  purchaseId: number
  walletId: number
  owner: { userId: number } | { teamId: number }
  /** The package the renewal buys: the one the wallet chose, else the one renewed. */
  skuId: number
  expiresAt: Date
}

/** Claims the next due purchase at `now` in `trx` (held until it ends), or null when none is due. */
export async function claimDueRenewal(trx: Kysely<DB>, now: Date): Promise<DueRenewal | null> {
  const ahead = new Date(now.getTime() + RENEW_AHEAD_MS)
  const since = new Date(now.getTime() - RENEW_GRACE_MS)
  const { rows } = await sql<{
    id: string
    wallet_id: string
    user_id: string | null
    team_id: string | null
    sku_id: string
    expires_at: Date
  }>`
    select p.id, p.wallet_id, p.user_id, p.team_id, coalesce(w.auto_renew_sku_id, p.sku_id) as sku_id, p.expires_at
      from purchases p
      join wallets w on w.id = p.wallet_id
      join skus s on s.id = p.sku_id
     where w.auto_renew_mode = 'package'
       and p.renewal_failed_at is null
       and p.expires_at is not null
       and p.expires_at <= ${ahead}
       and p.expires_at > ${since}
       and s.auto_renewable
       and (p.auto_renew or p.sku_id = w.auto_renew_sku_id)
       and not exists (select 1 from purchases r where r.renewal_of = p.id)
     order by p.expires_at, p.id
     limit 1
       for update of p skip locked`.execute(trx)
  const row = rows[0]
  if (!row) return null
  // Under the lock, in a fresh snapshot: another instance may have committed its renewal between
  // this statement's snapshot and the lock.
  const renewed = await trx
    .selectFrom('purchases')
    .select('id')
    .where('renewal_of', '=', Number(row.id))
    .executeTakeFirst()
  if (renewed) return null
  return {
    purchaseId: Number(row.id),
    walletId: Number(row.wallet_id),
    owner: row.team_id !== null ? { teamId: Number(row.team_id) } : { userId: Number(row.user_id) },
    skuId: Number(row.sku_id),
    expiresAt: new Date(row.expires_at),
  }
}
