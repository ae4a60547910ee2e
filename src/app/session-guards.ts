/**
 * How the session machine tells one failed account load from another: the RPC client's own
 * predicates read the error of the failed `loadAccount`. Kept apart from the runtime so a test can
 * run the machine on these very guards with a real error (session-guards.test.ts).
 */
import { isNetworkFailure, isRateLimited, isTimeout } from '../lib/rpc-client'

type GuardArgs = { event: unknown }

export const loadFailureGuards = {
  isTimeout: ({ event }: GuardArgs) => isTimeout(errorOf(event)),
  // HTTP 429 and the Hub's 10429 alike: a rate limit says nothing about the session.
  isRateLimited: ({ event }: GuardArgs) => isRateLimited(errorOf(event)),
  isNetworkFailure: ({ event }: GuardArgs) => isNetworkFailure(errorOf(event)),
}

function errorOf(event: unknown): unknown {
  return (event as { error?: unknown }).error
}
