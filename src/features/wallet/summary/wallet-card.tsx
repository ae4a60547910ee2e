/**
 * The wallet at a glance: balance, arrears, the current package with its RU left and end date,
 * and how old these figures are. Depositing and buying move money, so they are never queued:
 * offline the buttons are disabled and say why (DESIGN.md).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { buttonClassName } from '../../../components/ui/button-styles'
import { DataCard } from '../../../components/ui/data-card'
import { useOnline } from '../../../components/ui/use-online'
import { formatUsd } from '../../../lib/money'
import { useView } from '../../../store/use-view'
import { walletProjection } from '../wallet.projection'
import { usePackageStory, type PackageStory } from './package-summary'

export function WalletCard() {
  const { t } = useLingui()
  const online = useOnline()
  const view = useView(walletProjection)
  const wallet = view?.state
  const story = usePackageStory(wallet)
  const actions = online ? (
    <>
      <Link to="/rpc/billings/charge" search={{ tab: 'deposit' }} className={buttonClassName('primary', 'md')}>
        <Trans>Deposit</Trans>
      </Link>
      <Link to="/rpc/billings/charge" search={{ tab: 'packages' }} className={buttonClassName('secondary', 'md')}>
        <Trans>Buy a package</Trans>
      </Link>
    </>
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
      <button
        type="button"
        disabled
        aria-describedby="deposit-offline-reason"
        className={buttonClassName('secondary', 'md')}
      >
        <Trans>Buy a package</Trans>
      </button>
      <p id="deposit-offline-reason" className="text-sm text-slate-600 dark:text-slate-300">
        {t`Deposits and purchases need a connection. You are offline.`}
      </p>
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
          {story && <PackageLine story={story} />}
        </>
      )}
    </DataCard>
  )
}

function PackageLine({ story }: { story: PackageStory }) {
  const { name, ruLeft, until } = story
  return (
    <p className="mt-3 text-sm" data-testid="wallet-package">
      {until ? (
        <Trans>
          Package <span className="font-medium">{name}</span> · {ruLeft} RU left · until {until}
        </Trans>
      ) : (
        <Trans>
          Package <span className="font-medium">{name}</span> · {ruLeft} RU left
        </Trans>
      )}
    </p>
  )
}

function Arrears({ amount }: { amount: string }) {
  return <Trans>Arrears: {amount}</Trans>
}
