/**
 * The balance on the billing page: what is available, what is owed (only when something is,
 * with what it means), how old the figures are, and the way to deposit.
 */
import { Trans } from '@lingui/react/macro'
import { DataCard } from '../../../components/ui/data-card'
import { formatUsd } from '../../../lib/money'
import type { View } from '../../../store/event-log'
import type { WalletState } from '../wallet.projection'
import { DepositAction } from './deposit-action'
import { Skeleton } from '../../../components/ui/skeleton'

export interface BalanceSectionProps {
  view: View<WalletState | null> | undefined
  online: boolean
  offlineReasonId: string
}

export function BalanceSection({ view, online, offlineReasonId }: BalanceSectionProps) {
  const wallet = view?.state
  const amount = wallet && Number(wallet.arrears) > 0 ? formatUsd(wallet.arrears) : null
  return (
    <DataCard
      title={<Trans>Balance</Trans>}
      syncedAt={view?.syncedAt ?? null}
      ready={!!wallet}
      placeholder={<Skeleton className="mt-2 h-9 w-40" />}
      actions={<DepositAction online={online} reasonId={offlineReasonId} />}
    >
      {wallet && (
        <>
          <p className="mt-2 text-3xl font-semibold tabular-nums" data-testid="wallet-amount">
            {formatUsd(wallet.amount)}
          </p>
          {amount && (
            <div className="mt-2 text-sm" data-testid="wallet-arrears">
              <p className="font-medium text-red-700 dark:text-red-400">
                <Trans>Arrears: {amount}</Trans>
              </p>
              <p className="text-slate-600 dark:text-slate-300">
                <Trans>
                  Usage beyond your balance is owed as arrears. Your next deposit settles them first; the rest is added
                  to your balance.
                </Trans>
              </p>
            </div>
          )}
        </>
      )}
    </DataCard>
  )
}
