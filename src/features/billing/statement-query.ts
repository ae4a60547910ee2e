/**
 * What the statements page (/rpc/billings/event) asks for: a tab (the bills timeline, the
 * packages bought, the deposits), the filters of SPEC §3 that tab offers, an optional range of
 * days and a page (SPEC §9). Days are the reader's calendar days (`YYYY-MM-DD`); the wire wants
 * instants, so a range runs from the start of its first day to the start of the day after its
 * last (the server's `to` is exclusive).
 */
import type {
  BillTypeFilter,
  PackageTypeFilter,
  PaymentChannelFilter,
  PaymentMethodFilter,
} from '../../../contract/enums'
import { MAX_RANGE_DAYS } from '../../../contract/fields'
import type { ParamsOf } from '../../../contract'
import type { ExportKind } from '../../../contract/statuses'

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

/** Why a range cannot be asked for, or null when it can. */
export type RangeProblem = 'backwards' | 'tooLong' | null

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * One stable key per query, naming only the filters its tab reads: a filter of another tab
 * left in the address does not make a second stored copy of the same page.
 */
export function statementKey(query: StatementQuery): string {
  return [query.tab, ...tabFilters(query), query.from ?? '', query.to ?? '', query.page, query.perPage].join('|')
}

/** Start of the calendar day in the reader's time zone; null when `day` is not `YYYY-MM-DD`. */
export function startOfDay(value: string): Date | null {
  const match = DAY.exec(value)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])]
  const date = new Date(year, month, day)
  // `new Date` rolls 2026-13-45 over into a real day; such a day was never typed.
  return date.getFullYear() === year && date.getMonth() === month && date.getDate() === day ? date : null
}

/** Whether the range runs forward and spans at most the contract's MAX_RANGE_DAYS. */
export function rangeProblem(from: string | null, to: string | null): RangeProblem {
  const start = from ? startOfDay(from) : null
  const end = to ? startOfDay(to) : null
  if (!start || !end) return null
  if (end < start) return 'backwards'
  const days = Math.round((end.getTime() - start.getTime()) / 86_400_000) + 1
  return days > MAX_RANGE_DAYS ? 'tooLong' : null
}

/** The `from`/`to` instants of the range; an unreadable day is left out. */
export function rangeParams(query: Pick<StatementQuery, 'from' | 'to'>): { from?: string; to?: string } {
  const start = query.from ? startOfDay(query.from) : null
  const end = query.to ? startOfDay(query.to) : null
  return {
    ...(start && { from: start.toISOString() }),
    ...(end && { to: new Date(end.getFullYear(), end.getMonth(), end.getDate() + 1).toISOString() }),
  }
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
