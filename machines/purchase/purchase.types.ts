/**
 * The purchase machine's words: its context, events, tags and what its effects take and answer
 * (purchase.machine.ts). How a payment is made and why it fails are the words every paying flow
 * shares (machines/payment/payment.types.ts); the card steps speak the deposit machine's words
 * (a followed order, a card failure), so the page's card field and 3-D Secure pieces serve all.
 */
import type { CardField, CreditCard, InvoiceSummary, PurchaseRecord, Sku } from '../../contract'
import type {
  CardFailure,
  FollowedOrder,
  NewCardOutcome,
  PaymentFailure,
  PaymentFailureError,
  PayMethod,
  PolledPaymentOrder,
} from '../payment/payment.types'

export { ORDER_POLL_MS, ORDER_STALL_MS, LOST_POLL_RETRY_MS } from '../payment/payment.types'
export { paymentFailureOf as purchaseFailureOf } from '../payment/payment.types'
export type { CardFailure, FollowedOrder, NewCardOutcome, PayMethod }

/**
 * `buy`: the charge page (hub_buyPackage, hub_buyPackageByCard, a one-off order for a new card).
 * `firstLogin`: a newcomer's starting package (hub_skuFirstConfirm(Card)): Free and Pay As You Go
 * cost nothing there, and a card must be saved to pay (no one-off order initialises an account).
 */
export type PurchaseMode = 'buy' | 'firstLogin'

/** Why a purchase did not go through: a card's failures, or the balance short of the price. */
export type PurchaseFailure = PaymentFailure

/** How the effects say why they failed. */
export type PurchaseFailureError = PaymentFailureError

/** What the page needs before anything can be chosen. */
export interface PurchaseLoad {
  skus: Sku[]
  /** USD in the wallet, as the server's decimal string. */
  balance: string
  cards: CreditCard[]
}

/** A card order followed from the start (the one in the URL after a reload), with its package. */
export interface ResumedPurchase {
  order: FollowedOrder
  skuId: number | null
}

/** What a wallet purchase (or a first-login confirmation) answered. */
export interface WalletPaid {
  /** Null for a first-login Pay As You Go with nothing bought yet. */
  purchase: PurchaseRecord | null
}

/** An order as polled: its status and, when it failed, why. */
export type PolledPurchaseOrder = PolledPaymentOrder

export interface PurchaseInput {
  mode: PurchaseMode
  /** The package to open the checkout with (back from a deposit: `?buy=`); null to browse. */
  skuId: number | null
  /** The way of paying to open the checkout with; null: the wallet when it covers the price. */
  method: PayMethod | null
  resume: ResumedPurchase | null
}

export interface PurchaseContext {
  mode: PurchaseMode
  skus: Sku[]
  balance: string
  cards: CreditCard[]
  skuId: number | null
  method: PayMethod | null
  /** The saved card chosen; null for a new card. */
  cardId: string | null
  autoRenew: boolean
  /** The id of the submit being paid, the idempotency key of the call that pays. */
  attemptId: string | null
  order: FollowedOrder | null
  field: CardField | null
  /** The bank's step shows inside the card field (a new card), not in a frame of its own. */
  challengeInField: boolean
  purchase: PurchaseRecord | null
  invoice: InvoiceSummary | null
  failure: PurchaseFailure | null
  lastError: unknown
}

export type PurchaseEvent =
  | { type: 'package.choose'; skuId: number }
  /** Back from the checkout to the packages side by side. */
  | { type: 'checkout.back' }
  | { type: 'method.choose'; method: PayMethod }
  /** A saved card by id, or null for a new card. */
  | { type: 'card.choose'; cardId: string | null }
  | { type: 'autoRenew.change'; autoRenew: boolean }
  /** Pay: `attemptId` is new for every submit (the view makes it). */
  | { type: 'purchase.submit'; attemptId: string }
  /** The new card is typed into the processor's field: pay with it. */
  | { type: 'payment.confirm' }
  | { type: 'payment.cancel' }
  | { type: 'payment.retry' }
  /** Stalled: keep waiting for the bank. */
  | { type: 'payment.wait' }
  /** The balance is short: top it up through the deposit flow (the page leaves for it). */
  | { type: 'deposit.start' }
  /** The balance as read again (a deposit credited meanwhile). */
  | { type: 'balance.changed'; balance: string }
  /** The saved cards as read again (a card saved meanwhile); `chosen` is picked. */
  | { type: 'cards.changed'; cards: CreditCard[]; chosen?: string }
  /** After a purchase or a cancelled one, buy another. */
  | { type: 'purchase.again' }
  /** Load again after a failed load. */
  | { type: 'retry' }
  | { type: 'network.online' }

export type PurchaseTag =
  | 'loading'
  | 'loadFailed'
  | 'browsing'
  | 'checkout'
  /** The wallet does not cover the price: a deposit is offered. */
  | 'balanceShort'
  /** A payment is on its way: no new submit, no leaving the purchase. */
  | 'busy'
  | 'paying'
  | 'newCard'
  | 'authenticating'
  | 'polling'
  | 'connectionLost'
  | 'stalled'
  | 'done'
  | 'failed'
  | 'canceled'
