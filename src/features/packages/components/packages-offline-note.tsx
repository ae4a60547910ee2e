/**
 * The Packages tab's one word on being offline: buying needs the network; the packages and the
 * caller's figures show as last read, and the auto-renew choice is kept and sent later. Every
 * disabled buy button points here with `aria-describedby`.
 */
import { Trans } from '@lingui/react/macro'
import { OfflineBanner } from '../../../components/ui/offline-banner'

export function PackagesOfflineNote({ id }: { id: string }) {
  return (
    <OfflineBanner id={id} testId="packages-offline-note">
      <Trans>
        You are offline. Buying a package needs the network. The packages and your figures show as last read; an
        auto-renew choice is kept and sent when you are back online.
      </Trans>
    </OfflineBanner>
  )
}
