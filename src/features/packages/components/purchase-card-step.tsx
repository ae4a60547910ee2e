/**
 * A new card for a package: the processor's own field (the deposit flow's adapters, handed in as
 * the `CardKit`), then Pay. The field stays mounted while the payment is confirmed, and shows the
 * bank's 3-D Secure step itself when asked.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import type { CardField } from '../../../../contract/methods/cards'
import type { FollowedOrder } from '../../../../machines/purchase/purchase.types'
import { Button } from '../../../components/ui/button'
import { formatUsd } from '../../../lib/money'
import type { CardFieldSession, CardFieldState, CardKit } from '../card-port'

export interface PurchaseCardStepProps {
  kit: CardKit
  field: CardField
  order: FollowedOrder
  price: string
  stage: 'typing' | 'confirming' | 'authenticating'
  /** Where the mounted field's session is kept for the machine's `confirmNewCard`. */
  session: { set(session: CardFieldSession | null): void }
  offline: { disabled?: boolean; 'aria-describedby'?: string }
  onConfirm(): void
  onCancel(): void
}

export function PurchaseCardStep(props: PurchaseCardStepProps) {
  const { kit, field, order, price, stage, session, offline, onConfirm, onCancel } = props
  const { t } = useLingui()
  const container = useRef<HTMLDivElement>(null)
  const [fieldState, setFieldState] = useState<CardFieldState>({ ready: false, complete: false })
  // Enter in the field pays, as the button would, when it could be pressed.
  const submit = useRef(() => {})
  useEffect(() => {
    submit.current = () => {
      if (stage === 'typing' && fieldState.complete && !offline.disabled) onConfirm()
    }
  })
  const title = t`Card details`
  const usd = formatUsd(price)

  useEffect(() => {
    if (!container.current) return
    const mounted = kit.fieldFor(field).mount(container.current, {
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
    // Mounted once per order: the title's language must not reload the field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [order.orderId])

  return (
    <section aria-labelledby="purchase-card-title" className="max-w-xl space-y-4" data-testid="new-card-step">
      <h3 id="purchase-card-title" className="text-base font-semibold">
        {stage === 'authenticating' ? <Trans>Confirm the payment with your bank</Trans> : <Trans>Card details</Trans>}
      </h3>
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
