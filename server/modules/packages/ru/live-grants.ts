/**
 * The owner's live grants as a draw sees them: locked (`for update`) in the draw's transaction,
 * in the order RU are drawn, the grant that expires soonest first and never-expiring Pay As You
 * Go top-ups last (then the oldest first). Two concurrent draws for one owner wait for each
 * other here, so neither over-draws a grant.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { DB } from '../../../db/schema'
import type { PackageOwner } from '../packages.queries'
import type { DrawnGrant } from './ru-notices'

/**
 * A grant live at `at`: begun, and not ended (a Pay As You Go top-up never ends). One definition
 * for the balance, the current package, the draw, the end of a package and the forecast.
 * `alias`: the name the query gives `package_grants`, when it gives one.
 */
export function grantLiveAt(at: Date, alias?: string): RawBuilder<boolean> {
  const column = (name: string) => sql.ref(alias ? `${alias}.${name}` : name)
  return sql<boolean>`(${column('starts_at')} <= ${at} and (${column('expires_at')} is null or ${column('expires_at')} > ${at}))`
}

/** The owner's grants live at `at`, locked, in drawing order; `purchaseId`: only that purchase's. */
export async function lockLiveGrants(
  trx: Kysely<DB>,
  owner: PackageOwner,
  at: Date,
  purchaseId?: number,
): Promise<(DrawnGrant & { paid: boolean })[]> {
  let query = trx
    .selectFrom('package_grants as g')
    .innerJoin('skus as s', 's.id', 'g.sku_id')
    .select([
      'g.id',
      's.name',
      sql<string>`s.package_type`.as('package_type'),
      'g.ru_total',
      'g.ru_used',
      'g.starts_at',
      'g.expires_at',
      'g.running_out_notified',
    ])
    .where('userId' in owner ? 'g.user_id' : 'g.team_id', '=', 'userId' in owner ? owner.userId : owner.teamId)
    .where(grantLiveAt(at, 'g'))
  if (purchaseId !== undefined) query = query.where('g.purchase_id', '=', purchaseId)
  const rows = await query
    .orderBy(sql`g.expires_at asc nulls last`)
    .orderBy('g.starts_at')
    .orderBy('g.id')
    .forUpdate(['g'])
    .execute()
  return rows.map((row) => ({
    id: Number(row.id),
    skuName: row.name,
    // A monthly package: no free allowance beside it (Pay As You Go top-ups are not one).
    paid: row.package_type !== 'free' && row.package_type !== 'default',
    ruTotal: Number(row.ru_total),
    ruUsed: Number(row.ru_used),
    startsAt: new Date(row.starts_at),
    expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
    runningOutNotified: row.running_out_notified,
  }))
}

/** RU a grant still holds. */
export function ruLeftOf(grant: DrawnGrant): number {
  return Math.max(0, grant.ruTotal - grant.ruUsed)
}
