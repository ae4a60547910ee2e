/**
 * hub_getEnterpriseInfo: the owner's live enterprise plan (the one ending last), or, without one,
 * only whom to write to. Plans are agreed with sales and given (gift-package.ts), never bought.
 */
import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import type { EnterpriseInfo } from '../../../../contract/index'
import type { DB } from '../../../db/schema'
import type { PackageOwner } from '../packages.queries'
import { grantLiveAt } from '../ru/live-grants'

export async function enterpriseInfo(
  db: Kysely<DB>,
  owner: PackageOwner,
  salesEmail: string,
  at = new Date(),
): Promise<EnterpriseInfo> {
  const plan = await db
    .selectFrom('package_grants as g')
    .innerJoin('skus as s', 's.id', 'g.sku_id')
    .select(['s.name', 's.rate_limit', sql<string>`g.ru_total::text`.as('ru_total'), 'g.starts_at', 'g.expires_at'])
    .where('userId' in owner ? 'g.user_id' : 'g.team_id', '=', 'userId' in owner ? owner.userId : owner.teamId)
    .where('s.package_type', '=', 'enterprise')
    .where(grantLiveAt(at, 'g'))
    .orderBy(sql`g.expires_at desc nulls first`)
    .limit(1)
    .executeTakeFirst()
  if (!plan) {
    return {
      active: false,
      skuName: null,
      ruPerMonth: null,
      rateLimit: null,
      startsAt: null,
      endsAt: null,
      salesEmail,
    }
  }
  return {
    active: true,
    skuName: plan.name,
    ruPerMonth: Number(plan.ru_total),
    rateLimit: plan.rate_limit,
    startsAt: new Date(plan.starts_at).toISOString(),
    endsAt: plan.expires_at ? new Date(plan.expires_at).toISOString() : null,
    salesEmail,
  }
}
