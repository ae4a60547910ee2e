/**
 * The statements page's query kept in its address (`?tab=purchase&package=standard&channel=card
 * &from=2026-11-01&to=2026-11-30&page=2&size=10`), so a reload, a shared link or the back button
 * shows the same rows. Anything unreadable falls back to its default, never to an error: an
 * address is typed by people.
 */
import {
  BILL_TYPE_FILTERS,
  PACKAGE_TYPE_FILTERS,
  PAYMENT_CHANNEL_FILTERS,
  PAYMENT_METHOD_FILTERS,
} from '../../../contract/enums'
import { TABLE_PAGE_SIZE, TABLE_PAGE_SIZES } from '../../components/ui/table-defaults'
import { dayOf } from '../../lib/day-range'
import { STATEMENT_TABS, type StatementQuery } from './statement-query'

/** The search params the page reads and writes; defaults are left out. */
export interface StatementSearch {
  tab?: string
  type?: string
  channel?: string
  package?: string
  method?: string
  from?: string
  to?: string
  page?: number
  size?: number
}

/** The query an address asks for. */
export function statementQueryOf(search: Record<string, unknown>): StatementQuery {
  const page = Number(search['page'])
  const size = Number(search['size'])
  return {
    tab: oneOf(STATEMENT_TABS, search['tab'], 'bill'),
    billType: oneOf(BILL_TYPE_FILTERS, search['type'], 'all'),
    paymentChannel: oneOf(PAYMENT_CHANNEL_FILTERS, search['channel'], 'all'),
    packageType: oneOf(PACKAGE_TYPE_FILTERS, search['package'], 'all'),
    paymentMethod: oneOf(PAYMENT_METHOD_FILTERS, search['method'], 'all'),
    from: dayOf(search['from']),
    to: dayOf(search['to']),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: (TABLE_PAGE_SIZES as readonly number[]).includes(size) ? size : TABLE_PAGE_SIZE,
  }
}

/** The address of a query: only what differs from the defaults. */
export function statementSearchOf(query: StatementQuery): StatementSearch {
  return {
    ...(query.tab !== 'bill' && { tab: query.tab }),
    ...(query.billType !== 'all' && { type: query.billType }),
    ...(query.paymentChannel !== 'all' && { channel: query.paymentChannel }),
    ...(query.packageType !== 'all' && { package: query.packageType }),
    ...(query.paymentMethod !== 'all' && { method: query.paymentMethod }),
    ...(query.from && { from: query.from }),
    ...(query.to && { to: query.to }),
    ...(query.page !== 1 && { page: query.page }),
    ...(query.perPage !== TABLE_PAGE_SIZE && { size: query.perPage }),
  }
}

function oneOf<T extends string>(values: readonly T[], value: unknown, fallback: T): T {
  return (values as readonly unknown[]).includes(value) ? (value as T) : fallback
}
