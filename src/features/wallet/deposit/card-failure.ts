/**
 * Why a card payment failed, in the deposit machine's words (machines/deposit): the server's
 * 10422 refusals carry `data.reason` (`card_declined`, `insufficient_funds`…), a polled order
 * carries the processor's reason in English, and a call that got no answer is a lost network —
 * the payment may still have gone through, so the machine follows the order rather than paying
 * again.
 */
import type { CardFailure, CardFailureError } from '../../../../machines/deposit/card-deposit.types'
import { HubErrorCode } from '../../../../contract/errors'
import { RpcCallError, RpcTransportError } from '../../../lib/rpc-client'

/** The machine's failure for an effect's error. */
export function cardFailureError(error: unknown): CardFailureError & { cause: unknown } {
  return { cardFailure: cardFailureFrom(error), cause: error }
}

export function cardFailureFrom(error: unknown): CardFailure {
  const tagged = (error as Partial<CardFailureError> | null)?.cardFailure
  if (typeof tagged === 'string') return tagged
  if (error instanceof RpcTransportError) return error.kind === 'http' ? 'other' : 'networkLost'
  // 50409: the same attempt is still running on the server; trying it again is safe.
  if (error instanceof RpcCallError && error.code === HubErrorCode.Conflict) return 'networkLost'
  if (error instanceof RpcCallError) return failureOfCode(String(error.data?.['reason'] ?? ''))
  return 'other'
}

/** The processor's refusal code (Stripe's `decline_code` words) as the machine's failure. */
export function failureOfCode(code: string): CardFailure {
  if (code === 'insufficient_funds') return 'insufficientFunds'
  if (code === 'network_error') return 'networkLost'
  if (code === 'authentication_failed' || code === 'authentication_required') return 'authenticationFailed'
  if (code === 'card_declined' || code === 'expired_card' || code === 'incorrect_cvc') return 'declined'
  return 'other'
}

/**
 * A failed order's reason (hub_polling's `failureReason`, the processor's English message) as the
 * machine's failure. The contract has no code for it yet, so the words are matched.
 */
export function failureOfReason(reason: string | null): CardFailure {
  const words = (reason ?? '').toLowerCase()
  if (words.includes('insufficient')) return 'insufficientFunds'
  if (words.includes('authenticat') || words.includes('3-d secure') || words.includes('3d secure')) {
    return 'authenticationFailed'
  }
  if (words.includes('declin')) return 'declined'
  return 'other'
}
