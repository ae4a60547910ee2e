/** Why a card payment failed, and what to do, in the customer's words. */
import { Trans } from '@lingui/react/macro'
import type { CardFailure } from '../../../../../machines/deposit/card-deposit.types'
import { cardFailureWords } from '../../../../components/payments/card-failure-words'

export function CardFailureMessage({ failure }: { failure: CardFailure }) {
  return (
    <p className="text-red-700 dark:text-red-400">
      {failure === 'other' ? (
        <Trans>The payment did not go through. Check your billing history before you pay again.</Trans>
      ) : (
        cardFailureWords(failure)
      )}
    </p>
  )
}
