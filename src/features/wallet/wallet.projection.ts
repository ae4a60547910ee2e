/** The wallet overview: balance and arrears as the server's decimal strings, never floats. */
import type { WalletOverview } from '../../../contract'
import type { Projection } from '../../store/projection'
import './wallet.events'

export const walletProjection: Projection<WalletOverview | null> = {
  name: 'wallet',
  version: 1,
  initial: null,
  on: {
    'wallet.loaded': (_state, event) => event.payload,
  },
}
