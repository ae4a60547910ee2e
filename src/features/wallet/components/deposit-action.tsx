/**
 * The "Deposit" action: a link to the deposit flow (/rpc/billings/charge) online; offline a
 * disabled button described by the page's offline reason (`reasonId`), since depositing moves money.
 */
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { buttonClassName } from '../../../components/ui/button-styles'

export function DepositAction({ online, reasonId }: { online: boolean; reasonId: string }) {
  if (online)
    return (
      <Link to="/rpc/billings/charge" search={{ tab: 'deposit' }} className={buttonClassName('primary', 'md')}>
        <Trans>Deposit</Trans>
      </Link>
    )
  return (
    <button type="button" disabled aria-describedby={reasonId} className={buttonClassName('primary', 'md')}>
      <Trans>Deposit</Trans>
    </button>
  )
}
