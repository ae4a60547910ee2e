/**
 * Dev-only package methods, registered only outside production (a production server answers them
 * -32601 like any unknown name). `dev_grantPackage` stands in for a purchase until the packages
 * issue brings buying, so tests and people can try the features a package includes.
 */
import { forbidden, notFound } from '../../rpc/errors'
import type { MethodRegistry } from '../../rpc/registry'
import { userIdByEmail } from '../account/users.queries'
import { activeRole } from '../teams/teams.queries'
import { grantPackage, type PackageOwner, skuByName } from './packages.queries'

/** Registers dev_grantPackage. */
export function registerDevPackageMethods(registry: MethodRegistry): void {
  registry.register('dev_grantPackage', async (ctx, { email, teamId, skuName, days }) => {
    const userId = await userIdByEmail(ctx.db, email)
    let owner: PackageOwner = { userId }
    if (teamId !== undefined) {
      // Only a team the account is in: a dev method still should not reach across accounts.
      if (!(await activeRole(ctx.db, userId, teamId))) {
        throw forbidden(`${email} is not a member of team ${teamId}`, `${email} 不是团队 ${teamId} 的成员`)
      }
      owner = { teamId }
    }
    const sku = await skuByName(ctx.db, skuName)
    if (!sku) throw notFound(`No package is named ${skuName}`, `没有名为 ${skuName} 的套餐`)
    const { expiresAt } = await grantPackage(ctx.db, owner, sku.id, { days })
    return { skuName: sku.name, expiresAt: expiresAt?.toISOString() ?? null }
  })
}
