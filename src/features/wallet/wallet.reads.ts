/**
 * The billing page's reads, each returned as the fact the store records (the page draws from
 * the store, so the last answers show offline with their age). Reads survive a page change's
 * cancellation (rpc-client.ts) and are quiet: a failed refresh leaves the stored data showing,
 * and the page says so only where nothing is stored.
 */
import { rpcSurvivingPageChange, type RpcOptions } from '../../lib/rpc-client'
import { fact, type EventDraft } from '../../store/events'
import { depositParams, type DepositQuery } from './deposit-query'
import './wallet.events'

export async function readWallet(options: RpcOptions = {}): Promise<EventDraft> {
  return fact('wallet.loaded', await rpcSurvivingPageChange('hub_getUserWalletOverview', {}, options), 'server')
}

/** `seenChangedAt`: the deposits-freshness mark when the read started. */
export async function readPendingDeposits(seenChangedAt: string | null, options: RpcOptions = {}): Promise<EventDraft> {
  const list = await rpcSurvivingPageChange('hub_getWalletDepositPending', {}, options)
  return fact('wallet.pending.loaded', { list, seenChangedAt }, 'server')
}

export async function readSavedCards(options: RpcOptions = {}): Promise<EventDraft> {
  const list = await rpcSurvivingPageChange('hub_getCreditCardList', {}, options)
  return fact('wallet.cards.loaded', { list }, 'server')
}

/** One page of the history; `seenChangedAt` as for pending deposits. */
export async function readDepositPage(
  query: DepositQuery,
  seenChangedAt: string | null,
  options: RpcOptions = {},
): Promise<EventDraft> {
  const page = await rpcSurvivingPageChange('hub_getWalletDeposit', depositParams(query), options)
  return fact('wallet.deposits.loaded', { query, list: page.list, total: page.total, seenChangedAt }, 'server')
}
