/**
 * What the deposit history asks for: a payment method (SPEC §3: all, crypto, card), an optional
 * range of days, and a page (SPEC §9). Days are the reader's calendar days (`YYYY-MM-DD` from the
 * date fields); the wire wants instants, so a range runs from the start of its first day to the
 * start of the day after its last (the server's `to` is exclusive; `rangeParams` of lib/day-range.ts).
 */
import type { PaymentMethodFilter } from '../../../contract/enums'
import { rangeParams } from '../../lib/day-range'

export interface DepositQuery {
  paymentMethod: PaymentMethodFilter
  /** First day shown, `YYYY-MM-DD`; null for no lower bound. */
  from: string | null
  /** Last day shown, `YYYY-MM-DD`, inclusive; null for no upper bound. */
  to: string | null
  page: number
  perPage: number
}

/** The params of hub_getWalletDeposit for a query. */
export interface DepositParams {
  page: number
  perPage: number
  paymentMethod: PaymentMethodFilter
  from?: string
  to?: string
}

/** One stable key per query, so each page is stored under its own name. */
export function queryKey(query: DepositQuery): string {
  return [query.paymentMethod, query.from ?? '', query.to ?? '', query.page, query.perPage].join('|')
}

/** The call's params; an unreadable day is left out, as the date field would show it empty. */
export function depositParams(query: DepositQuery): DepositParams {
  return { page: query.page, perPage: query.perPage, paymentMethod: query.paymentMethod, ...rangeParams(query) }
}
