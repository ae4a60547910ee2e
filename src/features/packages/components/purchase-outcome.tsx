/**
 * How a purchase ends: waiting for the bank (the order polled), a bank slower than usual, done
 * (the package, its RU, until when, the invoice), failed (why, and trying again) or cancelled.
 * Outcomes are announced: success politely, failure as an alert.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { SnapshotFrom } from 'xstate'
import type { purchaseMachine } from '../../../../machines/purchase/purchase.machine'
import type { PurchaseEvent, PurchaseFailure } from '../../../../machines/purchase/purchase.types'
import { cardFailureWords } from '../../../components/payments/card-failure-words'
import { PaymentStalled, PaymentWaiting } from '../../../components/payments/payment-wait'
import { Button } from '../../../components/ui/button'
import { useRuFormat } from './package-facts'
import { useCatalogWords } from '../../../i18n/catalog-words'
import { INLINE_LINK_CLASS } from '../../../components/ui/button-styles'

export interface PurchaseOutcomeProps {
  state: SnapshotFrom<typeof purchaseMachine>
  offline: { disabled?: boolean; 'aria-describedby'?: string }
  send(event: PurchaseEvent): void
}

export function PurchaseOutcome({ state, offline, send }: PurchaseOutcomeProps) {
  const { t, i18n } = useLingui()
  const catalog = useCatalogWords()
  const formatRu = useRuFormat()
  const { context } = state

  if (state.hasTag('polling') || state.matches('completing')) {
    return <PaymentWaiting testId="purchase-waiting" connectionLost={state.hasTag('connectionLost')} />
  }
  if (state.hasTag('stalled')) {
    return (
      <PaymentStalled
        testId="purchase-stalled"
        onWait={() => send({ type: 'payment.wait' })}
        onStop={() => send({ type: 'payment.cancel' })}
      >
        <Trans>
          Your bank is taking longer than usual. If it approves the payment later, your package starts then.
        </Trans>
      </PaymentStalled>
    )
  }
  if (state.hasTag('done')) {
    const { purchase, invoice } = context
    const ru = purchase ? formatRu(purchase.ru) : ''
    const name = catalog.packageName(purchase?.skuName ?? '')
    const until = purchase?.expiresAt ? i18n.date(purchase.expiresAt, { dateStyle: 'medium' }) : null
    return (
      <div role="status" className="max-w-xl space-y-3" data-testid="purchase-done">
        {purchase ? (
          <p className="font-medium text-green-700 dark:text-green-400">
            {until ? t`${name} is yours: ${ru} RU added, until ${until}.` : t`${name} is yours: ${ru} RU added.`}
          </p>
        ) : (
          <p className="font-medium text-green-700 dark:text-green-400">
            <Trans>Payment received. Your package shows here in a moment.</Trans>
          </p>
        )}
        {invoice && (
          <p className="text-sm" data-testid="purchase-invoice">
            <InvoiceLine number={invoice.number} />{' '}
            <Link to="/rpc/billings/invoice" className={INLINE_LINK_CLASS}>
              <Trans>See your invoices</Trans>
            </Link>
          </p>
        )}
        <Button variant="secondary" onClick={() => send({ type: 'purchase.again' })}>
          <Trans>Buy another package</Trans>
        </Button>
      </div>
    )
  }
  if (state.hasTag('failed')) {
    return (
      <div role="alert" className="max-w-xl space-y-3" data-testid="purchase-failed" data-failure={context.failure}>
        <p className="text-red-700 dark:text-red-400">{failureWords(context.failure ?? 'other')}</p>
        <Button onClick={() => send({ type: 'payment.retry' })} {...offline}>
          {t`Try again`}
        </Button>
      </div>
    )
  }
  return (
    <div role="status" className="max-w-xl space-y-3" data-testid="purchase-canceled">
      <p>
        <Trans>The payment was cancelled. Nothing was charged.</Trans>
      </p>
      <Button variant="secondary" onClick={() => send({ type: 'purchase.again' })}>
        <Trans>Back to packages</Trans>
      </Button>
    </div>
  )
}

function InvoiceLine({ number }: { number: string }) {
  return <Trans>Invoice {number} is ready.</Trans>
}

function failureWords(failure: PurchaseFailure) {
  switch (failure) {
    case 'insufficientBalance':
      return <Trans>Your balance does not cover this package. Nothing was charged.</Trans>
    case 'other':
      return <Trans>The purchase did not go through. Check your billing history before you pay again.</Trans>
    default:
      return cardFailureWords(failure)
  }
}
