/**
 * The card field of the processor the server runs: the sandbox's page in an iframe, or Stripe.js
 * Elements with the server's publishable key. Every answer that involves the field names its
 * processor (`CardField`), so the page asks for the field of the order in hand.
 */
import type { CardField } from '../../../../../contract/methods/cards'
import type { FollowedOrder } from '../../../../../machines/deposit/card-deposit.types'
import type { CardFieldAdapter } from '../../../../components/payments/card-port'
import { sandboxCardField } from './sandbox-card-field'
import { stripeCardField } from './stripe-card-field'

export function cardFieldFor(field: CardField): CardFieldAdapter {
  return field.processor === 'stripe' ? stripeCardField(field.publishableKey ?? '') : sandboxCardField
}

/**
 * Who shows an order's 3-D Secure step: the sandbox's page when the order has one; Stripe.js
 * (`handleNextAction`, which needs only the order's secret) when Stripe runs the order.
 */
export function challengeFieldFor(order: FollowedOrder, field: CardField | null): CardFieldAdapter | null {
  if (order.nextActionUrl) return sandboxCardField
  if (order.clientSecret && field?.processor === 'stripe') return stripeCardField(field.publishableKey ?? '')
  return null
}
