/**
 * The node order machine as the wizard runs it: its effects provided with this page's card field
 * (a new card), 3-D Secure frame (a saved card; both src/components/payments/use-card-steps.ts) and
 * way of keeping the order in the URL, and the balance and the network told to it as they change.
 * The paid order's node, as last read, is kept beside it for the progress and endpoints on screen
 * (the machine keeps only what decides its next step).
 */
import { useMachine } from '@xstate/react'
import { useEffect, useState } from 'react'
import type { DedicatedNode } from '../../../../contract/methods/nodes'
import { priceOf, choiceOf } from '../../../../machines/node-order/node-choices'
import type { NodeOrderInput } from '../../../../machines/node-order/node-order.types'
import type { CardKit } from '../../../components/payments/card-port'
import { createHolder } from '../../../components/payments/holder'
import { useCardSteps } from '../../../components/payments/use-card-steps'
import { nodeOrderWithEffects } from './order-effects'

export interface UseNodeOrderOptions {
  input: NodeOrderInput
  kit: CardKit
  /** The summary's auto-renew choice. */
  autoRenew: boolean
  openDeposit(skuId: number, months: number): void
  ordered(orderId: string): void
}

export function useNodeOrder(options: UseNodeOrderOptions) {
  const [node, setNode] = useState<DedicatedNode | null>(null)
  // The page's latest callbacks, read by the effects when they run (never during render).
  const [latest] = useState(() => createHolder(options))
  useEffect(() => {
    latest.set(options)
  })
  const card = useCardSteps((order, field) => latest.get().kit.challengeFor(order, field))
  const [machine] = useState(() =>
    nodeOrderWithEffects({
      totalOf: (skuId, months) => {
        const { skus } = latest.get().input
        const choice = choiceOf(skus, skuId, months)
        return choice && (priceOf(skus, choice, null)?.total ?? null)
      },
      confirmNewCard: card.confirmNewCard,
      authenticate: card.authenticate,
      autoRenew: () => latest.get().autoRenew,
      openDeposit: (skuId, months) => latest.get().openDeposit(skuId, months),
      ordered: (orderId) => latest.get().ordered(orderId),
      nodeRead: setNode,
    }),
  )
  const [state, send] = useMachine(machine, { input: options.input })
  const { balance, online } = options.input
  useEffect(() => {
    send({ type: 'balance.changed', balance })
  }, [send, balance])
  useEffect(() => {
    send({ type: online ? 'network.online' : 'network.offline' })
  }, [send, online])
  return { state, send, node, fieldSession: card.fieldSession, challengeSlot: card.challengeSlot }
}
