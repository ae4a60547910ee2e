/**
 * Facts about the wallet (SPEC §3 "Wallet", issue 16): the overview, a page of the deposit
 * history for one query, the deposits still open, one of them dismissed, and the saved cards.
 * Each carries what the server answered whole, so projections need nothing else.
 */
import type { WalletOverview, Deposit, PendingDeposit } from '../../../contract/methods/wallet'
import type { CreditCard } from '../../../contract/methods/cards'
import type { DepositQuery } from './deposit-query'

declare module '../../store/events' {
  interface EventPayloads {
    'wallet.loaded': WalletOverview
    /**
     * One page of the deposit history as hub_getWalletDeposit answered `query`. `seenChangedAt`
     * is the deposits-freshness mark (the newest deposit notice's time) the page was read after:
     * a later notice makes it stale, without comparing this device's clock with the server's.
     */
    'wallet.deposits.loaded': {
      query: DepositQuery
      list: Deposit[]
      total: number
      seenChangedAt: string | null
    }
    /** The deposits not yet credited (hub_getWalletDepositPending), newest first. */
    'wallet.pending.loaded': { list: PendingDeposit[]; seenChangedAt: string | null }
    /** The server dismissed an abandoned card deposit (hub_delWalletDepositPending). */
    'wallet.pending.dismissed': { id: number }
    /** The saved cards, the default first, as a read or a change of them answered. */
    'wallet.cards.loaded': { list: CreditCard[] }
  }
}
