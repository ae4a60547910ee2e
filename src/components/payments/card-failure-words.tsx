/**
 * Why a card refused a payment, and what to do, in the customer's words: the same for a deposit
 * and a package purchase. What any other failure means differs by flow, so each says it itself.
 */
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { CardFailureKind } from '../../lib/card-failure'

export function cardFailureWords(failure: Exclude<CardFailureKind, 'other'>): ReactNode {
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
  }
}
