/**
 * What the purchase needs of the processor's card field: the deposit flow's adapters
 * (src/features/wallet/deposit/card-field/), handed in by the route, since a feature never
 * imports another. The same shapes, so the same sandbox iframe and Stripe Elements pay packages.
 */
import type { CardField } from '../../../contract/methods/cards'
import type { FollowedOrder, NewCardOutcome } from '../../../machines/purchase/purchase.types'

export interface CardFieldState {
  ready: boolean
  complete: boolean
}

export interface CardFieldSession {
  confirm(): Promise<NewCardOutcome>
  authenticate(signal: AbortSignal): Promise<'succeeded' | 'failed'>
  destroy(): void
}

export interface CardFieldAdapter {
  mount(
    container: HTMLElement,
    options: {
      field: CardField
      order: FollowedOrder
      title: string
      onChange(state: CardFieldState): void
      onSubmit?(): void
    },
  ): CardFieldSession
  authenticate(
    container: HTMLElement,
    options: { order: FollowedOrder; title: string; signal: AbortSignal },
  ): Promise<'succeeded' | 'failed'>
}

/** The card field of an order's processor, and who shows a saved card's 3-D Secure step. */
export interface CardKit {
  fieldFor(field: CardField): CardFieldAdapter
  challengeFor(order: FollowedOrder, field: CardField | null): CardFieldAdapter | null
}
