/**
 * The balance after a deposit: the store's wallet, but only once it was read after the deposit
 * ended (the machine's `walletChanged` reads it again). Until then nothing, rather than the old
 * balance shown as the new one.
 */
import { useState } from 'react'
import { useView } from '../../../store/use-view'
import { walletProjection } from '../wallet.projection'

export function useNewBalance(): string | null {
  // When the outcome was first shown, a moment after the deposit ended.
  const [since] = useState(() => new Date().toISOString())
  const view = useView(walletProjection)
  if (!view?.state || !view.syncedAt || view.syncedAt < since) return null
  return view.state.amount
}
