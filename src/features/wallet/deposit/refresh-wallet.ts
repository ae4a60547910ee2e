/** Reads the balance again and records it, after a deposit was credited: the page and the header show the new one. */
import { rpc } from '../../../lib/rpc-client'
import { fact } from '../../../store/events'
import { recordFacts } from '../../../store/store-client'
import '../wallet.events'

export async function refreshWallet(): Promise<void> {
  const wallet = await rpc('hub_getUserWalletOverview', {}, { hideError: true }).catch(() => null)
  if (wallet) await recordFacts([fact('wallet.loaded', wallet, 'server')])
}
