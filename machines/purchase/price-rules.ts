/**
 * What a package costs the buyer and whether the wallet covers it. Amounts are the server's
 * decimal strings, compared as integers of micro-dollars, never as floats (DESIGN.md "Money"):
 * the arithmetic is machines/payment/money.ts, shared with every flow that pays.
 */
import type { Sku } from '../../contract'
import { isZero } from '../payment/money'
import type { PurchaseMode } from './purchase.types'

// The money rules every paying flow shares; here too, where the package pages have always found them.
export { covers, shortfall } from '../payment/money'

/**
 * Whether choosing this package moves money: free packages never do, and at first login Pay As
 * You Go starts with nothing to pay (its top-ups are bought when RU run out).
 */
export function isPaid(sku: Sku, mode: PurchaseMode): boolean {
  if (sku.packageType === 'free' || isZero(sku.price)) return false
  return !(mode === 'firstLogin' && sku.packageType === 'default')
}
