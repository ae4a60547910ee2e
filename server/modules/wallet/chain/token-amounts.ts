/**
 * Token amounts as integers of the token's smallest unit (bigint) and decimal strings, never
 * floats. A deposit's USD value is rounded down to the cent: we never credit money that did not
 * arrive.
 */

/** `units` of a token with `decimals` as a decimal string: 10500000 with 6 → `10.5`. */
export function formatUnits(units: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals)
  const whole = units / scale
  const fraction = (units % scale).toString().padStart(decimals, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : `${whole}`
}

/** A decimal string as units of a token with `decimals`; more fraction digits than that are refused. */
export function parseUnits(value: string, decimals: number): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value)
  if (!match) throw new Error(`not a decimal amount: ${value}`)
  const fraction = match[2] ?? ''
  if (fraction.length > decimals) throw new Error(`${value} has more than ${decimals} decimals`)
  return BigInt(match[1] + fraction.padEnd(decimals, '0'))
}

/** The USD value of `units` at `usdRate` (a decimal string), rounded down to the cent: `12.34`. */
export function usdValueOf(units: bigint, decimals: number, usdRate: string): string {
  const rateDecimals = usdRate.split('.')[1]?.length ?? 0
  const rate = parseUnits(usdRate, rateDecimals)
  // units × rate is scaled by 10^(decimals + rateDecimals); cents want 10^2.
  const cents = (units * rate * 100n) / 10n ** BigInt(decimals + rateDecimals)
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`
}
