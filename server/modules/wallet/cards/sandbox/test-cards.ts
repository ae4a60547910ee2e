/**
 * The sandbox's test cards: Stripe's test-mode numbers and what each does. A number not listed
 * here but valid (Luhn) is declined, as Stripe's test mode declines real cards.
 */
import type { CardSandboxPaymentMethodsTable } from '../../../../db/schema'

export type Behaviour = CardSandboxPaymentMethodsTable['behaviour']
export type Funding = CardSandboxPaymentMethodsTable['funding']

interface TestCard {
  brand: string
  funding: Funding
  behaviour: Behaviour
}

/** By number without spaces. The first four are the issue's; the others give every SPEC brand. */
const TEST_CARDS: Readonly<Record<string, TestCard>> = {
  '4242424242424242': { brand: 'visa', funding: 'credit', behaviour: 'succeeds' },
  '4000000000000002': { brand: 'visa', funding: 'credit', behaviour: 'card_declined' },
  '4000000000009995': { brand: 'visa', funding: 'credit', behaviour: 'insufficient_funds' },
  '4000002760003184': { brand: 'visa', funding: 'credit', behaviour: 'requires_3ds' },
  '4000056655665556': { brand: 'visa', funding: 'debit', behaviour: 'succeeds' },
  '5555555555554444': { brand: 'mastercard', funding: 'credit', behaviour: 'succeeds' },
  '5200828282828210': { brand: 'mastercard', funding: 'debit', behaviour: 'succeeds' },
  '5105105105105100': { brand: 'mastercard', funding: 'prepaid', behaviour: 'succeeds' },
  '378282246310005': { brand: 'amex', funding: 'credit', behaviour: 'succeeds' },
  '6011111111111117': { brand: 'discover', funding: 'credit', behaviour: 'succeeds' },
  '3056930009020004': { brand: 'diners', funding: 'credit', behaviour: 'succeeds' },
  '3566002020360505': { brand: 'jcb', funding: 'credit', behaviour: 'succeeds' },
  '6200000000000005': { brand: 'unionpay', funding: 'credit', behaviour: 'succeeds' },
}

/** What a typed number is: a test card, a valid card the sandbox declines, or no card number at all. */
export function testCardOf(number: string): TestCard | 'not_a_test_card' | 'invalid' {
  const digits = number.replace(/[\s-]/g, '')
  if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits)) return 'invalid'
  return TEST_CARDS[digits] ?? 'not_a_test_card'
}

/** The Luhn check digit test every card number passes. */
function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return sum % 10 === 0
}
