/**
 * Where the transfer stands, below the address: waiting for it, its confirmations growing (n of
 * m, a progress bar, and a polite live region that reads the count as it changes), then credited
 * with the new balance, or not credited. A lost connection is said, and what shows is kept.
 */
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Coin, Deposit, PendingDeposit } from '../../../../../contract/methods/wallet'
import { Button } from '../../../../components/ui/button'
import { Spinner } from '../../../../components/ui/spinner'
import { formatDecimal, formatUsd } from '../../../../lib/money'
import { useNewBalance } from '../use-new-balance'
import { PendingTransferItem } from './pending-transfer-item'

export type TransferStage = 'awaiting' | 'confirming' | 'settling' | 'credited' | 'notCredited'

export interface TransferProgressProps {
  coin: Coin | undefined
  pending: PendingDeposit[]
  settled: Deposit[]
  stage: TransferStage
  connectionLost: boolean
  onAgain(): void
}

export function TransferProgress({ coin, pending, settled, stage, connectionLost, onAgain }: TransferProgressProps) {
  const { t } = useLingui()
  const first = pending[0]
  const done = first?.confirmations ?? 0
  const needed = first?.requiredConfirmations ?? 0
  return (
    <section
      aria-labelledby="transfer-progress-title"
      data-testid="transfer-progress"
      data-stage={stage}
      className="space-y-4 rounded-lg border border-slate-200 p-5 dark:border-slate-800"
    >
      <h2 id="transfer-progress-title" className="text-base font-semibold">
        <Trans>Your transfer</Trans>
      </h2>
      {/* Read aloud as it changes: the count of the newest transfer, or the outcome. */}
      <p role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="deposit-live-status">
        {stage === 'confirming' && first
          ? plural(needed, { one: `${done} of # confirmation`, other: `${done} of # confirmations` })
          : stage === 'credited'
            ? t`Deposit credited`
            : stage === 'notCredited'
              ? t`The transfer was not credited`
              : ''}
      </p>
      {stage === 'awaiting' && (
        <div className="flex items-center gap-3" data-testid="deposit-awaiting">
          <Spinner label={t`Waiting for your transfer`} />
          <p className="text-sm">
            <Trans>
              Waiting for your transfer. It shows here as soon as it is in a block; keep this page open or come back
              later.
            </Trans>
          </p>
        </div>
      )}
      {pending.length > 0 && (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {pending.map((deposit) => (
            <PendingTransferItem key={deposit.id} deposit={deposit} coin={coin} />
          ))}
        </ul>
      )}
      {stage === 'settling' && (
        <div className="flex items-center gap-3">
          <Spinner label={t`Crediting your deposit`} />
          <p className="text-sm">
            <Trans>Confirmed. Crediting your balance…</Trans>
          </p>
        </div>
      )}
      {stage === 'credited' && <CreditedDeposits settled={settled} onAgain={onAgain} />}
      {stage === 'notCredited' && (
        <div role="alert" className="space-y-3" data-testid="deposit-not-credited">
          <p className="text-sm text-red-700 dark:text-red-400">
            <Trans>
              The transfer was not credited: it was under the minimum, or the chain dropped it before it was confirmed.
              Your billing history shows it; contact support with the transaction hash if you need help.
            </Trans>
          </p>
          <Button variant="secondary" onClick={onAgain}>
            <Trans>Back to the address</Trans>
          </Button>
        </div>
      )}
      {connectionLost && (
        <p className="text-sm text-amber-700 dark:text-amber-300" data-testid="deposit-connection-lost">
          <Trans>Connection lost. What shows may be out of date; trying again…</Trans>
        </p>
      )}
    </section>
  )
}

function CreditedDeposits({ settled, onAgain }: { settled: Deposit[]; onAgain(): void }) {
  const balance = useNewBalance()
  const newBalance = balance === null ? null : formatUsd(balance)
  const credited = settled.filter((deposit) => deposit.status === 'succeeded')
  return (
    <div className="space-y-3" data-testid="deposit-credited">
      {credited.map((deposit) => {
        const usd = formatUsd(deposit.usdAmount)
        const amount = formatDecimal(deposit.coinAmount ?? '')
        const coin = deposit.coin ?? ''
        return (
          <p key={deposit.id} className="font-medium text-green-700 dark:text-green-400">
            <Trans>
              {amount} {coin} credited: {usd} added to your balance.
            </Trans>
          </p>
        )
      })}
      {newBalance && (
        <p className="text-sm">
          <Trans>
            New balance: <span data-testid="deposit-new-balance">{newBalance}</span>
          </Trans>
        </p>
      )}
      <Button variant="secondary" onClick={onAgain}>
        <Trans>Make another deposit</Trans>
      </Button>
    </div>
  )
}
