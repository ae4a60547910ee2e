/**
 * The calls in flight, for the two cancellation rules of SPEC §9: an identical newer call cancels
 * the earlier one (a screen asking twice only wants the latest answer), and a page change cancels
 * every call except the few the whole app shares (wallet overview, SKU list, logout, my team).
 */

/** SPEC §9: calls that outlive a page change, because the layout, not the page, waits on them. */
export const ROUTE_EXEMPT_METHODS: readonly string[] = [
  'hub_getUserWalletOverview',
  'hub_getSkuList',
  'hub_logout',
  'hub_getMyTeam',
]

interface InFlightCall {
  method: string
  cancel(): void
}

/** At most one call per identity: a newer identical call cancels the one before. */
const calls = new Map<string, InFlightCall>()

/**
 * Registers a call under its identity (method, params, team… as one string), cancelling an
 * identical call still in flight. Returns the release to run once the call has settled.
 */
export function trackCall(identity: string, method: string, cancel: () => void): () => void {
  calls.get(identity)?.cancel()
  const call: InFlightCall = { method, cancel }
  calls.set(identity, call)
  return () => {
    if (calls.get(identity) === call) calls.delete(identity)
  }
}

/** Cancels every call in flight except the exempt methods. The router calls it on every page change. */
export function cancelRouteCalls(): void {
  for (const [identity, call] of calls) {
    if (ROUTE_EXEMPT_METHODS.includes(call.method)) continue
    calls.delete(identity)
    call.cancel()
  }
}
