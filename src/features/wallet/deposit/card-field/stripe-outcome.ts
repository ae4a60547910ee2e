/**
 * What Stripe.js answers, in the deposit machine's words: the same outcomes the sandbox's field
 * gives for the same situations (sandbox-card-field.ts), so the machine cannot tell them apart.
 */
import type { StripeError } from '@stripe/stripe-js'
import type { CardFailureError, NewCardOutcome } from '../../../../../machines/deposit/card-deposit.types'
import { failureOfCode } from '../../../../lib/card-failure'

/** An intent as Stripe.js answers it (payment or setup): its status is all the page reads. */
export interface StripeIntentResult {
  paymentIntent?: { status: string } | undefined
  setupIntent?: { status: string } | undefined
  error?: Pick<StripeError, 'type' | 'code' | 'decline_code' | 'message'> | undefined
}

/**
 * Stripe's refusals of what was typed (its own codes and the sandbox's): the field shows why,
 * nothing reached the bank, and the customer corrects the card in the same field.
 */
const TYPING_ERRORS = new Set([
  'incorrect_number',
  'invalid_number',
  'incomplete_number',
  'invalid_expiry_month',
  'invalid_expiry_year',
  'invalid_expiry_year_past',
  'incomplete_expiry',
  'expired_card',
  'invalid_cvc',
  'incomplete_cvc',
  'incomplete_zip',
])

/** The outcome of `confirmCardPayment` / `confirmCardSetup` (run without handling the next action). */
export function confirmOutcome(result: StripeIntentResult): NewCardOutcome {
  if (result.error) {
    if (isTypingError(result.error)) return { status: 'incomplete' }
    throw refusal(result.error)
  }
  const status = (result.paymentIntent ?? result.setupIntent)?.status
  if (status === 'succeeded') return { status: 'paid' }
  // Stripe.js shows the bank's step itself (handleNextAction): there is no page to remember.
  if (status === 'requires_action') return { status: 'requires_action', nextActionUrl: null }
  // Processing, awaiting capture…: the server hears the end from Stripe's webhook; the order is polled.
  return { status: 'pending' }
}

/** The outcome of `handleNextAction`: the bank approved, or the customer failed its step. */
export function challengeOutcome(result: StripeIntentResult): 'succeeded' | 'failed' {
  if (result.error) {
    if (failureOf(result.error) === 'authenticationFailed') return 'failed'
    throw refusal(result.error)
  }
  const status = (result.paymentIntent ?? result.setupIntent)?.status
  // Left waiting or back to needing a card: the step was closed or failed without an error.
  return status === 'requires_action' || status === 'requires_payment_method' ? 'failed' : 'succeeded'
}

export function refusal(error: NonNullable<StripeIntentResult['error']>): CardFailureError {
  return { cardFailure: failureOf(error) }
}

function isTypingError(error: NonNullable<StripeIntentResult['error']>): boolean {
  return error.type === 'validation_error' || TYPING_ERRORS.has(error.code ?? '')
}

/**
 * `decline_code` first (`insufficient_funds` comes as `card_declined` + that decline code), then
 * `code`: a decline code the machine has no word for (`generic_decline`, `do_not_honor`) is still
 * a declined card. No answer from Stripe is a lost network: the machine then polls the order.
 */
function failureOf(error: NonNullable<StripeIntentResult['error']>) {
  if (error.type === 'api_connection_error') return failureOfCode('network_error')
  const byDecline = failureOfCode(error.decline_code ?? '')
  return byDecline !== 'other' ? byDecline : failureOfCode(error.code ?? '')
}
