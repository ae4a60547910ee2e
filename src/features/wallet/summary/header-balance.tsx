/**
 * The balance and the package in the dashboard header: online, the balance links to the deposit
 * flow (/rpc/billings/charge, Deposit tab) named with the balance, and the package with its RU
 * left to the Packages tab; offline, both as text (depositing and buying need the network; the
 * header's "Offline" badge says why, and pages with money actions say it in full). On phone
 * widths the layout puts them on the line below the header, without the "Top up" badge.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useOnline } from '../../../components/ui/use-online'
import { formatUsd } from '../../../lib/money'
import { useView } from '../../../store/use-view'
import { walletProjection } from '../wallet.projection'
import { usePackageStory } from './package-summary'

export function HeaderBalance() {
  const { t } = useLingui()
  const online = useOnline()
  const wallet = useView(walletProjection)?.state
  const story = usePackageStory(wallet)
  if (!wallet) return null
  const amount = formatUsd(wallet.amount)
  const figure = <span className="font-semibold tabular-nums">{amount}</span>
  const look = 'inline-flex shrink-0 items-center gap-2 rounded-md px-2 py-1 text-sm'
  const ruLeft = story?.ruLeft ?? ''
  const pkg = story && (
    <span className="text-xs">
      <span className="font-medium">{story.name}</span> · {t`${ruLeft} RU`}
    </span>
  )
  if (!online)
    return (
      <>
        {pkg && (
          <p className={`${look} text-slate-700 dark:text-slate-200`} data-testid="header-package">
            {pkg}
          </p>
        )}
        <p className={`${look} text-slate-700 dark:text-slate-200`} data-testid="header-balance">
          <span className="sr-only">{t`Balance`}</span>
          {figure}
        </p>
      </>
    )
  return (
    <>
      {pkg && (
        <Link
          to="/rpc/billings/charge"
          search={{ tab: 'packages' }}
          data-testid="header-package"
          className={`${look} text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-200 dark:hover:bg-slate-800`}
        >
          <span className="sr-only">{t`Package`}</span>
          {pkg}
        </Link>
      )}
      {/* Named by its visible text ("Balance" read before it), so speech users can say what they see. */}
      <Link
        to="/rpc/billings/charge"
        search={{ tab: 'deposit' }}
        data-testid="header-balance"
        className={`${look} text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-100 dark:hover:bg-slate-800`}
      >
        <span className="sr-only">{t`Balance`}</span>
        {figure}
        <span className="hidden rounded bg-brand-600 px-2 py-0.5 text-xs font-medium text-white sm:inline">
          <Trans>Top up</Trans>
        </span>
      </Link>
    </>
  )
}
