/**
 * Deposits not yet credited, as last read: crypto transfers gathering confirmations and card
 * payments waiting for the bank. `null` until the first read (the page shows a skeleton, not
 * "none"). A dismissed card deposit leaves the list at once.
 */
import type { PendingDeposit } from '../../../contract/methods/wallet'
import type { Projection } from '../../store/projection'
import { newestFirst } from './deposit-history.projection'
import './wallet.events'

export interface PendingDepositsState {
  /** Newest first. */
  list: PendingDeposit[]
  /** The deposits-freshness mark it was read after (see wallet.events.ts). */
  seenChangedAt: string | null
}

export const pendingDepositsProjection: Projection<PendingDepositsState | null> = {
  name: 'pendingDeposits',
  version: 1,
  initial: null,
  on: {
    'wallet.pending.loaded': (_state, event) => ({
      list: newestFirst(event.payload.list),
      seenChangedAt: event.payload.seenChangedAt,
    }),
    'wallet.pending.dismissed': (state, event) =>
      state && state.list.some((deposit) => deposit.id === event.payload.id)
        ? { ...state, list: state.list.filter((deposit) => deposit.id !== event.payload.id) }
        : state,
  },
}

/** Only a card deposit can be dismissed: a transfer on chain is credited once confirmed. */
export function canDismiss(deposit: PendingDeposit): boolean {
  return deposit.paymentMethod === 'stripe'
}
