/**
 * The wallet area: balances and arrears (later deposits, auto-renew, packages).
 */
import type { HubModule } from '../module'
import { registerDevWalletMethods } from './dev.methods'
import { registerWalletMethods } from './wallet.methods'

/** Owns the `wallets` table. */
export const walletModule: HubModule = {
  name: 'wallet',
  registerMethods(registry, settings) {
    registerWalletMethods(registry)
    if (!settings.production) registerDevWalletMethods(registry)
  },
}
