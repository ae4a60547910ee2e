/**
 * A new card: the processor's own field (the sandbox's page in an iframe, or Stripe Elements:
 * card-field/), then Pay. The field stays mounted while the payment is confirmed, since the
 * processor's field does the paying.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import type { CardField } from '../../../../../contract/methods/cards'
import type { FollowedOrder } from '../../../../../machines/deposit/card-deposit.types'
import { Button } from '../../../../components/ui/button'
import { formatUsd } from '../../../../lib/money'
import type { CardFieldState, FieldSessionHolder } from '../card-field/card-field'
import { cardFieldFor } from '../card-field/card-field-for'
import { useFocusOnMount } from '../use-focus-on-mount'

export interface NewCardStepProps {
  field: CardField
  order: FollowedOrder
  amount: string
  /** Typing the card, the payment being confirmed, or the bank's 3-D Secure step in the field. */
  stage: 'typing' | 'confirming' | 'authenticating'
  /** Where the mounted field's session is kept for the machine's `confirmNewCard`. */
  session: FieldSessionHolder
  offline: { disabled?: boolean; 'aria-describedby'?: string }
  onConfirm(): void
  onCancel(): void
}

export function NewCardStep(props: NewCardStepProps) {
  const { field, order, amount, stage, session, offline, onConfirm, onCancel } = props
  const { t } = useLingui()
  const container = useRef<HTMLDivElement>(null)
  const heading = useFocusOnMount<HTMLHeadingElement>()
  const [fieldState, setFieldState] = useState<CardFieldState>({ ready: false, complete: false })
  // Enter in the field pays, as the button would, when it could be pressed.
  const submit = useRef(() => {})
  useEffect(() => {
    submit.current = () => {
      if (stage === 'typing' && fieldState.complete && !offline.disabled) onConfirm()
    }
  })
  const adapter = cardFieldFor(field)
  const title = t`Card details`
  const usd = formatUsd(amount)

  useEffect(() => {
    if (!container.current) return
    const mounted = adapter.mount(container.current, {
      field,
      order,
      title,
      onChange: setFieldState,
      onSubmit: () => submit.current(),
    })
    session.set(mounted)
    return () => {
      mounted.destroy()
      session.set(null)
    }
    // Mounted once per order: the title's language or a new adapter object must not reload the field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [order.orderId])

  return (
    <section aria-labelledby="new-card-title" className="max-w-xl space-y-4" data-testid="new-card-step">
      <h2 id="new-card-title" ref={heading} tabIndex={-1} className="text-base font-semibold outline-none">
        {stage === 'authenticating' ? <Trans>Confirm the payment with your bank</Trans> : <Trans>Card details</Trans>}
      </h2>
      {stage === 'authenticating' && (
        <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="three-d-secure-step">
          <Trans>Your bank asks you to confirm this payment (3-D Secure). Follow the steps below.</Trans>
        </p>
      )}
      <div ref={container} className="min-h-40 rounded-md border border-slate-200 p-2 dark:border-slate-700" />
      {!fieldState.ready && stage === 'typing' && (
        <p className="text-sm text-slate-600 dark:text-slate-300" role="status">
          <Trans>Loading the card processor's secure field…</Trans>
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {stage !== 'authenticating' && (
          <Button
            data-testid="card-field-pay"
            loading={stage === 'confirming'}
            disabled={!fieldState.complete || !!offline.disabled}
            aria-describedby={offline['aria-describedby']}
            onClick={onConfirm}
          >
            {t`Pay ${usd}`}
          </Button>
        )}
        {stage !== 'confirming' && (
          <Button variant="secondary" onClick={onCancel}>
            {stage === 'authenticating' ? <Trans>Cancel payment</Trans> : <Trans>Cancel</Trans>}
          </Button>
        )}
      </div>
    </section>
  )
}
