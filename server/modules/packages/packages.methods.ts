/**
 * The package catalogue as the app reads it (`hub_getSkuList`). Buying arrives with the packages
 * issue; until then no package can be bought here, but the list is the real catalogue and
 * `purchasable` already tells which ones never can be bought online (the free package, which
 * every owner is on without a purchase, and enterprise plans, agreed with sales).
 */
import type { Sku } from '../../../contract/index'
import type { MethodRegistry } from '../../rpc/registry'
import { type SkuRecord, skuList } from './packages.queries'

/** Registers hub_getSkuList. */
export function registerPackageMethods(registry: MethodRegistry): void {
  registry.register('hub_getSkuList', async (ctx, { packageType }) => {
    const skus = await skuList(ctx.db, packageType === 'all' ? undefined : packageType)
    return skus.map(toWireSku)
  })
}

/** A catalogue row as the contract's `Sku`. */
function toWireSku({ sortOrder: _sortOrder, ...sku }: SkuRecord): Sku {
  return { ...sku, purchasable: sku.packageType !== 'free' && sku.packageType !== 'enterprise' }
}
