/**
 * Registers every card method (wallet.module.ts calls this). `cards` null: card payments are off
 * (production without Stripe keys); the lists still answer, and paying or saving a card is a 10422.
 */
import type { MethodRegistry } from '../../../rpc/registry'
import type { NodeRuntime } from '../../nodes/node-runtime'
import { cardPaymentsOff } from './card-errors'
import { depositByCard } from './deposit-by-card'
import { buyPackageByCard, firstConfirmCard } from './package-by-card'
import { registerOrderMethods } from './order.methods'
import type { CardPayments } from './processor'
import { registerSavedCardMethods } from './saved-cards.methods'
import { createStripeOrder } from './stripe-order'

declare module '../../module' {
  interface ModuleSettings {
    /** Card payments (`attachCardPayments` in app.ts); absent or null: off. */
    cardPayments?: CardPayments | null
  }
}

/** `nodes`: the dedicated nodes' runtime, for hub_createStripeOrder's node purposes; null: not attached. */
export function registerCardMethods(
  registry: MethodRegistry,
  cards: CardPayments | null,
  nodes: NodeRuntime | null = null,
): void {
  const off = async () => {
    throw cardPaymentsOff()
  }
  registry.register('hub_depositByCard', cards ? depositByCard(cards) : off)
  registry.register('hub_createStripeOrder', cards ? createStripeOrder(cards, nodes) : off)
  registry.register('hub_buyPackageByCard', cards ? buyPackageByCard(cards) : off)
  registry.register('hub_skuFirstConfirmCard', cards ? firstConfirmCard(cards) : off)
  registerSavedCardMethods(registry, cards)
  registerOrderMethods(registry, cards)
}
