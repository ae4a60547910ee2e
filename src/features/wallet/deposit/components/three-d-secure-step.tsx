/**
 * The bank's 3-D Secure step: its page (in a frame the processor's adapter fills) where the
 * customer approves the payment. Cancelling leaves the payment unconfirmed: nothing is charged.
 */
import { Trans } from '@lingui/react/macro'
import { Button } from '../../../../components/ui/button'
import { useFocusOnMount } from '../use-focus-on-mount'

export interface ThreeDSecureStepProps {
  /** Where the adapter puts the bank's page (element-slot.ts). */
  slot(element: HTMLElement | null): void
  onCancel(): void
}

export function ThreeDSecureStep({ slot, onCancel }: ThreeDSecureStepProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>()
  return (
    <section aria-labelledby="three-d-secure-title" className="max-w-xl space-y-4" data-testid="three-d-secure-step">
      <h2 id="three-d-secure-title" ref={heading} tabIndex={-1} className="text-base font-semibold outline-none">
        <Trans>Confirm the payment with your bank</Trans>
      </h2>
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
