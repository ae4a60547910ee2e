/**
 * A card payment's steps as its child machine stands (machines/payment/): a new card's field
 * (typed in, paid, its bank step inside it), a saved card's 3-D Secure frame, waiting for the
 * processor, a lost connection, and a payment that takes long (keep waiting or cancel). The
 * wallet pays at once and shows nothing here.
 */
import { Trans } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { newCardStageOf } from '../../../../../machines/payment/new-card-stage'
import type { paymentMachine } from '../../../../../machines/payment/payment.machine'
import { Button } from '../../../../components/ui/button'
import type { CardFieldSession, CardKit } from '../../../../components/payments/card-port'
import { NewCardField } from '../../../../components/payments/new-card-field'

export interface NodePaymentStepsProps {
  payment: ActorRefFrom<typeof paymentMachine> | undefined
  kit: CardKit
  /** What the order charges (decimal USD), on the new card's Pay. */
  total: string
  /** Where the new card's mounted field is kept for the payment's effects. */
  fieldSession: { set(session: CardFieldSession | null): void }
  /** The id of the note saying why paying is not possible now; null when it is. */
  blockedId: string | null
  challengeSlot(element: HTMLElement | null): void
  onConfirm(): void
  onWait(): void
  onCancel(): void
}

export function NodePaymentSteps(props: NodePaymentStepsProps) {
  const { payment, challengeSlot, onWait, onCancel } = props
  const newCard = useSelector(
    payment,
    (snapshot) => {
      const stage = snapshot ? newCardStageOf(snapshot) : null
      return stage && snapshot ? { stage, field: snapshot.context.field!, order: snapshot.context.order! } : null
    },
    sameNewCard,
  )
  const tags = useSelector(
    payment,
    (snapshot) => ({
      authenticating: (snapshot?.hasTag('authenticating') && !snapshot.context.challengeInField) ?? false,
      polling: snapshot?.hasTag('polling') ?? false,
      lost: snapshot?.hasTag('connectionLost') ?? false,
      stalled: snapshot?.hasTag('stalled') ?? false,
    }),
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  )
  return (
    <div className="max-w-xl space-y-3">
      {newCard && (
        <NewCardField
          fieldFor={props.kit.fieldFor}
          field={newCard.field}
          order={newCard.order}
          amount={props.total}
          stage={newCard.stage}
          session={props.fieldSession}
          blocked={props.blockedId === null ? {} : { disabled: true, 'aria-describedby': props.blockedId }}
          level={3}
          onConfirm={props.onConfirm}
          onCancel={onCancel}
        />
      )}
      {tags.authenticating && (
        <p className="text-sm font-medium">
          <Trans>Confirm the payment with your bank</Trans>
        </p>
      )}
      <div ref={challengeSlot} data-testid="node-challenge" />
      {tags.polling && !tags.lost && (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          <Trans>Waiting for the card processor…</Trans>
        </p>
      )}
      {tags.lost && (
        <p role="status" className="text-sm text-amber-800 dark:text-amber-200">
          <Trans>Connection lost. Trying again…</Trans>
        </p>
      )}
      {tags.stalled && (
        <div className="space-y-2">
          <p className="text-sm">
            <Trans>The payment is taking longer than usual.</Trans>
          </p>
          <div className="flex gap-2">
            <Button size="sm" onClick={onWait}>
              <Trans>Keep waiting</Trans>
            </Button>
            <Button size="sm" variant="secondary" onClick={onCancel}>
              <Trans>Cancel payment</Trans>
            </Button>
          </div>
        </div>
      )}
    </div>
  )
}

function sameNewCard(
  a: { stage: string; order: { orderId: string } } | null,
  b: { stage: string; order: { orderId: string } } | null,
): boolean {
  return a === b || (!!a && !!b && a.stage === b.stage && a.order.orderId === b.order.orderId)
}
