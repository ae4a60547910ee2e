/**
 * The purchase once a package is chosen, step by step as the machine goes: the checkout, the
 * processor's field for a new card, a saved card's 3-D Secure frame, "paying", then the outcome.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { newCardStageOf } from '../../../../machines/payment/new-card-stage'
import type { CardKit } from '../../../components/payments/card-port'
import { NewCardField } from '../../../components/payments/new-card-field'
import { Spinner } from '../../../components/ui/spinner'
import type { usePurchase } from '../use-purchase'
import { PurchaseCheckout } from './purchase-checkout'
import { PurchaseOutcome } from './purchase-outcome'
import { ThreeDSecureStep } from '../../../components/payments/three-d-secure-step'

export interface PurchaseStepsProps {
  purchase: ReturnType<typeof usePurchase>
  kit: CardKit
  offline: { disabled?: boolean; 'aria-describedby'?: string }
}

export function PurchaseSteps({ purchase, kit, offline }: PurchaseStepsProps) {
  const { t } = useLingui()
  const { state, send, fieldSession, challengeSlot } = purchase
  const { context } = state
  const sku = context.skus.find((one) => one.id === context.skuId)

  if (state.hasTag('checkout') && sku) return <PurchaseCheckout state={state} sku={sku} offline={offline} send={send} />
  const newCard = newCardStageOf(state)
  if (newCard && context.order && context.field) {
    return (
      <NewCardField
        fieldFor={kit.fieldFor}
        field={context.field}
        order={context.order}
        amount={sku?.price ?? '0.00'}
        stage={newCard}
        session={fieldSession}
        blocked={offline}
        level={3}
        onConfirm={() => send({ type: 'payment.confirm' })}
        onCancel={() => send({ type: 'payment.cancel' })}
      />
    )
  }
  if (state.hasTag('authenticating')) {
    return <ThreeDSecureStep level={3} slot={challengeSlot} onCancel={() => send({ type: 'payment.cancel' })} />
  }
  if (state.hasTag('paying')) {
    return (
      <div className="flex items-center gap-3" data-testid="purchase-paying">
        <Spinner label={t`Paying`} />
        <p>
          <Trans>Paying… Do not close this page.</Trans>
        </p>
      </div>
    )
  }
  return <PurchaseOutcome state={state} offline={offline} send={send} />
}
