/**
 * The first-login choice of a starting package (/first-login), for the form that finishes the
 * account: the purchase machine in `firstLogin` mode (hub_skuFirstConfirm by wallet, or
 * hub_skuFirstConfirmCard on a saved card), the picker to draw, and `confirm()`, which the form
 * calls once the nickname, language and terms are sent. The account is initialised by the
 * confirmation itself, so a newcomer is never asked again.
 */
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect } from 'react'
import type { SnapshotFrom } from 'xstate'
import type { purchaseMachine } from '../../../machines/purchase/purchase.machine'
import type { CardKit } from '../../components/payments/card-port'
import { forgetPurchaseOrder, savePurchaseOrder } from './followed-purchase-store'
import { usePurchase } from './use-purchase'

type Snapshot = SnapshotFrom<typeof purchaseMachine>

export function useStartingPackage(kit: CardKit) {
  const navigate = useNavigate()
  const purchase = usePurchase({
    mode: 'firstLogin',
    kit,
    input: { skuId: null, method: null, resume: null },
    followOrder: (order, skuId, field) => (order ? savePurchaseOrder(order, skuId, field) : forgetPurchaseOrder()),
    // Deposits wait for the dashboard: a newcomer short of a paid package pays by card or starts smaller.
    openDeposit: () => void navigate({ to: '/rpc/billings/charge', search: { tab: 'deposit' } }),
  })
  const { actor, state, send } = purchase
  // Free is chosen to begin with, as the field's dashboards start everyone on their free tier.
  const free = state.hasTag('browsing') ? state.context.skus.find((sku) => sku.packageType === 'free') : undefined
  useEffect(() => {
    if (free) send({ type: 'package.choose', skuId: free.id })
  }, [free, send])

  /**
   * Confirms the choice; true once the account is initialised, false when it is not (nothing
   * chosen, the balance short, a refused card: the picker says why and the form can be sent again).
   */
  const confirm = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        if (!actor.getSnapshot().hasTag('checkout')) return resolve(false)
        actor.send({ type: 'purchase.submit', attemptId: crypto.randomUUID() })
        const check = (snapshot: Snapshot) => {
          const ended = snapshot.hasTag('done') || !(snapshot.hasTag('busy') || snapshot.hasTag('paying'))
          if (!ended) return
          subscription.unsubscribe()
          resolve(snapshot.hasTag('done'))
        }
        const subscription = actor.subscribe(check)
        check(actor.getSnapshot())
      }),
    [actor],
  )
  return { purchase, chosen: purchase.state.hasTag('checkout'), confirm }
}
