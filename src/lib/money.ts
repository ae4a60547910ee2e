/**
 * Money on screen. Amounts travel as decimal strings (never floats, DESIGN.md); they become
 * numbers only here, for display in the active locale (SPEC §3: wallet amounts are parsed to
 * numbers).
 */
import { i18n } from '@lingui/core'
import { numberFormat } from './number-format'

export function formatUsd(amount: string): string {
  const value = Number(amount)
  return numberFormat(i18n.locale, { style: 'currency', currency: 'USD' }).format(Number.isFinite(value) ? value : 0)
}

/**
 * A token or unit amount (a deposit's coins, request units left) grouped in the active locale,
 * with its significant decimals (up to 20, Intl's limit; tokens have at most 18). The string is
 * formatted as an exact decimal, not through a float. '' when it is not a decimal string.
 */
export function formatDecimal(amount: string): string {
  if (!DECIMAL.test(amount)) return ''
  return numberFormat(i18n.locale, { maximumFractionDigits: 20 }).format(amount as `${number}`)
}

const DECIMAL = /^[+-]?\d+(\.\d+)?$/
