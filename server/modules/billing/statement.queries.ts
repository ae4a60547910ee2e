/**
 * Reading the statement (`bills`) and the packages bought (`purchases`), with the filters of
 * SPEC §3 and the pages of SPEC §9, through db/page.ts like deposits: newest first,
 * `from` inclusive, `to` exclusive, amounts leaving SQL as text (never as floats). The CSV
 * exports read through the same functions, so a file holds exactly the rows the list shows.
 */
import { sql, type Kysely } from 'kysely'
import type {
  Bill,
  BillType,
  BillTypeFilter,
  PackageType,
  PackageTypeFilter,
  Page,
  PaymentChannel,
  PaymentChannelFilter,
  PurchaseRecord,
} from '../../../contract/index'
import { rangePage, type PageFilter } from '../../db/page'
import type { DB } from '../../db/schema'

/** The filters of hub_getUserBill and hub_getViewUserBillCsv. */
export interface BillFilter extends PageFilter {
  billType: BillTypeFilter
  paymentChannel: PaymentChannelFilter
}

/** The filters of hub_getViewUserPurchaseInfo and hub_getViewUserPurchaseInfoCsv. */
export interface PurchaseFilter extends PageFilter {
  packageType: PackageTypeFilter
  paymentChannel: PaymentChannelFilter
}

/** One page of the wallet's statement, newest first. */
export async function billPage(db: Kysely<DB>, walletId: number, filter: BillFilter): Promise<Page<Bill>> {
  let query = db
    .selectFrom('bills')
    .select([
      'id',
      'bill_type',
      'title',
      sql<string>`amount::text`.as('amount'),
      sql<string>`balance_after::text`.as('balance_after'),
      'payment_channel',
      'order_id',
      'created_at',
    ])
    .where('wallet_id', '=', walletId)
  if (filter.billType !== 'all') query = query.where('bill_type', '=', filter.billType)
  if (filter.paymentChannel !== 'all') query = query.where('payment_channel', '=', filter.paymentChannel)
  return rangePage(query, filter, {
    timeColumn: 'created_at',
    order: (q) => q.orderBy('created_at', 'desc').orderBy('id', 'desc'),
    toEntry: (row): Bill => ({
      id: Number(row.id),
      billType: row.bill_type as BillType,
      title: row.title,
      amount: row.amount,
      currency: 'USD',
      balanceAfter: row.balance_after,
      paymentChannel: row.payment_channel as PaymentChannel | null,
      orderId: row.order_id,
      createdAt: new Date(row.created_at).toISOString(),
    }),
  })
}

/** One page of the packages the wallet bought, newest first, with each package's catalogue name and type. */
export async function purchasePage(
  db: Kysely<DB>,
  walletId: number,
  filter: PurchaseFilter,
): Promise<Page<PurchaseRecord>> {
  let query = db
    .selectFrom('purchases as p')
    .innerJoin('skus as s', 's.id', 'p.sku_id')
    .select([
      'p.id',
      'p.order_id',
      'p.sku_id',
      's.name as sku_name',
      's.package_type',
      'p.payment_channel',
      sql<string>`p.amount::text`.as('amount'),
      'p.ru',
      'p.auto_renew',
      'p.created_at',
      'p.starts_at',
      'p.expires_at',
    ])
    .where('p.wallet_id', '=', walletId)
  if (filter.packageType !== 'all') query = query.where('s.package_type', '=', filter.packageType)
  if (filter.paymentChannel !== 'all') query = query.where('p.payment_channel', '=', filter.paymentChannel)
  return rangePage(query, filter, {
    timeColumn: 'p.created_at',
    order: (q) => q.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc'),
    toEntry: (row): PurchaseRecord => ({
      id: Number(row.id),
      orderId: row.order_id,
      skuId: Number(row.sku_id),
      skuName: row.sku_name,
      packageType: row.package_type as PackageType,
      paymentChannel: row.payment_channel,
      amount: row.amount,
      currency: 'USD',
      ru: Number(row.ru),
      autoRenew: row.auto_renew,
      createdAt: new Date(row.created_at).toISOString(),
      startsAt: new Date(row.starts_at).toISOString(),
      expiresAt: row.expires_at === null ? null : new Date(row.expires_at).toISOString(),
    }),
  })
}
