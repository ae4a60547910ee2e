/**
 * The card deposit, driven by its machine (machines/deposit/card-deposit.machine.ts): the amount
 * and the card, the processor's own field for a new card, the bank's 3-D Secure step, then the
 * order followed to its end. The order being paid is kept in the URL, so a reload follows it
 * instead of paying again.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { useEffect, useState } from 'react'
import { MIN_CARD_DEPOSIT_USD } from '../../../../../contract/methods/wallet'
import { newCardStageOf } from '../../../../../machines/payment/new-card-stage'
import { NewCardField } from '../../../../components/payments/new-card-field'
import { useCardSteps } from '../../../../components/payments/use-card-steps'
import { Button } from '../../../../components/ui/button'
import { EmptyState } from '../../../../components/ui/empty-state'
import { SkeletonText } from '../../../../components/ui/skeleton'
import { Spinner } from '../../../../components/ui/spinner'
import { cardDepositWithEffects } from '../card-deposit-effects'
import { cardFieldFor, challengeFieldFor } from '../card-field/card-field-for'
import { followOrderIn } from '../follow-order'
import { loadFollowedField, loadFollowedOrder } from '../followed-order-store'
import { useOnlineAgain } from '../use-machine-signals'
import { CardAmountForm } from './card-amount-form'
import { CardPaymentOutcome } from './card-payment-outcome'
import { ThreeDSecureStep } from '../../../../components/payments/three-d-secure-step'

export interface CardDepositPanelProps {
  /** The order in the URL, followed from the start (a reload mid-payment). */
  resumeOrderId: string | null
  online: boolean
  offlineReasonId: string
  /** Whether a payment is on its way (the page locks the method meanwhile). */
  onBusyChange(busy: boolean): void
}

export function CardDepositPanel({ resumeOrderId, online, offlineReasonId, onBusyChange }: CardDepositPanelProps) {
  const { t } = useLingui()
  const navigate = useNavigate()
  // A saved card's bank step is shown by the order's processor as remembered with it (rememberOrder),
  // so a reload keeps it too (Stripe: its modal).
  const card = useCardSteps((order) => challengeFieldFor(order, loadFollowedField(order.orderId)))
  const [machine] = useState(() =>
    cardDepositWithEffects({
      confirmNewCard: card.confirmNewCard,
      authenticate: (order, signal) => card.authenticate(order, null, signal),
      followOrder: followOrderIn(navigate),
    }),
  )
  const [state, send] = useMachine(machine, {
    input: { minimumUsd: MIN_CARD_DEPOSIT_USD, resume: resumeOrderId ? loadFollowedOrder(resumeOrderId) : null },
  })
  useOnlineAgain(() => send({ type: 'network.online' }))
  const busy = state.hasTag('busy')
  useEffect(() => onBusyChange(busy), [busy, onBusyChange])
  useEffect(() => () => onBusyChange(false), [onBusyChange])
  const offline = online ? {} : { disabled: true, 'aria-describedby': offlineReasonId }
  const { context } = state

  if (state.hasTag('loading')) {
    return (
      <div aria-busy="true" className="max-w-xl">
        <span className="sr-only" role="status">
          <Trans>Loading your saved cards</Trans>
        </span>
        <SkeletonText lines={4} />
      </div>
    )
  }
  if (state.hasTag('loadFailed')) {
    return (
      <EmptyState
        title={<Trans>Your saved cards could not be loaded</Trans>}
        description={<Trans>Try again in a moment.</Trans>}
        action={
          <Button onClick={() => send({ type: 'retry' })} {...offline}>
            {t`Try again`}
          </Button>
        }
      />
    )
  }
  if (state.hasTag('entering')) {
    return <CardAmountForm context={context} refused={state.hasTag('amountRefused')} offline={offline} send={send} />
  }
  const newCard = newCardStageOf(state)
  if (newCard && context.order && context.field) {
    return (
      <NewCardField
        fieldFor={cardFieldFor}
        field={context.field}
        order={context.order}
        amount={context.paidAmount ?? context.amount}
        stage={newCard}
        session={card.fieldSession}
        blocked={offline}
        level={2}
        standalone
        onConfirm={() => send({ type: 'payment.confirm' })}
        onCancel={() => send({ type: 'payment.cancel' })}
      />
    )
  }
  if (state.hasTag('authenticating')) {
    return (
      <ThreeDSecureStep
        level={2}
        focusOnMount
        slot={card.challengeSlot}
        onCancel={() => send({ type: 'payment.cancel' })}
      />
    )
  }
  if (state.hasTag('paying')) {
    return (
      <div className="flex items-center gap-3" data-testid="card-paying">
        <Spinner label={t`Paying`} />
        <p>
          <Trans>Paying… Do not close this page.</Trans>
        </p>
      </div>
    )
  }
  return <CardPaymentOutcome state={state} offline={offline} send={send} />
}
