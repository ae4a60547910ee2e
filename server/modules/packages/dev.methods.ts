/**
 * Dev-only package methods, registered only outside production (a production server answers them
 * -32601 like any unknown name). `dev_grantPackage` gives a package as sales or support would
 * (purchases/gift-package.ts: an enterprise plan is told with `message_enterprise_package_send`,
 * any other with `credit_package_sent`), so tests and people can try what a package includes;
 * `dev_endPackageGrants` ends them, as time would, so the keys that used them need an upgrade.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import { forbidden, notFound } from '../../rpc/errors'
import type { MethodRegistry } from '../../rpc/registry'
import { userIdByEmail } from '../account/users.queries'
import { activeRole } from '../teams/teams.queries'
import { endPackageGrants, type PackageOwner, skuByName } from './packages.queries'
import { giftPackage } from './purchases/gift-package'

/** The account of `email`, or its team `teamId` when the account is an active member of it. */
export async function devOwner(db: Kysely<DB>, email: string, teamId: number | undefined): Promise<PackageOwner> {
  const userId = await userIdByEmail(db, email)
  if (teamId === undefined) return { userId }
  // Only a team the account is in: a dev method still should not reach across accounts.
  if (!(await activeRole(db, userId, teamId))) {
    throw forbidden(`${email} is not a member of team ${teamId}`, `${email} 不是团队 ${teamId} 的成员`)
  }
  return { teamId }
}

/** Registers dev_grantPackage and dev_endPackageGrants. */
export function registerDevPackageMethods(registry: MethodRegistry): void {
  registry.register('dev_endPackageGrants', async (ctx, { email, teamId }) => ({
    ended: await endPackageGrants(ctx.db, await devOwner(ctx.db, email, teamId)),
  }))
  registry.register('dev_grantPackage', async (ctx, { email, teamId, skuName, days }) => {
    const owner = await devOwner(ctx.db, email, teamId)
    const sku = await skuByName(ctx.db, skuName)
    if (!sku) throw notFound(`No package is named ${skuName}`, `没有名为 ${skuName} 的套餐`)
    const { expiresAt } = await giftPackage(ctx.db, owner, sku, days)
    return { skuName: sku.name, expiresAt }
  })
}
