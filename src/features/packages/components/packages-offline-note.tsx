/**
 * The Packages tab's one word on being offline: buying needs the network; the packages and the
 * caller's figures show as last read, and the auto-renew choice is kept and sent later. Every
 * disabled buy button points here with `aria-describedby`.
 */
import { Trans } from '@lingui/react/macro'

export function PackagesOfflineNote({ id }: { id: string }) {
  return (
    <p
      id={id}
      data-testid="packages-offline-note"
      className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <Trans>
        You are offline. Buying a package needs the network. The packages and your figures show as last read; an
        auto-renew choice is kept and sent when you are back online.
      </Trans>
    </p>
  )
}
