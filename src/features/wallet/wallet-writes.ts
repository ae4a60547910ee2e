/**
 * The billing page's writes that need the network: dismissing an abandoned card deposit and
 * changing the saved cards (they decide what a payment is charged to, so they are never queued).
 * Each calls the server and records its answer. A failure rejects after the RPC client has told
 * the user why (e.g. a card a subscription still needs); callers only stop their spinner.
 */
import type { CreditCard } from '../../../contract/methods/cards'
import { rpc } from '../../lib/rpc-client'
import { fact } from '../../store/events'
import { recordFacts } from '../../store/store-client'
import './wallet.events'

export async function dismissPendingDeposit(id: number): Promise<void> {
  await rpc('hub_delWalletDepositPending', { id })
  await recordFacts([fact('wallet.pending.dismissed', { id }, 'server')])
}

export async function setDefaultCard(cardId: string): Promise<void> {
  await recorded(await rpc('hub_setDefaultCreditCard', { cardId }))
}

export async function removeCard(cardId: string): Promise<void> {
  await recorded(await rpc('hub_removeCreditCard', { cardId }))
}

async function recorded(list: CreditCard[]): Promise<void> {
  await recordFacts([fact('wallet.cards.loaded', { list }, 'server')])
}
