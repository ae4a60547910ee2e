/**
 * Why a card payment failed, in the payment machines' words (machines/deposit and
 * machines/purchase share `CardFailure`): the server's 10422 refusals carry `data.reason`
 * (`card_declined`, `insufficient_funds`…), a polled order its `failureCode` (the same words), and
 * a call that got no answer is a lost network — the payment may still have gone through, so the
 * machine follows the order rather than paying again. One reading serves the deposit and the
 * package purchase.
 */
import { HubErrorCode } from '../../contract/errors'
import { RpcCallError, RpcTransportError } from './rpc-client'

/**
 * The machines' `CardFailure` (machines/deposit/card-deposit.types.ts), spelt here because
 * src/lib may not import machines/; the features' wrappers return the machine type, so a
 * kind the machines do not know fails the type check.
 */
export type CardFailureKind = 'declined' | 'insufficientFunds' | 'authenticationFailed' | 'networkLost' | 'other'

/** The failure an effect's error stands for: one an effect already named, or read from the error. */
export function cardFailureFrom(error: unknown): CardFailureKind {
  const tagged = (error as { cardFailure?: unknown } | null)?.cardFailure
  if (typeof tagged === 'string') return tagged as CardFailureKind
  if (error instanceof RpcTransportError) return error.kind === 'http' ? 'other' : 'networkLost'
  // 50409: the same attempt is still running on the server; trying it again is safe.
  if (error instanceof RpcCallError && error.code === HubErrorCode.Conflict) return 'networkLost'
  if (error instanceof RpcCallError) return failureOfCode(String(error.data?.['reason'] ?? ''))
  return 'other'
}

/**
 * The processor's refusal code (Stripe's `decline_code` or `code`: a 10422's `data.reason`, a
 * polled order's `failureCode`) as the machine's failure.
 */
export function failureOfCode(code: string): CardFailureKind {
  if (code === 'insufficient_funds') return 'insufficientFunds'
  if (code === 'network_error') return 'networkLost'
  if (['authentication_failed', 'authentication_required', 'payment_intent_authentication_failure'].includes(code)) {
    return 'authenticationFailed'
  }
  if (code === 'card_declined' || code === 'expired_card' || code === 'incorrect_cvc') return 'declined'
  return 'other'
}
