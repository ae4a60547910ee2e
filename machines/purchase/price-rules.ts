/**
 * What a package costs the buyer and whether the wallet covers it. Amounts are the server's
 * decimal strings, compared as integers of micro-dollars, never as floats (DESIGN.md "Money").
 */
import type { Sku } from '../../contract'
import type { PurchaseMode } from './purchase.types'

/** Whether `balance` is at least `price` (both decimal USD strings; a malformed one covers nothing). */
export function covers(balance: string, price: string): boolean {
  const have = micros(balance)
  const need = micros(price)
  return have !== null && need !== null && have >= need
}

/**
 * Whether choosing this package moves money: free packages never do, and at first login Pay As
 * You Go starts with nothing to pay (its top-ups are bought when RU run out).
 */
export function isPaid(sku: Sku, mode: PurchaseMode): boolean {
  if (sku.packageType === 'free' || micros(sku.price) === 0n) return false
  return !(mode === 'firstLogin' && sku.packageType === 'default')
}

/** How much `balance` lacks of `price`, as a USD string with cents (rounded up); '0.00' when it covers it. */
export function shortfall(balance: string, price: string): string {
  const have = micros(balance) ?? 0n
  const need = micros(price) ?? 0n
  if (have >= need) return '0.00'
  const cents = (need - have + 9_999n) / 10_000n
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,6}))?$/

function micros(amount: string): bigint | null {
  const match = DECIMAL.exec(amount.trim())
  if (!match) return null
  const [, sign, whole = '0', fraction = ''] = match
  const value = BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0'))
  return sign ? -value : value
}
