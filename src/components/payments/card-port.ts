/**
 * The processor's card field as every card payment uses it (issue 16: the card number is typed
 * into the processor's own field, never into the app). A page gives an element to fill and gets
 * back a session that pays the order; the processor's wire (an iframe and postMessage for the
 * sandbox, Stripe.js for Stripe) stays behind this port, in the wallet feature's adapters
 * (src/features/wallet/deposit/card-field/), which the routes hand to other features as a
 * `CardKit` (a feature never imports another).
 *
 * The order and the field's answer are the payment machines' `FollowedOrder` and `NewCardOutcome`
 * (machines/deposit/card-deposit.types.ts), spelt here because src/components may not import
 * machines/; the flows hand the machines' values straight through, so the compiler keeps the two
 * spellings the same.
 */
import type { CardField } from '../../../contract/methods/cards'
import type { OrderStatus } from '../../../contract/statuses'

/** An order a card pays: its id and what its 3-D Secure step needs (the machines' `FollowedOrder`). */
export interface CardOrder {
  orderId: string
  clientSecret: string | null
  nextActionUrl: string | null
}

/** What the field answers once it has sent the card (the machines' `NewCardOutcome`). */
export interface CardFieldOutcome {
  /** `incomplete`: the field refused what was typed and says why itself; nothing reached the bank. */
  status: Extract<OrderStatus, 'paid' | 'pending' | 'requires_action'> | 'incomplete'
  /** The sandbox's 3-D Secure page when the bank asks for it. */
  nextActionUrl?: string | null
}

/** What the field says as the customer types. */
export interface CardFieldState {
  /** The field has loaded and can be typed into. */
  ready: boolean
  /** A whole card is typed (number, expiry, CVC): paying may start. */
  complete: boolean
}

export interface CardFieldMount {
  field: CardField
  order: CardOrder
  /** The frame's accessible name (translated). */
  title: string
  onChange(state: CardFieldState): void
  /** The customer pressed Enter in the field: pay, as the Pay button would. */
  onSubmit?(): void
}

/** One mounted field for one order. */
export interface CardFieldSession {
  /** Pays the order with the card typed in; rejects with a `{ cardFailure }` error. */
  confirm(): Promise<CardFieldOutcome>
  /** After `requires_action`: the bank's step, shown in the field itself; its outcome. */
  authenticate(signal: AbortSignal): Promise<'succeeded' | 'failed'>
  /** Removes the field and stops listening. */
  destroy(): void
}

export interface ChallengeMount {
  order: CardOrder
  /** The frame's accessible name (translated). */
  title: string
  /** Ends the challenge early (the customer cancelled, the page closed). */
  signal: AbortSignal
}

/** Who shows a saved card's 3-D Secure step. */
export interface ChallengeAdapter {
  /** Shows the bank's 3-D Secure step in `container`; resolves with its outcome. */
  authenticate(container: HTMLElement, options: ChallengeMount): Promise<'succeeded' | 'failed'>
}

export interface CardFieldAdapter extends ChallengeAdapter {
  /** Puts the processor's field for `order` into `container`. */
  mount(container: HTMLElement, options: CardFieldMount): CardFieldSession
}

/** Who shows an order's bank step (the sandbox's page, Stripe.js); null when none can. */
export type ChallengeFor = (order: CardOrder, field: CardField | null) => ChallengeAdapter | null

/** The card field of an order's processor, and who shows a saved card's 3-D Secure step. */
export interface CardKit {
  fieldFor(field: CardField): CardFieldAdapter
  challengeFor: ChallengeFor
}
