/**
 * The "Deposit" action: a link to the deposit flow (/rpc/billings/charge) online; offline a
 * disabled button described by the page's offline reason (`reasonId`), since depositing moves money.
 * A team role that may not deposit gets the disabled button with the matrix's reason as its title.
 */
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { buttonClassName } from '../../../components/ui/button-styles'
import { useTeamRefusal } from '../../../components/access/team-role'

export function DepositAction({ online, reasonId }: { online: boolean; reasonId: string }) {
  const refusal = useTeamRefusal('hub_depositByCard')
  if (refusal)
    return (
      <button type="button" disabled title={refusal} className={buttonClassName('primary', 'md')}>
        <Trans>Deposit</Trans>
      </button>
    )
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
