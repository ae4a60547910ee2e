/**
 * The package catalogue as the caller may buy it (`hub_getSkuList`), the monthly free package's
 * state (`hub_getFreeSkuBuyFreeType`) and the enterprise plan (`hub_getEnterpriseInfo`). Buying is
 * in purchases/. Every answer is the caller's owner's: the team in context, else the account.
 */
import type { Kysely } from 'kysely'
import type { Sku } from '../../../contract/index'
import type { DB } from '../../db/schema'
import type { MethodRegistry } from '../../rpc/registry'
import { apiKeyOwnerOf } from '../api-keys/api-keys.methods'
import type { ModuleSettings } from '../module'
import { type PackageOwner, type SkuRecord, skuList } from './packages.queries'
import { enterpriseInfo } from './purchases/enterprise-info'
import { freeSkuEligibility } from './purchases/free-claim'
import { skuNotFound } from './purchases/purchase-errors'
import { skuById } from './purchases/purchase-sku'

/** Registers hub_getSkuList, hub_getPackageCatalog, hub_getFreeSkuBuyFreeType and hub_getEnterpriseInfo. */
export function registerPackageMethods(registry: MethodRegistry, settings: Pick<ModuleSettings, 'supportEmail'>): void {
  registry.register('hub_getSkuList', async (ctx, { packageType }) => {
    const skus = await skuList(ctx.db, packageType === 'all' ? undefined : packageType)
    const owner = apiKeyOwnerOf(ctx)
    return Promise.all(skus.map((sku) => toWireSku(ctx.db, owner, sku)))
  })

  // Public (the landing page): the catalogue's rows as they are, nothing about who asks.
  registry.register('hub_getPackageCatalog', async (ctx) =>
    (await skuList(ctx.db)).map(({ sortOrder: _sortOrder, ...sku }) => sku),
  )

  registry.register('hub_getFreeSkuBuyFreeType', async (ctx, { skuId }) => {
    const sku = await skuById(ctx.db, skuId)
    if (!sku) throw skuNotFound(skuId)
    return freeSkuEligibility(ctx.db, apiKeyOwnerOf(ctx), sku)
  })

  // Sales answer enterprise questions at the support address until a sales one is configured.
  registry.register('hub_getEnterpriseInfo', async (ctx) =>
    enterpriseInfo(ctx.db, apiKeyOwnerOf(ctx), settings.supportEmail),
  )
}

/**
 * A catalogue row as the contract's `Sku`. `purchasable`: enterprise plans never (agreed with
 * sales); the free package when the caller may claim it this month; every other package always.
 */
async function toWireSku(db: Kysely<DB>, owner: PackageOwner, record: SkuRecord): Promise<Sku> {
  const { sortOrder: _sortOrder, ...sku } = record
  const purchasable =
    sku.packageType === 'free'
      ? (await freeSkuEligibility(db, owner, record)).state === 'claimable'
      : sku.packageType !== 'enterprise'
  return { ...sku, purchasable }
}
