/**
 * Card processors count money in integer cents (Stripe's `amount`); the contract and our tables
 * in decimal strings. These convert between the two by text, never through a float.
 */
import type { DecimalString } from '../../../../contract/index'

/** `'49.5'` → 4950. Throws on anything that is not a non-negative amount with at most 2 decimals. */
export function usdToCents(amount: string): number {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(amount.trim())
  if (!match) throw new Error(`not a USD amount: ${amount}`)
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** 4950 → `'49.50'`. */
export function centsToUsd(cents: number): DecimalString {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new Error(`not an amount of cents: ${cents}`)
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}
