/** The badge of a setting changed offline (or just now) that the server has not yet confirmed. */
import { Trans } from '@lingui/react/macro'

export function WaitingToSync() {
  return (
    <span
      role="status"
      className="rounded bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-900 dark:bg-sky-900/40 dark:text-sky-100"
    >
      <Trans>Waiting to sync</Trans>
    </span>
  )
}
