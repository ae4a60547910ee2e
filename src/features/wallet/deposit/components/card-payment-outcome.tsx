/**
 * How a card payment goes after it was sent: waiting for the bank (the order polled), a bank
 * slower than usual, paid (the new balance and the receipt), failed (why, and trying again), or
 * cancelled. Outcomes are announced: success politely, failure as an alert.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import type { SnapshotFrom } from 'xstate'
import type { cardDepositMachine } from '../../../../../machines/deposit/card-deposit.machine'
import type { CardDepositEvent, CardDepositTag } from '../../../../../machines/deposit/card-deposit.types'
import { PaymentStalled, PaymentWaiting } from '../../../../components/payments/payment-wait'
import { Button } from '../../../../components/ui/button'
import { formatUsd } from '../../../../lib/money'
import { useNewBalance } from '../use-new-balance'
import { CardFailureMessage } from './card-failure-message'
import { INLINE_LINK_CLASS } from '../../../../components/ui/button-styles'

export interface CardPaymentOutcomeProps {
  state: SnapshotFrom<typeof cardDepositMachine>
  offline: { disabled?: boolean; 'aria-describedby'?: string }
  send(event: CardDepositEvent): void
}

export function CardPaymentOutcome(props: CardPaymentOutcomeProps) {
  const { state } = props
  const stage = OUTCOME_STAGES.find((tag) => state.hasTag(tag)) ?? 'canceled'
  // Each new stage takes the focus: the button that led to it is gone.
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    box.current?.focus()
  }, [stage])
  return (
    <div ref={box} tabIndex={-1} className="outline-none">
      <OutcomeBody {...props} />
    </div>
  )
}

const OUTCOME_STAGES: readonly CardDepositTag[] = ['polling', 'stalled', 'paid', 'failed']

function OutcomeBody({ state, offline, send }: CardPaymentOutcomeProps) {
  const { t } = useLingui()
  const { context } = state

  if (state.hasTag('polling')) {
    return <PaymentWaiting testId="card-payment-waiting" connectionLost={state.hasTag('connectionLost')} />
  }
  if (state.hasTag('stalled')) {
    return (
      <PaymentStalled
        testId="card-payment-stalled"
        onWait={() => send({ type: 'payment.wait' })}
        onStop={() => send({ type: 'payment.cancel' })}
      >
        <Trans>
          Your bank is taking longer than usual. If it approves the payment later, your balance is still credited.
        </Trans>
      </PaymentStalled>
    )
  }
  if (state.hasTag('paid')) {
    const paid = formatUsd(context.paidAmount ?? context.amount)
    return (
      <div role="status" className="max-w-xl space-y-3" data-testid="card-payment-paid">
        <p className="font-medium text-green-700 dark:text-green-400">
          <Trans>Payment received: {paid} added to your balance.</Trans>
        </p>
        <NewBalance />
        {state.matches({ paid: 'receipt' }) && context.receiptUrl && (
          <p>
            <a
              href={context.receiptUrl}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="deposit-receipt-link"
              className={INLINE_LINK_CLASS}
            >
              <Trans>View receipt</Trans>
            </a>
          </p>
        )}
        {state.matches({ paid: 'noReceipt' }) && (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <Trans>The receipt is not available yet; it will be in your billing history.</Trans>
          </p>
        )}
        <Button variant="secondary" onClick={() => send({ type: 'deposit.again' })}>
          <Trans>Make another deposit</Trans>
        </Button>
      </div>
    )
  }
  if (state.hasTag('failed')) {
    return (
      <div role="alert" className="max-w-xl space-y-3" data-testid="card-payment-failed" data-failure={context.failure}>
        <CardFailureMessage failure={context.failure ?? 'other'} />
        <Button onClick={() => send({ type: 'payment.retry' })} {...offline}>
          {t`Try again`}
        </Button>
      </div>
    )
  }
  return (
    <div role="status" className="max-w-xl space-y-3" data-testid="card-payment-canceled">
      <p>
        <Trans>The payment was cancelled.</Trans>
      </p>
      <Button variant="secondary" onClick={() => send({ type: 'deposit.again' })}>
        <Trans>Make another deposit</Trans>
      </Button>
    </div>
  )
}

function NewBalance() {
  const balance = useNewBalance()
  if (balance === null) return null
  const amount = formatUsd(balance)
  return (
    <p className="text-sm">
      <Trans>
        New balance: <span data-testid="deposit-new-balance">{amount}</span>
      </Trans>
    </p>
  )
}
