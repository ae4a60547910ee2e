/**
 * The package a purchase names, checked once for every way of buying: it exists, it is not an
 * enterprise plan (agreed with sales), and it renews by itself if auto-renew is asked for.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../../db/schema'
import { skuList, type SkuRecord } from '../packages.queries'
import { enterpriseNotForSale, notRenewable, skuNotFound } from './purchase-errors'

/** The catalogue row `skuId`, or null. */
export async function skuById(db: Kysely<DB>, skuId: number): Promise<SkuRecord | null> {
  return (await skuList(db)).find((sku) => sku.id === skuId) ?? null
}

/** The package `skuId` as something that may be bought (50404 / 10422 otherwise). */
export async function skuForSale(db: Kysely<DB>, skuId: number, autoRenew: boolean): Promise<SkuRecord> {
  const sku = await skuById(db, skuId)
  if (!sku) throw skuNotFound(skuId)
  if (sku.packageType === 'enterprise') throw enterpriseNotForSale()
  if (autoRenew && !sku.autoRenewable) throw notRenewable(sku.name)
  return sku
}
