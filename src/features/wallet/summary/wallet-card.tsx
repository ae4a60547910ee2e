/**
 * The wallet at a glance: balance, arrears, the current package with its RU left and end date,
 * and how old these figures are. Depositing and buying move money, so they are never queued:
 * offline the buttons are disabled and described by the page's offline note (`offlineReasonId`,
 * `WalletOfflineNote`): the page says why once, not the card. A team role that may not buy sees
 * its reason in the card.
 */
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { buttonClassName } from '../../../components/ui/button-styles'
import { DataCard } from '../../../components/ui/data-card'
import { useOnline } from '../../../components/ui/use-online'
import { formatUsd } from '../../../lib/money'
import { useView } from '../../../store/use-view'
import { useTeamRefusal } from '../../../components/access/team-role'
import { walletProjection } from '../wallet.projection'
import { usePackageStory, type PackageStory } from './package-summary'
import { Skeleton } from '../../../components/ui/skeleton'

export function WalletCard({ offlineReasonId }: { offlineReasonId: string }) {
  const online = useOnline()
  const view = useView(walletProjection)
  const wallet = view?.state
  const story = usePackageStory(wallet)
  const refusal = useTeamRefusal('hub_buyPackage')
  const refusalId = useId()
  const actions =
    online && !refusal ? (
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
          aria-describedby={refusal ? refusalId : offlineReasonId}
          className={buttonClassName('primary', 'md')}
        >
          <Trans>Deposit</Trans>
        </button>
        <button
          type="button"
          disabled
          aria-describedby={refusal ? refusalId : offlineReasonId}
          className={buttonClassName('secondary', 'md')}
        >
          <Trans>Buy a package</Trans>
        </button>
        {refusal && (
          <p id={refusalId} className="text-sm text-slate-600 dark:text-slate-300">
            {refusal}
          </p>
        )}
      </>
    )
  return (
    <DataCard
      title={<Trans>Wallet balance</Trans>}
      syncedAt={view?.syncedAt ?? null}
      ready={!!wallet}
      placeholder={
        <>
          <Skeleton className="mt-2 h-9 w-40" />
          <Skeleton className="mt-3 h-5 w-3/4" />
        </>
      }
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
