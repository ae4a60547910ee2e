/** Why a card payment failed, and what to do, in the customer's words. */
import { Trans } from '@lingui/react/macro'
import type { CardFailure } from '../../../../../machines/deposit/card-deposit.types'

export function CardFailureMessage({ failure }: { failure: CardFailure }) {
  return <p className="text-red-700 dark:text-red-400">{words(failure)}</p>
}

function words(failure: CardFailure) {
  switch (failure) {
    case 'declined':
      return <Trans>Your card was declined. Nothing was charged: try another card or contact your bank.</Trans>
    case 'insufficientFunds':
      return <Trans>Your card has insufficient funds. Nothing was charged: try another card.</Trans>
    case 'authenticationFailed':
      return <Trans>Your bank did not confirm the payment (3-D Secure). Nothing was charged.</Trans>
    case 'networkLost':
      return (
        <Trans>
          The connection was lost before the payment was answered. Trying again checks on the same payment: you are
          never charged twice.
        </Trans>
      )
    case 'other':
      return <Trans>The payment did not go through. Check your billing history before you pay again.</Trans>
  }
}
