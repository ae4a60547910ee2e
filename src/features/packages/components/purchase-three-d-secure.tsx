/**
 * A saved card's 3-D Secure step: the bank's page, in a frame the processor's adapter fills.
 * Cancelling leaves the payment unconfirmed: nothing is charged.
 */
import { Trans } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'

export interface PurchaseThreeDSecureProps {
  /** Where the adapter puts the bank's page. */
  slot(element: HTMLElement | null): void
  onCancel(): void
}

export function PurchaseThreeDSecure({ slot, onCancel }: PurchaseThreeDSecureProps) {
  return (
    <section aria-labelledby="purchase-3ds-title" className="max-w-xl space-y-4" data-testid="three-d-secure-step">
      <h3 id="purchase-3ds-title" className="text-base font-semibold">
        <Trans>Confirm the payment with your bank</Trans>
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <Trans>Your bank asks you to confirm this payment (3-D Secure). Follow the steps below.</Trans>
      </p>
      <div ref={slot} className="min-h-96 rounded-md border border-slate-200 dark:border-slate-700" />
      <Button variant="secondary" onClick={onCancel}>
        <Trans>Cancel payment</Trans>
      </Button>
    </section>
  )
}
