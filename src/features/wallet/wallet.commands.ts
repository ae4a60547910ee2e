/**
 * The wallet's settings as commands (DESIGN.md "Commands and the outbox"): auto-renew and the
 * low-balance alert threshold move no money, and setting either twice is setting it once, so
 * they are queued offline, shown at once, and sent exactly once by their idempotency key. The
 * server answers the overview, which is recorded as it is; a refusal drops the optimistic value.
 */
import { defineCommand, optimistic } from '../../store/command'
import { fact } from '../../store/events'
import { walletProjection, withAutoRenew, withLowBalanceThreshold } from './wallet.projection'

/** Names of the queued rows: the page reads them to show a setting as waiting to sync. */
export const SET_AUTO_RENEW = 'wallet.setAutoRenew'
export const SET_LOW_BALANCE_THRESHOLD = 'wallet.setLowBalanceThreshold'

export interface SetAutoRenewPayload {
  enabled: boolean
}

export interface SetLowBalanceThresholdPayload {
  /** USD, at most 2 decimals, as threshold-rules.ts normalised it. */
  amount: string
}

export const setAutoRenew = defineCommand({
  name: SET_AUTO_RENEW,
  method: 'hub_setUserAutoRenew',
  params: (payload: SetAutoRenewPayload) => ({ enabled: payload.enabled }),
  optimistic: optimistic(walletProjection, (state, payload: SetAutoRenewPayload) =>
    withAutoRenew(state, payload.enabled),
  ),
  accepted: (_payload, result, at) => [fact('wallet.loaded', result, 'server', at)],
})

export const setLowBalanceThreshold = defineCommand({
  name: SET_LOW_BALANCE_THRESHOLD,
  method: 'hub_setLowBalanceThreshold',
  params: (payload: SetLowBalanceThresholdPayload) => ({ amount: payload.amount }),
  optimistic: optimistic(walletProjection, (state, payload: SetLowBalanceThresholdPayload) =>
    withLowBalanceThreshold(state, payload.amount),
  ),
  accepted: (_payload, result, at) => [fact('wallet.loaded', result, 'server', at)],
})
