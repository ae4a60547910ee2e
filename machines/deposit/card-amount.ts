/**
 * The amount of a card deposit, checked before any payment starts (issue 16: "a deposit under
 * the minimum is refused before any payment"). Amounts stay decimal strings and are compared in
 * cents, never as floats (DESIGN.md "Money").
 */

/** The most one card deposit may be, in USD: the contract's `usdAmountSchema` refuses more. */
export const MAX_CARD_DEPOSIT_USD = '1000000.00'

export type CardAmountProblem =
  /** Empty, or not a plain USD amount (`49`, `49.5`, `49.50`). */
  | 'invalid'
  /** Under the minimum card deposit. */
  | 'belowMinimum'
  /** Over the most one deposit may be. */
  | 'aboveMaximum'

export type CardAmountCheck = { ok: true; amount: string } | { ok: false; problem: CardAmountProblem }

/**
 * Checks what the customer typed against the minimum (`MIN_CARD_DEPOSIT_USD`, passed in: a
 * machine imports no contract values). The amount it answers is normalised to two decimals,
 * the form the server expects.
 */
export function checkCardAmount(typed: string, minimumUsd: string): CardAmountCheck {
  const cents = toCents(typed.trim())
  if (cents === null) return { ok: false, problem: 'invalid' }
  if (cents < (toCents(minimumUsd) ?? 0)) return { ok: false, problem: 'belowMinimum' }
  if (cents > (toCents(MAX_CARD_DEPOSIT_USD) ?? 0)) return { ok: false, problem: 'aboveMaximum' }
  return { ok: true, amount: fromCents(cents) }
}

const USD_AMOUNT = /^(\d{1,7})(?:\.(\d{1,2}))?$/

/** A USD amount in integer cents; null when it is not one. */
function toCents(amount: string): number | null {
  const match = USD_AMOUNT.exec(amount)
  if (!match) return null
  const [, whole = '0', fraction = ''] = match
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

function fromCents(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}
