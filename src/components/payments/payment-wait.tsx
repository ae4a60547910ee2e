/**
 * Waiting for the bank after a card payment was sent, as the deposit and the package purchase
 * show it: the order polled (and a lost connection, which never repeats the payment), then a bank
 * slower than usual, where the customer chooses to keep waiting or stop. What a late approval
 * brings differs by flow: the caller says it.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Button } from '../ui/button'
import { Spinner } from '../ui/spinner'

export function PaymentWaiting({ testId, connectionLost }: { testId: string; connectionLost: boolean }) {
  const { t } = useLingui()
  return (
    <div className="max-w-xl space-y-2" data-testid={testId}>
      <div className="flex items-center gap-3">
        <Spinner label={t`Waiting for the payment to be confirmed`} />
        <p>
          <Trans>Waiting for the payment to be confirmed…</Trans>
        </p>
      </div>
      {connectionLost && (
        <p className="text-sm text-amber-700 dark:text-amber-300">
          <Trans>Connection lost. The payment is not repeated: we check on it again when we can.</Trans>
        </p>
      )}
    </div>
  )
}

export interface PaymentStalledProps {
  testId: string
  /** What happens if the bank approves later, in the flow's words. */
  children: ReactNode
  onWait(): void
  onStop(): void
}

export function PaymentStalled({ testId, children, onWait, onStop }: PaymentStalledProps) {
  return (
    <div role="alert" className="max-w-xl space-y-3" data-testid={testId}>
      <p>{children}</p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onWait}>
          <Trans>Keep waiting</Trans>
        </Button>
        <Button variant="secondary" onClick={onStop}>
          <Trans>Stop waiting</Trans>
        </Button>
      </div>
    </div>
  )
}
