/**
 * The words every paying flow shares (a package, a dedicated node, a node's renewal): how it is
 * paid, why it failed, the order followed through 3-D Secure and polling, and the payment
 * machine's context, events, tags and outcome (payment.machine.ts). The card steps speak the card
 * deposit machine's words (`FollowedOrder`, `CardFailure`, the poll timings), so the processor's
 * field and the 3-D Secure pieces of the app serve every flow.
 */
import type { CardField, CardPayment, StripeOrder } from '../../contract'
import type { CardFailure, FollowedOrder, NewCardOutcome } from '../deposit/card-deposit.types'

export { ORDER_POLL_MS, ORDER_STALL_MS, LOST_POLL_RETRY_MS } from '../deposit/card-deposit.types'
export type { CardFailure, FollowedOrder, NewCardOutcome }

/** How something is paid: from the wallet balance, or by card (saved or typed in). */
export type PayMethod = 'wallet' | 'card'

/** Why a payment did not go through: a card's failures, or the balance short of the price. */
export type PaymentFailure = CardFailure | 'insufficientBalance'

/**
 * How the effects say why they failed. The field keeps the name the package purchase gave it
 * first (`purchaseFailure`), so the app's one translation of RPC errors serves every flow.
 */
export interface PaymentFailureError {
  purchaseFailure?: PaymentFailure
  cardFailure?: CardFailure
}

/** The failure an effect's error carries; `other` when it carries none. */
export function paymentFailureOf(error: unknown): PaymentFailure {
  const tagged = error as PaymentFailureError | null
  const failure = tagged?.purchaseFailure ?? tagged?.cardFailure
  return typeof failure === 'string' ? failure : 'other'
}

/** An order as polled: its status and, when it failed, why. */
export interface PolledPaymentOrder {
  status: 'pending' | 'requires_action' | 'paid' | 'failed' | 'canceled'
  failure: CardFailure | null
}

/** Whether this tab holds what the bank's step needs: Stripe's secret or the sandbox's page. */
export function canAuthenticate(order: FollowedOrder | null): boolean {
  return !!order && (order.clientSecret !== null || order.nextActionUrl !== null)
}

/** The order a saved card's charge made, and the processor's field that shows its bank step. */
export function followCardPayment(payment: CardPayment): { order: FollowedOrder; field: CardField } {
  const { orderId, clientSecret, nextActionUrl, processor, fieldUrl, publishableKey } = payment
  return { order: { orderId, clientSecret, nextActionUrl }, field: { processor, fieldUrl, publishableKey } }
}

/** The one-off order a new card pays, and the processor's field the card is typed into. */
export function followNewCardOrder(stripeOrder: StripeOrder): { order: FollowedOrder; field: CardField } {
  const { orderId, clientSecret, processor, fieldUrl, publishableKey } = stripeOrder
  return { order: { orderId, clientSecret, nextActionUrl: null }, field: { processor, fieldUrl, publishableKey } }
}

/**
 * What is being bought, as the flow that pays names it to its effects: `{ skuId, months }` for a
 * node, `{ nodeId, months }` for a renewal. The payment machine passes it through untouched.
 */
export type PaymentSubject = Readonly<Record<string, string | number | boolean | null>>

export interface PaymentInput {
  subject: PaymentSubject
  method: PayMethod
  /** The saved card to charge; null for a new card typed into the processor's field. */
  cardId: string | null
  /** The submit's id: the idempotency key of the call that pays, the same on a retry. */
  attemptId: string
  /** An order already on its way (a retry after a lost answer, a reload): followed, never paid again. */
  resume: FollowedOrder | null
}

/** What a wallet payment answered: the order it made. */
export interface WalletPayment {
  orderId: string
}

/** How a payment ended, for the flow that invoked it. */
export type PaymentOutcome =
  | { status: 'paid'; orderId: string }
  /** `order` and `attemptId` are kept for a `networkLost` failure: "Try again" follows or repeats them. */
  | { status: 'failed'; failure: PaymentFailure; order: FollowedOrder | null; attemptId: string }
  /** The server found the balance short (another tab spent it): nothing was paid. */
  | { status: 'short' }
  /** The customer left the card step or the bank's step: nothing was paid. */
  | { status: 'canceled' }

export interface PaymentContext extends PaymentInput {
  order: FollowedOrder | null
  field: CardField | null
  /** The bank's step shows inside the card field (a new card), not in a frame of its own. */
  challengeInField: boolean
  failure: PaymentFailure | null
  lastError: unknown
  /** Set as a final state is entered: the machine's output. */
  outcome: PaymentOutcome | null
}

export type PaymentEvent =
  /** The new card is typed into the processor's field: pay with it. */
  | { type: 'payment.confirm' }
  | { type: 'payment.cancel' }
  /** Stalled: keep waiting for the bank. */
  | { type: 'payment.wait' }
  | { type: 'network.online' }

export type PaymentTag =
  | 'paying'
  | 'newCard'
  | 'authenticating'
  | 'polling'
  | 'connectionLost'
  | 'stalled'
  /** Ended; the outcome is the machine's output. */
  | 'settled'
