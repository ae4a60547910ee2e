/**
 * The order wizard's read: the catalogue with its chains' names, the balance and the saved cards,
 * recorded as facts so the header, the billing pages and the wizard agree. Quiet: stored choices
 * still show offline, with their age.
 */
import { rpcSurvivingPageChange, type RpcOptions } from '../../../lib/rpc-client'
import { fact, type EventDraft } from '../../../store/events'
import './dn-skus.events'

export async function readNodeOrder(options: RpcOptions = {}): Promise<EventDraft[]> {
  const quiet = { hideError: true, ...options }
  const [list, chains] = await Promise.all([
    rpcSurvivingPageChange('hub_getDnSku', {}, quiet),
    rpcSurvivingPageChange('hub_getSupportChains', {}, quiet),
  ])
  // The balance and cards decide only how to pay: their failure keeps the stored ones.
  const [wallet, cards] = await Promise.all([
    rpcSurvivingPageChange('hub_getUserWalletOverview', {}, quiet).catch(() => null),
    rpcSurvivingPageChange('hub_getCreditCardList', {}, quiet).catch(() => null),
  ])
  return [
    fact('nodes.skus.loaded', { list, chains: chains.map(({ id, name }) => ({ id, name })) }, 'server'),
    ...(wallet ? [fact('wallet.loaded', wallet, 'server')] : []),
    ...(cards ? [fact('wallet.cards.loaded', { list: cards }, 'server')] : []),
  ]
}
