/** Why a renewal was not paid, in the customer's words: nothing was charged. */
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { PaymentOutcome } from '../../../../machines/payment/payment.types'
import { cardFailureWords } from '../../../components/payments/card-failure-words'

export function RenewFailure({ outcome }: { outcome: PaymentOutcome }) {
  const words = failureWords(outcome)
  if (!words) return null
  return (
    <p
      role="alert"
      data-testid="renew-failure"
      className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100"
    >
      {words}
    </p>
  )
}

function failureWords(outcome: PaymentOutcome): ReactNode {
  if (outcome.status === 'paid') return null
  if (outcome.status === 'canceled') return <Trans>The payment was cancelled. Nothing was charged.</Trans>
  const failure = outcome.status === 'short' ? 'insufficientBalance' : outcome.failure
  if (failure === 'insufficientBalance') {
    return <Trans>Your wallet balance does not cover the renewal. Nothing was charged.</Trans>
  }
  if (failure === 'other') return <Trans>The renewal was not paid. Nothing was charged.</Trans>
  return cardFailureWords(failure)
}
