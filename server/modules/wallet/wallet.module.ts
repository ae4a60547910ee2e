/**
 * The wallet area: balances and arrears (later deposits, auto-renew, packages).
 */
import type { HubModule } from '../module'
import { registerCardMethods } from './cards/card.methods'
import { registerDevChainMethods } from './chain/dev-chain.methods'
import { registerCryptoDepositMethods } from './chain/deposit.methods'
import { registerDevWalletMethods } from './dev.methods'
import { registerWalletMethods } from './wallet.methods'

/** Owns the `wallets` table. */
export const walletModule: HubModule = {
  name: 'wallet',
  registerMethods(registry, settings) {
    registerWalletMethods(registry, settings.cacheInvalidation)
    if (!settings.production) registerDevWalletMethods(registry)
    registerCryptoDepositMethods(registry, settings.cryptoDeposits)
    if (!settings.production) registerDevChainMethods(registry, settings.cryptoDeposits)
    registerCardMethods(registry, settings.cardPayments ?? null, settings.nodes ?? null)
  },
}
