/**
 * What the deposit history asks for: a payment method (SPEC §3: all, crypto, card), an optional
 * range of days, and a page (SPEC §9). Days are the reader's calendar days (`YYYY-MM-DD` from the
 * date fields); the wire wants instants, so a range runs from the start of its first day to the
 * start of the day after its last (the server's `to` is exclusive).
 */
import type { PaymentMethodFilter } from '../../../contract/enums'
import { MAX_RANGE_DAYS } from '../../../contract/fields'

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

/** Why a range cannot be asked for, or null when it can. */
export type RangeProblem = 'backwards' | 'tooLong' | null

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** One stable key per query, so each page is stored under its own name. */
export function queryKey(query: DepositQuery): string {
  return [query.paymentMethod, query.from ?? '', query.to ?? '', query.page, query.perPage].join('|')
}

/** Start of the calendar day in the reader's time zone; null when `day` is not `YYYY-MM-DD`. */
export function startOfDay(day: string): Date | null {
  const match = DAY.exec(day)
  if (!match) return null
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  return Number.isNaN(date.getTime()) ? null : date
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

/** The call's params; an unreadable day is left out, as the date field would show it empty. */
export function depositParams(query: DepositQuery): DepositParams {
  const params: DepositParams = { page: query.page, perPage: query.perPage, paymentMethod: query.paymentMethod }
  const start = query.from ? startOfDay(query.from) : null
  const end = query.to ? startOfDay(query.to) : null
  if (start) params.from = start.toISOString()
  if (end) params.to = new Date(end.getFullYear(), end.getMonth(), end.getDate() + 1).toISOString()
  return params
}
