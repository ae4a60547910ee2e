/**
 * The deposit history's query kept in the billing page's address (`?method=cobo&from=2026-11-01
 * &to=2026-11-30&page=2&size=10`), so a reload, a shared link or the back button shows the same
 * page of the same deposits. Anything unreadable falls back to its default, never to an error:
 * an address is typed by people.
 */
import { PAYMENT_METHOD_FILTERS, type PaymentMethodFilter } from '../../../contract/enums'
import { TABLE_PAGE_SIZE, TABLE_PAGE_SIZES } from '../../components/ui/table-defaults'
import { dayOf } from '../../lib/day-range'
import type { DepositQuery } from './deposit-query'

/** The search params the billing page reads and writes; the defaults are left out. */
export interface DepositSearch {
  method?: string
  from?: string
  to?: string
  page?: number
  size?: number
}

/** The query an address asks for. */
export function depositQueryOf(search: Record<string, unknown>): DepositQuery {
  const method = (PAYMENT_METHOD_FILTERS as readonly unknown[]).includes(search['method'])
    ? (search['method'] as PaymentMethodFilter)
    : 'all'
  const page = Number(search['page'])
  const size = Number(search['size'])
  return {
    paymentMethod: method,
    from: dayOf(search['from']),
    to: dayOf(search['to']),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: (TABLE_PAGE_SIZES as readonly number[]).includes(size) ? size : TABLE_PAGE_SIZE,
  }
}

/** The address of a query: only what differs from the defaults. */
export function depositSearchOf(query: DepositQuery): DepositSearch {
  return {
    ...(query.paymentMethod !== 'all' && { method: query.paymentMethod }),
    ...(query.from && { from: query.from }),
    ...(query.to && { to: query.to }),
    ...(query.page !== 1 && { page: query.page }),
    ...(query.perPage !== TABLE_PAGE_SIZE && { size: query.perPage }),
  }
}
