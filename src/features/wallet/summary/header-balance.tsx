/**
 * The balance in the dashboard header: online, a link to the deposit flow (/rpc/billings/charge)
 * named with the balance; offline, the stored balance as text (depositing needs the network; the
 * header's "Offline" badge says why, and pages with money actions say it in full). Hidden on
 * phone widths, where the header has no room; the overview and billing pages show it there.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useOnline } from '../../../components/ui/use-online'
import { formatUsd } from '../../../lib/money'
import { useView } from '../../../store/use-view'
import { walletProjection } from '../wallet.projection'

export function HeaderBalance() {
  const { t } = useLingui()
  const online = useOnline()
  const wallet = useView(walletProjection)?.state
  if (!wallet) return null
  const amount = formatUsd(wallet.amount)
  const figure = <span className="font-semibold tabular-nums">{amount}</span>
  const look = 'hidden items-center gap-2 rounded-md px-2 py-1 text-sm sm:inline-flex'
  if (!online)
    return (
      <p className={`${look} text-slate-700 dark:text-slate-200`} data-testid="header-balance">
        <span className="sr-only">{t`Balance`}</span>
        {figure}
      </p>
    )
  return (
    // Named by its visible text ("Balance" read before it), so speech users can say what they see.
    <Link
      to="/rpc/billings/charge"
      data-testid="header-balance"
      className={`${look} text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-100 dark:hover:bg-slate-800`}
    >
      <span className="sr-only">{t`Balance`}</span>
      {figure}
      <span className="rounded bg-brand-600 px-2 py-0.5 text-xs font-medium text-white">
        <Trans>Top up</Trans>
      </span>
    </Link>
  )
}
