/**
 * The bank's 3-D Secure step: its page (in a frame the processor's adapter fills) where the
 * customer approves the payment. Cancelling leaves the payment unconfirmed: nothing is charged.
 * The deposit and the package purchase show it alike.
 */
import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { Button } from '../ui/button'
import { StepHeading } from './step-heading'

export interface ThreeDSecureStepProps {
  /** Where the adapter puts the bank's page. */
  slot(element: HTMLElement | null): void
  onCancel(): void
  /** The heading's level in the page around it. */
  level: 2 | 3
  /**
   * Move the focus to the heading when the step appears (the button that led there is gone), for
   * a flow that does not move it itself.
   */
  focusOnMount?: boolean
}

export function ThreeDSecureStep({ slot, onCancel, level, focusOnMount = false }: ThreeDSecureStepProps) {
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className="max-w-xl space-y-4" data-testid="three-d-secure-step">
      <StepHeading id={titleId} level={level} focusOnMount={focusOnMount}>
        <Trans>Confirm the payment with your bank</Trans>
      </StepHeading>
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
