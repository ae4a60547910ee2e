/**
 * The dedicated-node catalogue (`dn_skus`, migration 0028) as hub_getDnSku answers it, and the
 * price of one purchase or renewal. Money stays in SQL and decimal strings: a cycle's first
 * payment (price + set-up fee) is summed by the database.
 */
import { sql, type Kysely } from 'kysely'
import type { DnBillingCycle, DnSku, NodeBillingCycle, NodeClient, NodeCycleMonths } from '../../../contract/index'
import type { DB } from '../../db/schema'
import { notFound } from '../../rpc/errors'

/** The cycle of each month count a purchase may name. */
export const CYCLE_OF_MONTHS: Readonly<Record<NodeCycleMonths, NodeBillingCycle>> = {
  1: 'monthly',
  3: 'quarterly',
  12: 'yearly',
}

/** The catalogue, in its order; on one network when named. */
export async function dnSkuList(db: Kysely<DB>, networkId?: string): Promise<DnSku[]> {
  let query = skuQuery(db)
  if (networkId !== undefined) query = query.where('network_id', '=', networkId)
  const rows = await query.orderBy('sort_order').orderBy('id').execute()
  return rows.map(toDnSku)
}

/** One SKU, or 50404. */
export async function dnSkuById(db: Kysely<DB>, skuId: number): Promise<DnSku> {
  const row = await skuQuery(db).where('id', '=', skuId).executeTakeFirst()
  if (!row)
    throw notFound(`No dedicated node has the id ${skuId} in the catalogue.`, `目录中没有 ID 为 ${skuId} 的专用节点。`)
  return toDnSku(row)
}

/** What `months` of `sku` costs: the cycle's price, plus its set-up fee on a first purchase. */
export function chargeFor(sku: DnSku, months: NodeCycleMonths, first: boolean): DnBillingCycle & { amount: string } {
  const cycle = sku.cycles.find((entry) => entry.months === months)!
  return { ...cycle, amount: first ? cycle.firstPayment : cycle.price }
}

function skuQuery(db: Kysely<DB>) {
  return db
    .selectFrom('dn_skus')
    .select([
      'id',
      'name',
      'chain_id',
      'network_id',
      'network_name',
      'region',
      'region_name',
      'client',
      'cpu',
      'memory_gb',
      'storage_gb',
      'archive',
      'available',
      sql<string>`monthly_price::text`.as('monthly'),
      sql<string>`quarterly_price::text`.as('quarterly'),
      sql<string>`yearly_price::text`.as('yearly'),
      sql<string>`setup_fee::text`.as('setup_fee'),
      sql<string>`(monthly_price + setup_fee)::text`.as('monthly_first'),
    ])
}

type SkuRow = Awaited<ReturnType<ReturnType<typeof skuQuery>['executeTakeFirstOrThrow']>>

function toDnSku(row: SkuRow): DnSku {
  const cycle = (name: NodeBillingCycle, months: NodeCycleMonths, price: string, setupFee: string, first: string) => ({
    cycle: name,
    months,
    price,
    setupFee,
    firstPayment: first,
  })
  return {
    id: Number(row.id),
    name: row.name,
    chainId: row.chain_id,
    networkId: row.network_id,
    networkName: row.network_name,
    region: row.region,
    regionName: row.region_name,
    client: row.client as NodeClient,
    monthlyPrice: row.monthly,
    currency: 'USD',
    cycles: [
      cycle('monthly', 1, row.monthly, row.setup_fee, row.monthly_first),
      cycle('quarterly', 3, row.quarterly, '0.00', row.quarterly),
      cycle('yearly', 12, row.yearly, '0.00', row.yearly),
    ],
    cpu: row.cpu,
    memoryGb: row.memory_gb,
    storageGb: row.storage_gb,
    archive: row.archive,
    available: row.available,
  }
}
