/**
 * The statements pages' one word on being offline (once per page, as on the billing page): what
 * is disabled and why, and what still works. Every disabled action points here with
 * `aria-describedby`, so a screen reader reads the reason with the button.
 */
import { Trans } from '@lingui/react/macro'

export function OfflineNote({ id, page }: { id: string; page: 'statements' | 'invoices' }) {
  return (
    <p
      id={id}
      data-testid="statements-offline-note"
      className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
    >
      {page === 'statements' ? (
        <Trans>
          You are offline. Statements saved on this device still show, with their age; CSV exports need the network.
        </Trans>
      ) : (
        <Trans>
          You are offline. Invoices and PDFs opened before still show; share links and new PDFs need the network.
          Changes to your invoice details are kept and sent when you are back online.
        </Trans>
      )}
    </p>
  )
}
