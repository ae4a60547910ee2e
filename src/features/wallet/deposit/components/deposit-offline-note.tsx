/**
 * The charge page's one word on being offline (issue 16: once per page): every disabled money
 * action points here with `aria-describedby`, so a screen reader reads the reason with it.
 */
import { Trans } from '@lingui/react/macro'

export function DepositOfflineNote({ id }: { id: string }) {
  return (
    <p
      id={id}
      data-testid="deposit-offline-note"
      className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <Trans>You are offline. Deposits need the network: they continue when you are back online.</Trans>
    </p>
  )
}
