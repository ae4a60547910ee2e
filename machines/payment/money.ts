/**
 * USD amounts as the server's decimal strings, compared and added as integers of micro-dollars,
 * never as floats (DESIGN.md "Money"). Shared by every flow that pays: a package, a node.
 */

/** Whether `balance` is at least `price` (both decimal USD strings; a malformed one covers nothing). */
export function covers(balance: string, price: string): boolean {
  const have = micros(balance)
  const need = micros(price)
  return have !== null && need !== null && have >= need
}

/** How much `balance` lacks of `price`, as a USD string with cents (rounded up); '0.00' when it covers it. */
export function shortfall(balance: string, price: string): string {
  const have = micros(balance) ?? 0n
  const need = micros(price) ?? 0n
  if (have >= need) return '0.00'
  return usd((need - have + 9_999n) / 10_000n)
}

/** The sum of USD amounts, with cents (rounded up to the cent); null when one is malformed. */
export function sumUsd(...amounts: string[]): string | null {
  let total = 0n
  for (const amount of amounts) {
    const value = micros(amount)
    if (value === null) return null
    total += value
  }
  return usd(total >= 0n ? (total + 9_999n) / 10_000n : total / 10_000n)
}

/** Whether an amount is exactly zero (a malformed one is not: it is never taken for free). */
export function isZero(amount: string): boolean {
  return micros(amount) === 0n
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,6}))?$/

function micros(amount: string): bigint | null {
  const match = DECIMAL.exec(amount.trim())
  if (!match) return null
  const [, sign, whole = '0', fraction = ''] = match
  const value = BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0'))
  return sign ? -value : value
}

function usd(cents: bigint): string {
  const sign = cents < 0n ? '-' : ''
  const size = cents < 0n ? -cents : cents
  return `${sign}${size / 100n}.${String(size % 100n).padStart(2, '0')}`
}
