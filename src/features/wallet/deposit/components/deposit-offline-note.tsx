/**
 * The charge page's one word on being offline (issue 16: once per page): every disabled money
 * action points here with `aria-describedby`, so a screen reader reads the reason with it.
 */
import { Trans } from '@lingui/react/macro'
import { OfflineBanner } from '../../../../components/ui/offline-banner'

export function DepositOfflineNote({ id }: { id: string }) {
  return (
    <OfflineBanner id={id} testId="deposit-offline-note">
      <Trans>You are offline. Deposits need the network: they continue when you are back online.</Trans>
    </OfflineBanner>
  )
}
