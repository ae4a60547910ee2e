/** The wallet overview: balance and arrears as the server's decimal strings, never floats. */
import type { WalletOverview } from '../../../contract/methods/wallet'
import type { Projection } from '../../store/projection'
import './wallet.events'

/**
 * The overview as the server last sent it. `lowBalanceThreshold` is null when unknown: overviews
 * recorded before the field existed (issue 16) lack it, until the next refresh brings it.
 */
export type WalletState = Omit<WalletOverview, 'lowBalanceThreshold'> & { lowBalanceThreshold: string | null }

export const walletProjection: Projection<WalletState | null> = {
  name: 'wallet',
  // 2: the threshold joined the overview; older snapshots are rebuilt to carry it (or null).
  version: 2,
  initial: null,
  on: {
    'wallet.loaded': (_state, event) => walletState(event.payload),
  },
}

/** The overview as the projection keeps it. */
export function walletState(overview: WalletOverview): WalletState {
  const threshold = (overview as Partial<WalletOverview>).lowBalanceThreshold
  return { ...overview, lowBalanceThreshold: threshold ?? null }
}

/** The wallet with auto-renew as asked, shown while the change waits for the server. */
export function withAutoRenew(state: WalletState | null, enabled: boolean): WalletState | null {
  return state && { ...state, autoRenew: enabled }
}

/** The wallet with the alert threshold as asked, shown while the change waits for the server. */
export function withLowBalanceThreshold(state: WalletState | null, amount: string): WalletState | null {
  return state && { ...state, lowBalanceThreshold: amount }
}
