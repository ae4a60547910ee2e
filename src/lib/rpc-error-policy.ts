/**
 * SPEC §8 in one place: what the user is told when a Hub API call fails. Screens never toast a
 * failed call themselves; they render the state the rejection leads to.
 *
 * - 50404, 50409, 10020, 10400: nothing (the page handles the state).
 * - 10429: a warning with a live countdown (rate-limit-warning.ts), unless `hideError`.
 * - 10101, 10102, 10103: the message as an error toast and `onSessionInvalid`, once per burst.
 *   A burst is every session error of calls sent with the same token (a token once refused stays
 *   refused); without a token, errors within SESSION_BURST_WINDOW_MS of the last one. These toast
 *   even on `hideError` calls, because the person is about to be sent to / and must learn why;
 *   hub_logout is the exception: it never logs out again, and its toast follows `hideError`.
 * - Other codes: the message as an error toast (5 s), unless `hideError`.
 * - HTTP 429: a "Too many attempts" warning; other transport errors: the server's message for
 *   a 4xx that carried one, else "Network Error". Timed-out and cancelled calls: nothing.
 * - Decision: while `navigator.onLine === false`, network failures are not toasted (the app shows
 *   its offline indicator instead); the call still rejects, so the caller carries on cached.
 *
 * Messages follow the active locale: `messageZh` in Chinese, `message` otherwise, "Network Error"
 * when the server sent none. Identical error texts replace each other instead of stacking.
 */
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { HubError } from '../../contract'
import { HubErrorCode, QUIET_ERROR_CODES, SESSION_ERROR_CODES } from '../../contract/errors'
import { RATE_LIMIT_TOAST_ID, showRateLimitWarning, type RateLimitData } from './rate-limit-warning'
import { RpcCallError, RpcTransportError, isTooManyRequests } from './rpc-errors'
import { toast } from './toast-store'

/** Without a token, session errors this close together (ms) are one burst: one toast, one logout. */
export const SESSION_BURST_WINDOW_MS = 10_000
export const TOO_MANY_ATTEMPTS_TOAST_ID = 'rpc-too-many-attempts'

/** The failed call as the policy needs it. */
export interface FailedCall {
  method: string
  hideError: boolean
  /** The bearer token the call was sent with; session errors of one token are one burst. */
  token: string | undefined
  onSessionInvalid(error: RpcCallError): void
}

/** Tells the user about a failed call, as SPEC §8 says. Never throws: a rejection stays the caller's. */
export function reportRpcFailure(error: unknown, call: FailedCall): void {
  // The session runtime's first calls can fail before the first catalog is active (its code is
  // preloaded beside the catalog): their words wait for it, and the report with them.
  if (!i18n.locale) {
    const stop = i18n.on('change', () => {
      if (!i18n.locale) return
      stop()
      reportRpcFailure(error, call)
    })
    return
  }
  try {
    if (error instanceof RpcCallError) reportCallError(error, call)
    else if (error instanceof RpcTransportError && !call.hideError) reportTransportError(error)
  } catch (failure) {
    console.error('The RPC error policy failed', failure)
  }
}

/** The server's message in the active language, or "Network Error" when it sent none. */
export function localizedMessage(error: Pick<HubError, 'message' | 'messageZh'>): string {
  const text = i18n.locale.startsWith('zh') ? error.messageZh || error.message : error.message
  return text || i18n._(msg`Network Error`)
}

let burst: { token: string | undefined; at: number } | undefined

function reportCallError(error: RpcCallError, call: FailedCall): void {
  if (QUIET_ERROR_CODES.includes(error.code)) return
  if (SESSION_ERROR_CODES.includes(error.code) && call.method !== 'hub_logout') {
    if (isSameBurst(call.token)) return
    showError(localizedMessage(error))
    call.onSessionInvalid(error)
    return
  }
  if (call.hideError) return
  if (error.code === HubErrorCode.RateLimited) showRateLimitWarning(error.data as RateLimitData | undefined)
  else showError(localizedMessage(error))
}

/** Whether a session error belongs to the burst already reported; starts or extends the burst. */
function isSameBurst(token: string | undefined): boolean {
  const now = Date.now()
  const same =
    burst !== undefined && burst.token === token && (token !== undefined || now - burst.at < SESSION_BURST_WINDOW_MS)
  burst = { token, at: now }
  return same
}

function reportTransportError(error: RpcTransportError): void {
  if (error.kind === 'cancelled' || error.kind === 'timeout') return
  if (error.kind === 'network' && typeof navigator !== 'undefined' && navigator.onLine === false) return
  if (isTooManyRequests(error)) {
    toast.warning(i18n._(msg`Too many attempts`), { id: TOO_MANY_ATTEMPTS_TOAST_ID })
    return
  }
  const status = error.status ?? 0
  const serverError = status >= 400 && status < 500 ? error.serverError : undefined
  showError(serverError ? localizedMessage(serverError) : i18n._(msg`Network Error`))
}

const ERROR_TOAST_PREFIX = 'rpc-error:'

function showError(text: string): void {
  toast.error(text, { id: `${ERROR_TOAST_PREFIX}${text}` })
}

/**
 * Closes every toast a failed call raised (errors and the too-many-attempts warnings): once the
 * person got through (a login that now succeeded), what the refused attempts said is stale.
 */
export function dismissFailureReports(): void {
  for (const { id } of toast.getSnapshot()) {
    if (id.startsWith(ERROR_TOAST_PREFIX) || id === TOO_MANY_ATTEMPTS_TOAST_ID || id === RATE_LIMIT_TOAST_ID) {
      toast.dismiss(id)
    }
  }
}
