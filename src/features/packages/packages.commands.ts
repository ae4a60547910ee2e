/**
 * The auto-renew choice as a command (issue 17: none, the package, or Pay As You Go). It moves
 * no money and choosing twice is choosing once, so, like the wallet's auto-renew switch
 * (wallet.commands.ts), it is queued offline, shown at once, and sent exactly once by its
 * idempotency key; the server answers the overview, which is recorded whole. A refusal drops the
 * optimistic choice.
 */
import type { AutoRenewMode } from '../../../contract/enums'
import type { WalletOverview } from '../../../contract/methods/wallet'
import { defineCommand } from '../../store/command'
import { fact } from '../../store/events'

/** The queued rows' name: the page reads it to show the choice as waiting to sync. */
export const SET_AUTO_RENEW_MODE = 'packages.setAutoRenewMode'

export interface SetAutoRenewModePayload {
  mode: AutoRenewMode
  /** The package `package` mode renews; absent: the current one. */
  skuId?: number
}

/** The wallet read model (the `wallet` projection's state) as far as auto-renew goes. */
type AutoRenewState = Pick<WalletOverview, 'autoRenew' | 'autoRenewMode' | 'autoRenewSkuId'> | null

/** The overview with the choice applied, shown while it waits for the server. */
export function withAutoRenewMode<S extends AutoRenewState>(state: S, payload: SetAutoRenewModePayload): S {
  if (!state) return state
  const skuId = payload.mode === 'package' ? (payload.skuId ?? null) : null
  return { ...state, autoRenew: payload.mode !== 'none', autoRenewMode: payload.mode, autoRenewSkuId: skuId }
}

export const setAutoRenewMode = defineCommand({
  name: SET_AUTO_RENEW_MODE,
  method: 'hub_setUserAutoRenew',
  params: (payload: SetAutoRenewModePayload) =>
    payload.mode === 'package' && payload.skuId !== undefined
      ? { mode: payload.mode, skuId: payload.skuId }
      : { mode: payload.mode },
  // Keyed by the wallet projection's name: the overview is where auto-renew is read everywhere.
  optimistic: {
    wallet: (state: never, payload: SetAutoRenewModePayload) => withAutoRenewMode(state as AutoRenewState, payload),
  },
  accepted: (_payload, result, at) => [fact('wallet.loaded', result, 'server', at)],
})
