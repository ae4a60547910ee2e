/**
 * The overview's one word on being offline: depositing and buying need the network. The wallet
 * card's disabled buttons point here (`WalletCard`'s `offlineReasonId`), so the page says it once.
 */
import { Trans } from '@lingui/react/macro'
import { OfflineBanner } from '../../../components/ui/offline-banner'

export function WalletOfflineNote({ id }: { id: string }) {
  return (
    <OfflineBanner id={id} testId="wallet-offline-note">
      <Trans>Deposits and purchases need a connection. You are offline.</Trans>
    </OfflineBanner>
  )
}
