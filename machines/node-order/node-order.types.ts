/**
 * The node order machine's words (node-order.machine.ts): the catalogue it is given, the choice
 * made of it, the node as provisioning reports it, its events and tags. Its own shapes rather
 * than the contract's, so the page maps the server's SKUs and nodes onto them (and the machine
 * does not move when the wire does).
 */
import type { FollowedOrder, PayMethod, PaymentFailure } from '../payment/payment.types'

export type { FollowedOrder, PayMethod, PaymentFailure }

/** The provisioning node is asked about this often. */
export const NODE_POLL_MS = 3000
/** After a failed poll, the next one is tried this much later (or at once when back online). */
export const NODE_LOST_RETRY_MS = 5000

/** A billing cycle a SKU sells: whole months, the price for all of them, and a one-off set-up fee. */
export interface NodeCycle {
  months: number
  /** USD for the whole cycle, as the server's decimal string. */
  price: string
  /** USD charged once with the first payment ('0.00' when none: only the monthly cycle has one). */
  setupFee: string
}

/** A kind of dedicated node on sale: the choices it answers, with their display names. */
export interface NodeSku {
  id: number
  chainId: string
  chainName: string
  networkId: string
  networkName: string
  region: string
  regionName: string
  /** The node software, e.g. `geth`, `erigon`. */
  client: string
  /** False when the region has no capacity now: shown, never selectable. */
  available: boolean
  cycles: NodeCycle[]
}

/** The steps that narrow the SKUs, in order; the billing cycle comes after them. */
export type ChoiceStep = 'chainId' | 'networkId' | 'region' | 'client'

/** What has been chosen so far; each choice narrows the next, and changing one clears those after it. */
export interface NodeChoice {
  chainId: string | null
  networkId: string | null
  region: string | null
  client: string | null
  months: number | null
}

/** The node of a paid order, as provisioning reports it. */
export interface NodeReading {
  /** Null until the server has made the node. */
  nodeId: number | null
  status: 'pending' | 'online' | 'failed'
  /** 0–100 while pending. */
  progress: number | null
}

/** Why the order cannot go on: a payment's failure, or no network to pay with. */
export type NodeOrderFailure = PaymentFailure

export interface NodeOrderInput {
  skus: NodeSku[]
  /** USD in the wallet; null while unknown (offline, not read yet): the server then decides. */
  balance: string | null
  online: boolean
  /** A choice to open the summary with (back from a deposit); null to choose from the chain on. */
  choice: { skuId: number; months: number } | null
  /** The way of paying to open the summary with; null: the wallet when it covers the total, else the card. */
  method: PayMethod | null
  /** The saved card to pay with; null for a new card. */
  cardId: string | null
  /** A paid order whose node is being provisioned (a reload during provisioning); null for a new order. */
  paidOrderId: string | null
}

export interface NodeOrderContext {
  skus: NodeSku[]
  choice: NodeChoice
  balance: string | null
  online: boolean
  method: PayMethod | null
  cardId: string | null
  /** The submit being paid: kept after a lost answer, so "Try again" repeats the same attempt. */
  attemptId: string | null
  /** A card order kept after a lost answer, so "Try again" follows it instead of paying again. */
  order: FollowedOrder | null
  failure: NodeOrderFailure | null
  paidOrderId: string | null
  node: NodeReading | null
}

export type NodeOrderEvent =
  /** A chain, then a network of it, a region of that, a client there: the value is the option's id. */
  | { type: 'option.choose'; step: ChoiceStep; value: string }
  | { type: 'cycle.choose'; months: number }
  /** The choice is complete: see the price. */
  | { type: 'order.review' }
  /** Back from the summary to the choices, kept. */
  | { type: 'order.edit' }
  | { type: 'method.choose'; method: PayMethod }
  /** A saved card by id, or null for a new card. */
  | { type: 'card.choose'; cardId: string | null }
  /** Pay: `attemptId` is new for every submit (the view makes it). */
  | { type: 'order.submit'; attemptId: string }
  | { type: 'order.cancel' }
  /** The balance is short: top it up (the page opens the deposit flow). */
  | { type: 'deposit.start' }
  /** The balance as read again (a deposit credited meanwhile). */
  | { type: 'balance.changed'; balance: string | null }
  /** For the card steps of the payment (forwarded to it). */
  | { type: 'payment.confirm' }
  | { type: 'payment.cancel' }
  | { type: 'payment.wait' }
  /** Provisioning: the node changed (a notice); ask at once. */
  | { type: 'node.changed' }
  /** After a provisioning failure, ask again. */
  | { type: 'node.retry' }
  | { type: 'network.online' }
  | { type: 'network.offline' }

export type NodeOrderTag =
  | 'choosing'
  | 'summary'
  /** The summary can be paid now. */
  | 'canPay'
  /** No network: paying is not allowed (the reason shown). */
  | 'offline'
  /** The wallet does not cover the total: a deposit is offered. */
  | 'balanceShort'
  /** A payment is on its way (its card steps are the `payment` child's tags): no leaving. */
  | 'busy'
  | 'paying'
  | 'provisioning'
  | 'connectionLost'
  | 'provisionFailed'
  | 'online'
  | 'canceled'
