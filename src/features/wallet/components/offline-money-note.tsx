/**
 * The billing page's one word on being offline (issue 16: once per page, not once per card or
 * row): what is disabled and why, and what still works. Every disabled money action points here
 * with `aria-describedby`, so a screen reader reads the reason with the button.
 */
import { Trans } from '@lingui/react/macro'

export function OfflineMoneyNote({ id }: { id: string }) {
  return (
    <p
      id={id}
      data-testid="billing-offline-note"
      className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <Trans>
        You are offline. Deposits, dismissing a card deposit and changes to saved cards need the network. Auto-renew and
        the alert threshold are kept and sent when you are back online.
      </Trans>
    </p>
  )
}
