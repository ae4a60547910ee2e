/**
 * The card deposit machine's words: its timings, context, events, tags and what its effects take
 * and answer (card-deposit.machine.ts). Apart so the machine file holds the flow alone.
 */
import type { CardField, CreditCard, OrderStatus, PendingDeposit } from '../../contract'
import type { CardAmountProblem } from './card-amount'

/** The order is asked about this often while the bank decides. */
export const ORDER_POLL_MS = 2000
/** After this long waiting for the bank the customer is asked whether to wait on. */
export const ORDER_STALL_MS = 180_000 // 3 minutes
/** After a failed poll, the next one is tried this much later (or at once when back online). */
export const LOST_POLL_RETRY_MS = 5000

/** Why a card payment did not go through. */
export type CardFailure = 'declined' | 'insufficientFunds' | 'authenticationFailed' | 'networkLost' | 'other'

/** How the app's effects say why they failed. */
export interface CardFailureError {
  cardFailure: CardFailure
}

/** The failure an effect's error carries; `other` when it carries none. */
export function cardFailureOf(error: unknown): CardFailure {
  const failure = (error as Partial<CardFailureError> | null)?.cardFailure
  return typeof failure === 'string' ? failure : 'other'
}

/**
 * An order the flow follows: its id and, when this tab holds them, what its 3-D Secure step
 * needs (the processor's secret; the sandbox's challenge page).
 */
export interface FollowedOrder {
  orderId: string
  clientSecret: string | null
  nextActionUrl: string | null
}

export interface CardLoad {
  cards: CreditCard[]
  /** Card deposits the server still has open (a payment waiting for the bank). */
  openOrders: PendingDeposit[]
}

/** An order as polled: its status and, when it failed, why. */
export interface PolledOrder {
  status: OrderStatus
  amount: string
  failure: CardFailure | null
}

/** What the processor's field answers once it has sent the card. */
export interface NewCardOutcome {
  /**
   * `incomplete`: the field refused what was typed (a wrong number, a past expiry) and says why
   * itself; nothing reached the bank, the customer corrects it and pays again.
   */
  status: Extract<OrderStatus, 'paid' | 'pending' | 'requires_action'> | 'incomplete'
  /** The sandbox's 3-D Secure page when the bank asks for it. */
  nextActionUrl?: string | null
}

export interface CardDepositInput {
  /** `MIN_CARD_DEPOSIT_USD` of the contract. */
  minimumUsd: string
  /** An order to follow from the start (the one in the URL after a reload); null for a new deposit. */
  resume: FollowedOrder | null
}

export interface CardDepositContext {
  minimumUsd: string
  /** The amount as typed; checked on submit. */
  amount: string
  amountProblem: CardAmountProblem | null
  cards: CreditCard[]
  openOrders: PendingDeposit[]
  /** The saved card chosen; null for a new card. */
  cardId: string | null
  /** The id of the submit being paid, the saved-card charge's idempotency key. */
  attemptId: string | null
  order: FollowedOrder | null
  /** Which processor runs the order, and where its card field comes from. */
  field: CardField | null
  /** The bank's step shows inside the card field (a new card), not in a frame of its own. */
  challengeInField: boolean
  /** USD paid, once known. */
  paidAmount: string | null
  failure: CardFailure | null
  receiptUrl: string | null
  lastError: unknown
}

export type CardDepositEvent =
  | { type: 'amount.change'; amount: string }
  /** A saved card by id, or null for a new card. */
  | { type: 'card.choose'; cardId: string | null }
  /** Pay: `attemptId` is new for every submit (the view makes it). */
  | { type: 'payment.submit'; attemptId: string }
  /** The new card is typed into the processor's field: pay with it. */
  | { type: 'payment.confirm' }
  | { type: 'payment.cancel' }
  | { type: 'payment.retry' }
  /** Stalled: keep waiting for the bank. */
  | { type: 'payment.wait' }
  /** Follow an order the server still has open. */
  | { type: 'order.resume'; orderId: string }
  /** After the end of a deposit, start another. */
  | { type: 'deposit.again' }
  /** Load the cards again after a failed load. */
  | { type: 'retry' }
  | { type: 'network.online' }

export type CardDepositTag =
  | 'loading'
  | 'loadFailed'
  | 'entering'
  | 'amountRefused'
  /** A payment is on its way: no new submit, no leaving the card flow. */
  | 'busy'
  | 'paying'
  | 'newCard'
  | 'authenticating'
  | 'polling'
  | 'connectionLost'
  | 'stalled'
  | 'paid'
  | 'failed'
  | 'canceled'
