/**
 * A new card: the processor's own field for the order (the wallet feature's adapters, handed in),
 * then Pay. The field stays mounted while the payment is confirmed, since the processor's field
 * does the paying, and shows the bank's 3-D Secure step itself when asked. The deposit, the
 * package purchase, the node order and the node renewal draw it as their machine's `newCard`
 * state and the steps after it stand (machines/payment/new-card-stage.ts).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState } from 'react'
import type { CardField } from '../../../contract/methods/cards'
import { formatUsd } from '../../lib/money'
import { Button } from '../ui/button'
import type { CardFieldAdapter, CardFieldSession, CardFieldState, CardOrder } from './card-port'
import { StepHeading } from './step-heading'

export interface NewCardFieldProps {
  fieldFor(field: CardField): CardFieldAdapter
  field: CardField
  order: CardOrder
  /** What the card pays (decimal USD). */
  amount: string
  /** Typing the card, the payment being confirmed, or the bank's 3-D Secure step in the field. */
  stage: 'typing' | 'confirming' | 'authenticating'
  /** Where the mounted field's session is kept for the machine's `confirmNewCard`. */
  session: { set(session: CardFieldSession | null): void }
  /** Why Pay cannot be pressed now (offline, a role without billing): disabled, with the note's id. */
  blocked: { disabled?: boolean; 'aria-describedby'?: string }
  /** The heading's level in the page around it. */
  level: 2 | 3
  /**
   * For a page that draws the step in place of what led there: the focus moves to the heading, and
   * the bank's step says what it asks.
   */
  standalone?: boolean
  onConfirm(): void
  onCancel(): void
}

export function NewCardField(props: NewCardFieldProps) {
  const { fieldFor, field, order, amount, stage, session, blocked, level, standalone = false } = props
  const { onConfirm, onCancel } = props
  const { t } = useLingui()
  const titleId = useId()
  const container = useRef<HTMLDivElement>(null)
  const [fieldState, setFieldState] = useState<CardFieldState>({ ready: false, complete: false })
  // Enter in the field pays, as the button would, when it could be pressed.
  const submit = useRef(() => {})
  useEffect(() => {
    submit.current = () => {
      if (stage === 'typing' && fieldState.complete && !blocked.disabled) onConfirm()
    }
  })
  const title = t`Card details`
  const usd = formatUsd(amount)

  useEffect(() => {
    if (!container.current) return
    const mounted = fieldFor(field).mount(container.current, {
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
    <section aria-labelledby={titleId} className="max-w-xl space-y-4" data-testid="new-card-step">
      <StepHeading id={titleId} level={level} focusOnMount={standalone}>
        {stage === 'authenticating' ? <Trans>Confirm the payment with your bank</Trans> : <Trans>Card details</Trans>}
      </StepHeading>
      {standalone && stage === 'authenticating' && (
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
            disabled={!fieldState.complete || !!blocked.disabled}
            aria-describedby={blocked['aria-describedby']}
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
