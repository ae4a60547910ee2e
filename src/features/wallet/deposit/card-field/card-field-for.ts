/**
 * The card field of the processor the server runs. Stripe's (Stripe.js Elements) is not built
 * yet: with Stripe configured, new cards are not offered here and saved cards still work.
 */
import type { CardProcessorName } from '../../../../../contract/methods/cards'
import type { CardFieldAdapter } from './card-field'
import { sandboxCardField } from './sandbox-card-field'

export function cardFieldFor(processor: CardProcessorName | undefined): CardFieldAdapter | null {
  return processor === 'sandbox' ? sandboxCardField : null
}

/** Who shows an order's 3-D Secure step: the sandbox's page when the order has one. */
export function challengeFieldFor(order: { nextActionUrl: string | null }): CardFieldAdapter | null {
  return order.nextActionUrl ? sandboxCardField : null
}
