/**
 * A renewal being paid: the payment machine (machines/payment/) run with the renewal's effects
 * (node-writes.ts), showing what it waits for — a new card typed into the processor's field, the
 * server, the bank's 3-D Secure step, the order's answer — until it settles, then handing its
 * outcome to the dialog.
 */
import { Trans } from '@lingui/react/macro'
import { useMachine } from '@xstate/react'
import { useEffect, useState } from 'react'
import { newCardStageOf } from '../../../../machines/payment/new-card-stage'
import type { FollowedOrder, PaymentOutcome, PayMethod } from '../../../../machines/payment/payment.types'
import type { CardKit } from '../../../components/payments/card-port'
import { NewCardField } from '../../../components/payments/new-card-field'
import { PaymentStalled, PaymentWaiting } from '../../../components/payments/payment-wait'
import { ThreeDSecureStep } from '../../../components/payments/three-d-secure-step'
import { useCardSteps } from '../../../components/payments/use-card-steps'
import { Spinner } from '../../../components/ui/spinner'
import { renewalWithEffects, type RenewalSubject } from '../node-writes'

export interface RenewPaymentProps {
  kit: CardKit
  subject: RenewalSubject
  method: PayMethod
  cardId: string | null
  attemptId: string
  /** An order on its way from an attempt whose answer was lost: followed, never paid again. */
  resume: FollowedOrder | null
  onSettled(outcome: PaymentOutcome): void
}

export function RenewPayment({ kit, subject, method, cardId, attemptId, resume, onSettled }: RenewPaymentProps) {
  const card = useCardSteps(kit.challengeFor)
  const [machine] = useState(() => renewalWithEffects({ card }))
  const [state, send] = useMachine(machine, { input: { subject, method, cardId, attemptId, resume } })
  const outcome = state.status === 'done' ? (state.output ?? null) : null
  useEffect(() => {
    if (outcome) onSettled(outcome)
    // Settles once; the dialog's callback is read then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome])
  useEffect(() => {
    const online = () => send({ type: 'network.online' })
    window.addEventListener('online', online)
    return () => window.removeEventListener('online', online)
  }, [send])

  const newCard = newCardStageOf(state)
  if (newCard && state.context.field && state.context.order) {
    return (
      <NewCardField
        fieldFor={kit.fieldFor}
        field={state.context.field}
        order={state.context.order}
        amount={subject.price}
        stage={newCard}
        session={card.fieldSession}
        blocked={{}}
        level={3}
        onConfirm={() => send({ type: 'payment.confirm' })}
        onCancel={() => send({ type: 'payment.cancel' })}
      />
    )
  }
  if (state.hasTag('authenticating')) {
    return <ThreeDSecureStep slot={card.challengeSlot} onCancel={() => send({ type: 'payment.cancel' })} level={3} />
  }
  if (state.hasTag('stalled')) {
    return (
      <PaymentStalled
        testId="renew-stalled"
        onWait={() => send({ type: 'payment.wait' })}
        onStop={() => send({ type: 'payment.cancel' })}
      >
        <Trans>If your bank approves it later, the node's end moves by the cycle you chose.</Trans>
      </PaymentStalled>
    )
  }
  if (state.hasTag('polling')) {
    return <PaymentWaiting testId="renew-waiting" connectionLost={state.hasTag('connectionLost')} />
  }
  return (
    <p className="flex items-center gap-2 text-sm" data-testid="renew-paying">
      <Spinner className="size-4" />
      <Trans>Paying for the renewal…</Trans>
    </p>
  )
}
