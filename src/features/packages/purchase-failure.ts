/**
 * Why a purchase failed, in the purchase machine's words: a card's refusal (the server's 10422
 * `data.reason`, or a polled order's `failureCode`: Stripe's words), a lost answer (the payment
 * may have gone through: the machine follows it or repeats the same attempt), or the balance
 * short of the price. The deposit flow reads card refusals the same way (wallet/deposit/card-failure.ts).
 */
import { HubErrorCode } from '../../../contract/errors'
import type { CardFailure, PurchaseFailureError } from '../../../machines/purchase/purchase.types'
import { RpcCallError, RpcTransportError } from '../../lib/rpc-client'

/** The machine's failure for an effect's error. */
export function purchaseFailureError(error: unknown): PurchaseFailureError & { cause: unknown } {
  return { cardFailure: cardFailureFrom(error), cause: error }
}

export function cardFailureFrom(error: unknown): CardFailure {
  const tagged = (error as PurchaseFailureError | null)?.cardFailure
  if (typeof tagged === 'string') return tagged
  if (error instanceof RpcTransportError) return error.kind === 'http' ? 'other' : 'networkLost'
  // 50409: the same attempt is still running on the server; asking again is safe.
  if (error instanceof RpcCallError && error.code === HubErrorCode.Conflict) return 'networkLost'
  if (error instanceof RpcCallError) return failureOfCode(String(error.data?.['reason'] ?? ''))
  return 'other'
}

/** A processor's refusal code as the machine's failure. */
export function failureOfCode(code: string): CardFailure {
  if (code === 'insufficient_funds') return 'insufficientFunds'
  if (code === 'network_error') return 'networkLost'
  if (['authentication_failed', 'authentication_required', 'payment_intent_authentication_failure'].includes(code)) {
    return 'authenticationFailed'
  }
  if (code === 'card_declined' || code === 'expired_card' || code === 'incorrect_cvc') return 'declined'
  return 'other'
}

/** Whether the server refused a business rule (10422): for a wallet purchase, possibly the balance. */
export function isBusinessRefusal(error: unknown): boolean {
  return error instanceof RpcCallError && error.code === HubErrorCode.BusinessRule
}
