/**
 * One deposit on its way. A crypto transfer shows its confirmations so far against those needed
 * (a progress bar, and "n / m" in words); a card payment waiting for the bank can be dismissed when
 * the customer abandoned it (offline the button is disabled, described by the page's reason).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { PendingDeposit } from '../../../../contract/methods/wallet'
import { Button } from '../../../components/ui/button'
import { formatDate } from '../../../lib/dates'
import { formatDecimal, formatUsd } from '../../../lib/money'
import { canDismiss } from '../pending-deposits.projection'
import { dismissPendingDeposit } from '../wallet-writes'
import { DEPOSIT_STATUS_WORDS } from '../../../components/payments/deposit-words'
import { DEPOSIT_STATUS_TONES } from './wallet-labels'

export interface PendingDepositItemProps {
  deposit: PendingDeposit
  online: boolean
  offlineReasonId: string
  /** After the server dismissed it: its row is gone, so focus goes elsewhere. */
  onDismissed(): void
}

export function PendingDepositItem({ deposit, online, offlineReasonId, onDismissed }: PendingDepositItemProps) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const created = formatDate(deposit.createdAt)
  const usd = formatUsd(deposit.usdAmount)
  const done = deposit.confirmations
  const needed = deposit.requiredConfirmations
  const coinAmount = formatDecimal(deposit.coinAmount ?? '')
  const coin = deposit.coin ?? ''
  const network = deposit.networkId ?? ''

  async function dismiss() {
    setBusy(true)
    try {
      await dismissPendingDeposit(deposit.id)
      onDismissed()
    } catch {
      // The RPC client has said why; the row stays.
      setBusy(false)
    }
  }

  return (
    <li data-testid="pending-deposit" className="space-y-2 px-4 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">
          {deposit.paymentMethod === 'cobo' ? (
            <Trans>
              {coinAmount} {coin} on {network}
            </Trans>
          ) : (
            <Trans>Card payment of {usd}</Trans>
          )}
        </p>
        <span className={`rounded px-2 py-0.5 text-xs font-medium ${DEPOSIT_STATUS_TONES[deposit.status]}`}>
          {t(DEPOSIT_STATUS_WORDS[deposit.status])}
        </span>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-300">
        <Trans>Started {created}</Trans>
      </p>
      {deposit.paymentMethod === 'cobo' && needed > 0 && (
        <div className="space-y-1">
          <p className="text-sm tabular-nums" data-testid="pending-confirmations">
            <Trans>
              Confirmations: {done} / {needed}
            </Trans>
          </p>
          <progress
            max={needed}
            value={Math.min(done, needed)}
            aria-label={t`Confirmations of the ${usd} deposit`}
            className="h-2 w-full max-w-xs accent-brand-600"
          />
        </div>
      )}
      {canDismiss(deposit) && (
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <Trans>Waiting for your bank. If you left the payment unfinished, dismiss it.</Trans>
          </p>
          <Button
            variant="secondary"
            size="sm"
            loading={busy}
            disabled={!online}
            aria-describedby={online ? undefined : offlineReasonId}
            aria-label={t`Dismiss the card payment of ${usd}`}
            onClick={dismiss}
          >
            <Trans>Dismiss</Trans>
          </Button>
        </div>
      )}
    </li>
  )
}
