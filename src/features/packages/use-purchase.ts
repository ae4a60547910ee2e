/**
 * The purchase machine as a page runs it: its effects provided with this page's card field,
 * 3-D Secure frame (src/components/payments/use-card-steps.ts) and way of remembering the order,
 * and the browser's `online` told to it. The charge page and the first-login picker both use it.
 */
import { useMachine } from '@xstate/react'
import { useEffect, useState } from 'react'
import type { CardField } from '../../../contract/methods/cards'
import type { FollowedOrder, PurchaseInput, PurchaseMode } from '../../../machines/purchase/purchase.types'
import type { CardKit } from '../../components/payments/card-port'
import { createHolder } from '../../components/payments/holder'
import { useCardSteps } from '../../components/payments/use-card-steps'
import { trackEvent } from '../../lib/track-event'
import { loadPurchaseField } from './followed-purchase-store'
import { purchaseWithEffects } from './purchase-effects'

export interface UsePurchaseOptions {
  mode: PurchaseMode
  kit: CardKit
  input: Omit<PurchaseInput, 'mode'>
  followOrder(order: FollowedOrder | null, skuId: number | null, field: CardField | null): void
  openDeposit(skuId: number): void
  purchased?(): void
}

export function usePurchase(options: UsePurchaseOptions) {
  // A saved card's bank step is shown by the processor remembered with its order, so a reload keeps it.
  const card = useCardSteps((order) => options.kit.challengeFor(order, loadPurchaseField(order.orderId)))
  // The page's latest callbacks, read by the effects when they run (never during render).
  const [latest] = useState(() => createHolder(options))
  useEffect(() => {
    latest.set(options)
  })
  const [machine] = useState(() =>
    purchaseWithEffects({
      mode: options.mode,
      confirmNewCard: card.confirmNewCard,
      authenticate: (order, signal) => card.authenticate(order, null, signal),
      followOrder: (order, skuId, field) => latest.get().followOrder(order, skuId, field),
      openDeposit: (skuId) => latest.get().openDeposit(skuId),
      purchased: () => {
        trackEvent('package_purchased')
        latest.get().purchased?.()
      },
    }),
  )
  const [state, send, actor] = useMachine(machine, { input: { mode: options.mode, ...options.input } })
  useEffect(() => {
    const online = () => send({ type: 'network.online' })
    window.addEventListener('online', online)
    return () => window.removeEventListener('online', online)
  }, [send])
  return { state, send, actor, fieldSession: card.fieldSession, challengeSlot: card.challengeSlot }
}
