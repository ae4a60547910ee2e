/**
 * One node order, as its machine stands: the choices, the summary and payment, then provisioning
 * and the node online. The machine decides; this draws its states and sends what is pressed.
 */
import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { CreditCard } from '../../../../../contract/methods/cards'
import type { NodeOrderInput } from '../../../../../machines/node-order/node-order.types'
import type { paymentMachine } from '../../../../../machines/payment/payment.machine'
import { Button } from '../../../../components/ui/button'
import { priceOf } from '../../../../../machines/node-order/node-choices'
import type { CardKit } from '../../../../components/payments/card-port'
import { useNodeOrder } from '../use-node-order'
import { NodeChoiceSteps } from './node-choice-steps'
import { NodeOrderSummary } from './node-order-summary'
import { NodePaymentSteps } from './node-payment-steps'
import { NodeProvisioning } from './node-provisioning'

export interface NodeOrderFlowProps {
  input: NodeOrderInput
  cards: CreditCard[]
  /** The id of the note saying why paying is not possible now; null when it is. */
  blockedId: string | null
  kit: CardKit
  openDeposit(skuId: number, months: number): void
  ordered(orderId: string): void
}

export function NodeOrderFlow(props: NodeOrderFlowProps) {
  const { input, cards, blockedId } = props
  // Off until chosen: renewing moves money, so the customer turns it on (or later, on the node's card).
  const [autoRenew, setAutoRenew] = useState(false)
  const { state, send, node, fieldSession, challengeSlot } = useNodeOrder({ ...props, autoRenew })
  const { context } = state

  if (state.hasTag('provisioning') || state.hasTag('provisionFailed') || state.hasTag('online')) {
    const phase = state.hasTag('online') ? 'online' : state.hasTag('provisionFailed') ? 'failed' : 'provisioning'
    return (
      <NodeProvisioning
        phase={phase}
        node={node}
        connectionLost={state.hasTag('connectionLost')}
        onRetry={() => send({ type: 'node.retry' })}
      />
    )
  }

  if (state.hasTag('summary') || state.hasTag('paying')) {
    const payment = state.children['payment'] as ActorRefFrom<typeof paymentMachine> | undefined
    return (
      <div className="space-y-4">
        <NodeOrderSummary
          skus={input.skus}
          choice={context.choice}
          balance={context.balance}
          method={context.method}
          cards={cards}
          cardId={context.cardId}
          failure={context.failure}
          short={state.hasTag('balanceShort')}
          paying={state.hasTag('paying')}
          blockedId={blockedId}
          autoRenew={autoRenew}
          onAutoRenew={setAutoRenew}
          onMethod={(method) => send({ type: 'method.choose', method })}
          onCard={(cardId) => send({ type: 'card.choose', cardId })}
          onPay={() => send({ type: 'order.submit', attemptId: crypto.randomUUID() })}
          onEdit={() => send({ type: 'order.edit' })}
          onDeposit={() => send({ type: 'deposit.start' })}
        />
        {state.hasTag('paying') && (
          <NodePaymentSteps
            payment={payment}
            kit={props.kit}
            total={priceOf(input.skus, context.choice, null)?.total ?? '0'}
            fieldSession={fieldSession}
            blockedId={blockedId}
            challengeSlot={challengeSlot}
            onConfirm={() => send({ type: 'payment.confirm' })}
            onWait={() => send({ type: 'payment.wait' })}
            onCancel={() => send({ type: 'payment.cancel' })}
          />
        )}
      </div>
    )
  }

  const complete = context.choice.months !== null
  return (
    <div className="space-y-5">
      <NodeChoiceSteps
        skus={input.skus}
        choice={context.choice}
        onChoose={(step, value) => send({ type: 'option.choose', step, value })}
        onCycle={(months) => send({ type: 'cycle.choose', months })}
      />
      <Button data-testid="node-review" disabled={!complete} onClick={() => send({ type: 'order.review' })}>
        <Trans>Review the order</Trans>
      </Button>
    </div>
  )
}
