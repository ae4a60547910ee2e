/**
 * The wallet at a glance: balance, arrears and how old these figures are. Depositing moves money,
 * so it is never queued: offline the button is disabled and says why (DESIGN.md).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { buttonClassName } from '../../../components/ui/button-styles'
import { DataCard } from '../../../components/ui/data-card'
import { useOnline } from '../../../components/ui/use-online'
import { formatUsd } from '../../../lib/money'
import { useView } from '../../../store/use-view'
import { walletProjection } from '../wallet.projection'

export function WalletCard() {
  const { t } = useLingui()
  const online = useOnline()
  const view = useView(walletProjection)
  const wallet = view?.state
  const actions = (
    <>
      {online ? (
        <Link to="/rpc/billings/charge" className={buttonClassName('primary', 'md')}>
          <Trans>Deposit</Trans>
        </Link>
      ) : (
        <>
          <button
            type="button"
            disabled
            aria-describedby="deposit-offline-reason"
            className={buttonClassName('primary', 'md')}
          >
            <Trans>Deposit</Trans>
          </button>
          <p id="deposit-offline-reason" className="text-sm text-slate-600 dark:text-slate-300">
            {t`Deposits need a connection. You are offline.`}
          </p>
        </>
      )}
    </>
  )
  return (
    <DataCard
      title={<Trans>Wallet balance</Trans>}
      syncedAt={view?.syncedAt ?? null}
      ready={!!wallet}
      actions={actions}
    >
      {wallet && (
        <>
          <p className="mt-2 text-3xl font-semibold tabular-nums" data-testid="wallet-amount">
            {formatUsd(wallet.amount)}
          </p>
          {Number(wallet.arrears) > 0 && (
            <p className="mt-1 text-sm text-red-700 dark:text-red-400">
              <Arrears amount={formatUsd(wallet.arrears)} />
            </p>
          )}
        </>
      )}
    </DataCard>
  )
}

function Arrears({ amount }: { amount: string }) {
  return <Trans>Arrears: {amount}</Trans>
}
