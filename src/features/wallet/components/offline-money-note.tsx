/**
 * The billing page's one word on being offline (issue 16: once per page, not once per card or
 * row): what is disabled and why, and what still works. Every disabled money action points here
 * with `aria-describedby`, so a screen reader reads the reason with the button.
 */
import { Trans } from '@lingui/react/macro'
import { OfflineBanner } from '../../../components/ui/offline-banner'

export function OfflineMoneyNote({ id }: { id: string }) {
  return (
    <OfflineBanner id={id} testId="billing-offline-note">
      <Trans>
        You are offline. Deposits, dismissing a card deposit and changes to saved cards need the network. Auto-renew and
        the alert threshold are kept and sent when you are back online.
      </Trans>
    </OfflineBanner>
  )
}
