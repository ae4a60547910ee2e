/**
 * Saving a new card in the processor's own field (a setup intent, hub_createStripeSetup): at
 * first login a paid starting package is charged to a saved card, which later renewals use too,
 * so a newcomer without one saves it here first. The bank may ask for 3-D Secure, shown in the
 * field. Once saved, the cards are read again and the new one is chosen (`onSaved`).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import type { CreditCard, StripeSetup } from '../../../../contract/methods/cards'
import { Button } from '../../../components/ui/button'
import { rpc } from '../../../lib/rpc-client'
import { fact } from '../../../store/events'
import { recordFacts } from '../../../store/store-client'
import type { CardFieldSession, CardFieldState, CardKit } from '../../../components/payments/card-port'

export interface CardSetupStepProps {
  kit: CardKit
  /** The cards saved before: the one not among them is the new one. */
  known: CreditCard[]
  onSaved(cards: CreditCard[], chosen: string | undefined): void
}

type Stage = 'starting' | 'typing' | 'saving' | 'authenticating' | 'failed'

export function CardSetupStep({ kit, known, onSaved }: CardSetupStepProps) {
  const { t } = useLingui()
  const container = useRef<HTMLDivElement>(null)
  const session = useRef<CardFieldSession | null>(null)
  const [setup, setSetup] = useState<StripeSetup | null>(null)
  const [stage, setStage] = useState<Stage>('starting')
  const [fieldState, setFieldState] = useState<CardFieldState>({ ready: false, complete: false })
  const title = t`Card details`

  useEffect(() => {
    const controller = new AbortController()
    rpc('hub_createStripeSetup', {}, { signal: controller.signal }).then(
      (answer) => {
        setSetup(answer)
        setStage('typing')
      },
      () => setStage('failed'),
    )
    return () => controller.abort()
  }, [])

  useEffect(() => {
    if (!setup || !container.current) return
    const order = { orderId: setup.setupIntentId, clientSecret: setup.clientSecret, nextActionUrl: null }
    const mounted = kit
      .fieldFor(setup)
      .mount(container.current, { field: setup, order, title, onChange: setFieldState })
    session.current = mounted
    return () => {
      mounted.destroy()
      session.current = null
    }
    // Mounted once per setup intent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [setup?.setupIntentId])

  async function save() {
    const mounted = session.current
    if (!mounted) return
    setStage('saving')
    try {
      const outcome = await mounted.confirm()
      if (outcome.status === 'incomplete') return setStage('typing')
      if (outcome.status === 'requires_action') {
        setStage('authenticating')
        const approved = await mounted.authenticate(new AbortController().signal)
        if (approved !== 'succeeded') return setStage('failed')
      }
      const cards = await rpc('hub_getCreditCardList', {})
      await recordFacts([fact('wallet.cards.loaded', { list: cards }, 'server')])
      const added = cards.find((card) => !known.some((old) => old.id === card.id))
      onSaved(cards, added?.id)
    } catch {
      setStage('failed')
    }
  }

  return (
    <section aria-labelledby="card-setup-title" className="space-y-3" data-testid="card-setup-step">
      <h4 id="card-setup-title" className="text-sm font-medium">
        {stage === 'authenticating' ? <Trans>Confirm the card with your bank</Trans> : <Trans>Save a new card</Trans>}
      </h4>
      <div ref={container} className="min-h-40 rounded-md border border-slate-200 p-2 dark:border-slate-700" />
      {stage === 'failed' && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          <Trans>The card was not saved. Check its details and try again, or try another card.</Trans>
        </p>
      )}
      {stage !== 'authenticating' && (
        <Button
          data-testid="card-setup-save"
          variant="secondary"
          loading={stage === 'saving'}
          disabled={!fieldState.complete || stage === 'starting'}
          onClick={() => void save()}
        >
          <Trans>Save this card</Trans>
        </Button>
      )}
    </section>
  )
}
