/**
 * What the statements page (/rpc/billings/event) asks for: a tab (the bills timeline, the
 * packages bought, the deposits), the filters of SPEC §3 that tab offers, an optional range of
 * days and a page (SPEC §9). Days are the reader's calendar days (`YYYY-MM-DD`); the wire wants
 * instants, so a range runs from the start of its first day to the start of the day after its
 * last (the server’s `to` is exclusive; `rangeParams` of lib/day-range.ts).
 */
import type {
  BillTypeFilter,
  PackageTypeFilter,
  PaymentChannelFilter,
  PaymentMethodFilter,
} from '../../../contract/enums'
import type { ParamsOf } from '../../../contract'
import type { ExportKind } from '../../../contract/statuses'
import { rangeParams } from '../../lib/day-range'

/** The tabs are the three kinds of CSV export: each tab exports what it shows. */
export type StatementTab = ExportKind
export const STATEMENT_TABS: readonly StatementTab[] = ['bill', 'purchase', 'deposit']

export interface StatementQuery {
  tab: StatementTab
  /** Bills only. */
  billType: BillTypeFilter
  /** Bills and purchases. */
  paymentChannel: PaymentChannelFilter
  /** Purchases only. */
  packageType: PackageTypeFilter
  /** Deposits only. */
  paymentMethod: PaymentMethodFilter
  /** First day shown, `YYYY-MM-DD`; null for no lower bound. */
  from: string | null
  /** Last day shown, inclusive; null for no upper bound. */
  to: string | null
  page: number
  perPage: number
}

/**
 * One stable key per query, naming only the filters its tab reads: a filter of another tab
 * left in the address does not make a second stored copy of the same page.
 */
export function statementKey(query: StatementQuery): string {
  return [query.tab, ...tabFilters(query), query.from ?? '', query.to ?? '', query.page, query.perPage].join('|')
}

/** The params of the bills list (hub_getUserBill). */
export function billParams(query: StatementQuery): ParamsOf<'hub_getUserBill'> {
  return { page: query.page, perPage: query.perPage, ...billFilters(query) }
}

/** The params of the purchases list (hub_getViewUserPurchaseInfo). */
export function purchaseParams(query: StatementQuery): ParamsOf<'hub_getViewUserPurchaseInfo'> {
  return { page: query.page, perPage: query.perPage, ...purchaseFilters(query) }
}

/** The params of the deposits list (hub_getWalletDeposit). */
export function depositParams(query: StatementQuery): ParamsOf<'hub_getWalletDeposit'> {
  return { page: query.page, perPage: query.perPage, ...depositFilters(query) }
}

/** The filters of the bills tab, as its list and its CSV export take them. */
export function billFilters(query: StatementQuery) {
  return { billType: query.billType, paymentChannel: query.paymentChannel, ...rangeParams(query) }
}

export function purchaseFilters(query: StatementQuery) {
  return { packageType: query.packageType, paymentChannel: query.paymentChannel, ...rangeParams(query) }
}

export function depositFilters(query: StatementQuery) {
  return { paymentMethod: query.paymentMethod, ...rangeParams(query) }
}

function tabFilters(query: StatementQuery): string[] {
  switch (query.tab) {
    case 'bill':
      return [query.billType, query.paymentChannel]
    case 'purchase':
      return [query.packageType, query.paymentChannel]
    case 'deposit':
      return [query.paymentMethod]
  }
}
