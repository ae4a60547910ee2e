/**
 * The purchase machine as a page runs it: its effects provided with this page's card field,
 * 3-D Secure frame and way of remembering the order, and the browser's `online` told to it.
 * The charge page and the first-login picker both use it.
 */
import { useLingui } from '@lingui/react/macro'
import { useMachine } from '@xstate/react'
import { useEffect, useState } from 'react'
import type { CardField } from '../../../contract/methods/cards'
import type { FollowedOrder, PurchaseInput, PurchaseMode } from '../../../machines/purchase/purchase.types'
import type { CardFieldSession, CardKit } from './card-port'
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
  const { t } = useLingui()
  // Kept outside render: the machine's effects read them when they run.
  const [fieldSession] = useState(() => holder<CardFieldSession | null>(null))
  const [challenge] = useState(elementSlot)
  // The page's latest callbacks, read by the effects when they run (never during render).
  const [latest] = useState(() => holder(options))
  useEffect(() => {
    latest.set(options)
  })
  const [machine] = useState(() =>
    purchaseWithEffects({
      mode: options.mode,
      confirmNewCard: () => fieldSession.get()?.confirm() ?? Promise.reject({ cardFailure: 'other' }),
      authenticate: async (order, signal) => {
        // A new card's bank step shows in its field; a saved card's in a frame of its own.
        const inField = fieldSession.get()
        if (inField) return inField.authenticate(signal)
        const adapter = options.kit.challengeFor(order, loadPurchaseField(order.orderId))
        if (!adapter) throw { cardFailure: 'other' }
        const title = t`Your bank's 3-D Secure check`
        return adapter.authenticate(await challenge.element(), { order, title, signal })
      },
      followOrder: (order, skuId, field) => latest.get().followOrder(order, skuId, field),
      openDeposit: (skuId) => latest.get().openDeposit(skuId),
      purchased: () => latest.get().purchased?.(),
    }),
  )
  const [state, send, actor] = useMachine(machine, { input: { mode: options.mode, ...options.input } })
  useEffect(() => {
    const online = () => send({ type: 'network.online' })
    window.addEventListener('online', online)
    return () => window.removeEventListener('online', online)
  }, [send])
  return { state, send, actor, fieldSession, challengeSlot: challenge.ref }
}

function holder<T>(initial: T) {
  let value = initial
  return { get: () => value, set: (next: T) => void (value = next) }
}

/** A place the 3-D Secure frame goes once React has drawn it (the machine starts a moment before). */
function elementSlot() {
  let current: HTMLElement | null = null
  let waiting: ((element: HTMLElement) => void)[] = []
  return {
    ref(element: HTMLElement | null) {
      current = element
      if (!element) return
      for (const resolve of waiting) resolve(element)
      waiting = []
    },
    element: (): Promise<HTMLElement> =>
      current ? Promise.resolve(current) : new Promise((resolve) => waiting.push(resolve)),
  }
}
