/**
 * The processor's card field, as the deposit page uses it (issue 16: the card number is typed
 * into the processor's own field, never into the app). The page gives an element to fill and
 * gets back a session that pays the order; the processor's wire (an iframe and postMessage for
 * the sandbox, Stripe.js for Stripe) stays behind this interface, in one file per processor.
 */
import type { CardField } from '../../../../../contract/methods/cards'
import type { Holder } from '../holder'
import type { FollowedOrder, NewCardOutcome } from '../../../../../machines/deposit/card-deposit.types'

/** What the field says as the customer types. */
export interface CardFieldState {
  /** The field has loaded and can be typed into. */
  ready: boolean
  /** A whole card is typed (number, expiry, CVC): paying may start. */
  complete: boolean
}

export interface CardFieldMount {
  field: CardField
  order: FollowedOrder
  /** The frame's accessible name (translated). */
  title: string
  onChange(state: CardFieldState): void
  /** The customer pressed Enter in the field: pay, as the Pay button would. */
  onSubmit?(): void
}

/** One mounted field for one order. */
export interface CardFieldSession {
  /** Pays the order with the card typed in; rejects with a `CardFailureError`. */
  confirm(): Promise<NewCardOutcome>
  /** After `requires_action`: the bank's step, shown in the field itself; its outcome. */
  authenticate(signal: AbortSignal): Promise<'succeeded' | 'failed'>
  /** Removes the field and stops listening. */
  destroy(): void
}

/** Where the page keeps the mounted field's session for the machine's `confirmNewCard`. */
export type FieldSessionHolder = Holder<CardFieldSession | null>

export interface ChallengeMount {
  order: FollowedOrder
  /** The frame's accessible name (translated). */
  title: string
  /** Ends the challenge early (the customer cancelled, the page closed). */
  signal: AbortSignal
}

export interface CardFieldAdapter {
  /** Puts the processor's field for `order` into `container`. */
  mount(container: HTMLElement, options: CardFieldMount): CardFieldSession
  /** Shows the bank's 3-D Secure step in `container`; resolves with its outcome. */
  authenticate(container: HTMLElement, options: ChallengeMount): Promise<'succeeded' | 'failed'>
}
