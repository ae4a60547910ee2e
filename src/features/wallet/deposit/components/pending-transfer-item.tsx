/** One transfer on its way: amount, transaction, and its confirmations so far of those needed. */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { Coin, PendingDeposit } from '../../../../../contract/methods/wallet'
import { formatDecimal } from '../../../../lib/money'
import { shortHash } from '../../tx-explorer'

export function PendingTransferItem({ deposit, coin }: { deposit: PendingDeposit; coin: Coin | undefined }) {
  const { t } = useLingui()
  const amount = formatDecimal(deposit.coinAmount ?? '')
  const symbol = deposit.coin ?? coin?.coin ?? ''
  const done = deposit.confirmations
  const needed = deposit.requiredConfirmations
  const hash = deposit.txHash ? shortHash(deposit.txHash) : ''
  return (
    <li className="space-y-2 py-3" data-testid="pending-transfer">
      <p className="font-medium">
        <Trans>
          {amount} {symbol} on its way
        </Trans>
      </p>
      {hash && (
        <p className="font-mono text-xs text-slate-600 dark:text-slate-300" title={deposit.txHash ?? undefined}>
          {hash}
        </p>
      )}
      <p className="text-sm tabular-nums" data-testid="pending-transfer-confirmations">
        <Plural value={needed} one={`${done} of # confirmation`} other={`${done} of # confirmations`} />
      </p>
      <progress
        max={Math.max(needed, 1)}
        value={Math.min(done, needed)}
        aria-label={t`Confirmations of ${amount} ${symbol}`}
        className="h-2 w-full max-w-xs accent-brand-600"
      />
    </li>
  )
}
