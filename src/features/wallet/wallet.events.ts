/** Facts about the wallet (SPEC §3 "Wallet"). */
import type { WalletOverview } from '../../../contract'

declare module '../../store/events' {
  interface EventPayloads {
    'wallet.loaded': WalletOverview
  }
}
