/**
 * Checks what was typed into the card field, as Stripe Elements does before it sends anything:
 * a number that passes Luhn, an expiry not past, a CVC of 3 (4 for Amex) digits. A valid number
 * that is not a test card is declined, as in Stripe's test mode.
 */
import type { SandboxErrorCode } from './sandbox-text'
import type { TypedCard } from './sandbox-methods'
import { testCardOf } from './test-cards'

export interface CardInput {
  number: string
  expMonth: number
  expYear: number
  cvc: string
  name?: string
}

/** The card, reduced to what the sandbox keeps, or why it cannot be used. */
export function checkCard(input: CardInput, now = new Date()): TypedCard | { error: SandboxErrorCode } {
  const digits = input.number.replace(/\D/g, '')
  const card = testCardOf(digits)
  if (card === 'invalid') return { error: 'incorrect_number' }
  if (
    !Number.isInteger(input.expMonth) ||
    input.expMonth < 1 ||
    input.expMonth > 12 ||
    input.expYear > now.getUTCFullYear() + 50
  ) {
    return { error: 'invalid_expiry' }
  }
  // A card is valid through the last day of its expiry month.
  if (input.expYear * 12 + input.expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1)
    return { error: 'expired_card' }
  if (card === 'not_a_test_card') return { error: 'test_cards_only' }
  if (!new RegExp(card.brand === 'amex' ? '^\\d{4}$' : '^\\d{3}$').test(input.cvc)) return { error: 'invalid_cvc' }
  return {
    brand: card.brand,
    funding: card.funding,
    behaviour: card.behaviour,
    last4: digits.slice(-4),
    expMonth: input.expMonth,
    expYear: input.expYear,
    holderName: input.name?.trim() || null,
  }
}
