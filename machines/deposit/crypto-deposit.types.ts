/**
 * The crypto deposit machine's words: its timings, context, events and tags and what its effects
 * take and answer (crypto-deposit.machine.ts). Apart so the machine file holds the flow alone.
 */
import type { Coin, Deposit, DepositAddress, PendingDeposit } from '../../contract'

/** Pending deposits are read this often while one is confirming (a block every 2 s on devnet)… */
export const CONFIRMING_POLL_MS = 3000
/** …and this often while the address waits for a transfer. */
export const AWAITING_POLL_MS = 5000
/** After a failed read, the next one is tried this much later (or at once when back online). */
export const LOST_RETRY_MS = 5000

/** A coin on one network, as the customer picks it. */
export interface CoinChoice {
  coin: string
  networkId: string
}

export interface CryptoLoad {
  coins: Coin[]
  pending: PendingDeposit[]
}

export interface CryptoDepositContext {
  coins: Coin[]
  choice: CoinChoice | null
  address: DepositAddress | null
  /** The crypto deposits pending at the last read, newest first. */
  pending: PendingDeposit[]
  /** Deposits that left the pending list and are being settled. */
  leaving: PendingDeposit[]
  /** How the last settled deposits ended (the credited state shows them). */
  settled: Deposit[]
  lastError: unknown
}

export type CryptoDepositEvent =
  /** The customer picked a coin on a network (from `coins`). */
  | ({ type: 'coin.choose' } & CoinChoice)
  /** Back to the coin picker. */
  | { type: 'coin.change' }
  /** Try a failed load again. */
  | { type: 'retry' }
  /** The browser is back online: failed reads are tried at once. */
  | { type: 'network.online' }
  /** A `deposit` notice arrived: read the pending deposits now. */
  | { type: 'deposit.noticed' }
  /** After a credited (or not credited) deposit: watch the address again. */
  | { type: 'deposit.again' }
  /** Internal: a read of the pending deposits answered. */
  | { type: 'pending.loaded'; pending: PendingDeposit[] }

export type CryptoDepositTag =
  | 'loading'
  | 'loadFailed'
  | 'choosing'
  | 'fetchingAddress'
  | 'addressFailed'
  /** The address shows (every state of `watching`). */
  | 'address'
  | 'awaitingTransfer'
  | 'confirming'
  | 'settling'
  | 'credited'
  | 'notCredited'
  /** The last read of pending deposits failed; what shows may be out of date. */
  | 'connectionLost'
