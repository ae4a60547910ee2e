/** Says a change is queued in the outbox and will be sent when the network allows. */
import { Trans } from '@lingui/react/macro'

export function WaitingBadge() {
  return (
    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900 dark:bg-amber-900/40 dark:text-amber-200">
      <Trans>Waiting to be sent</Trans>
    </span>
  )
}
