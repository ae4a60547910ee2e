/**
 * The Hub API client (SPEC §7–§9): every call is `POST /api` with `{ jsonrpc, id, method, params }`,
 * typed by the contract, with the bearer token, the Team-Id of the team context and, for writes
 * replayed from the outbox, an Idempotency-Key. A call rejects when it fails, with an error the
 * caller can classify (rpc-errors.ts); what the user is told is decided once, in
 * rpc-error-policy.ts. Calls time out after 60 s, an identical newer call cancels the earlier one,
 * and a page change cancels all but the exempt methods (rpc-in-flight.ts).
 *
 * This module is the public face: the error classes, predicates and `cancelRouteCalls` are
 * re-exported so the app imports everything RPC from here.
 */
import type { HubError, MethodName, ParamsOf, ResultOf } from '../../contract'
// Values come from the contract's leaf files: its index evaluates every method's schema, which
// the app never needs at run time (the server validates).
import { API_PATH, IDEMPOTENCY_KEY_HEADER, TEAM_ID_HEADER } from '../../contract/http-routes'
import { ofetch } from 'ofetch'
import { reportRpcFailure } from './rpc-error-policy'
import { isCancelled, RpcCallError, RpcTransportError } from './rpc-errors'
import { trackCall } from './rpc-in-flight'
import { readSessionToken } from './session-token'
import { readTeamId } from './team-context'

export { API_PATH }
export { cancelRouteCalls, ROUTE_EXEMPT_METHODS } from './rpc-in-flight'
export { dismissFailureReports } from './rpc-error-policy'
export {
  RpcCallError,
  RpcTransportError,
  isCancelled,
  isNetworkFailure,
  isQuietError,
  isRateLimited,
  isSessionError,
  isTimeout,
  isTooManyRequests,
  type RpcTransportErrorKind,
} from './rpc-errors'

/** SPEC §9: request timeout 60 seconds. */
export const REQUEST_TIMEOUT_MS = 60_000

export interface RpcOptions {
  signal?: AbortSignal
  /** SPEC §8 quiet calls (e-mail confirm, status checks, logout, invoice view, polling): no error toast. Session errors still log out. */
  hideError?: boolean
  /** Sent as the Idempotency-Key header, so the server acts once however often the outbox replays the write. */
  idempotencyKey?: string
  /** The team context of this call instead of the current one (entering a team before choosing it); null for none. */
  teamId?: number | null
}

/** What the app (and tests) plug into the client. */
export interface RpcHooks {
  /** Where calls go; '' in the app, `http://127.0.0.1:PORT` in tests. */
  baseUrl: string
  /** Bearer token; default reads cookie `bpis` (session-token.ts). */
  getToken(): string | undefined
  /** Team-Id header value in team context; default the team cookie (team-context.ts). */
  getTeamId(): string | undefined
  /** Called ONCE per burst of session errors (10101/10102/10103) on any call except hub_logout; the app logs out and goes to '/'. */
  onSessionInvalid(error: RpcCallError): void
  /** ms before a call gives up as timed out; REQUEST_TIMEOUT_MS except in tests. */
  timeoutMs: number
}

const hooks: RpcHooks = {
  baseUrl: '',
  getToken: readSessionToken,
  getTeamId: () => readTeamId()?.toString(),
  onSessionInvalid: () => undefined,
  timeoutMs: REQUEST_TIMEOUT_MS,
}

/** Replaces the given hooks; the others keep their current value. */
export function configureRpcClient(next: Partial<RpcHooks>): void {
  Object.assign(hooks, next)
}

/** Calls a Hub API method. Resolves with its result; rejects with RpcCallError or RpcTransportError. */
export async function rpc<M extends MethodName>(
  method: M,
  params: ParamsOf<M>,
  options: RpcOptions = {},
): Promise<ResultOf<M>> {
  const token = hooks.getToken()
  try {
    return (await send(method, params, options, token)) as ResultOf<M>
  } catch (error) {
    reportRpcFailure(error, {
      method,
      hideError: options.hideError ?? false,
      token,
      onSessionInvalid: (sessionError) => hooks.onSessionInvalid(sessionError),
    })
    throw error
  }
}

/**
 * `rpc` for reads that belong to the page now showing: a page change cancels the calls in flight
 * (SPEC §9), and one that lands while a screen or the account is loading would otherwise fail a
 * read the new page still wants. Asked again (at most three times in all) unless the caller's own
 * signal ended it.
 */
export async function rpcSurvivingPageChange<M extends MethodName>(
  method: M,
  params: ParamsOf<M>,
  options: RpcOptions = {},
): Promise<ResultOf<M>> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await rpc(method, params, options)
    } catch (error) {
      if (!isCancelled(error) || options.signal?.aborted || attempt === 3) throw error
    }
  }
}

/**
 * Posts a multipart form to one of the contract's HTTP routes beside `/api` (the avatar upload),
 * with the same bearer token and Team-Id as method calls. The route answers like a method call, so
 * its result or error is read, and the user told, exactly as for `rpc`. `label` names the call in
 * errors (e.g. `upload:avatar`).
 */
export async function postForm<T>(path: string, form: FormData, label: string, options: RpcOptions = {}): Promise<T> {
  return postToRoute<T>(path, form, label, options)
}

/** As `postForm`, with a JSON body (the support request). */
export async function postJson<T>(path: string, body: unknown, label: string, options: RpcOptions = {}): Promise<T> {
  return postToRoute<T>(path, JSON.stringify(body), label, options)
}

async function postToRoute<T>(path: string, body: FormData | string, label: string, options: RpcOptions): Promise<T> {
  const token = hooks.getToken()
  try {
    if (options.signal?.aborted) throw new RpcTransportError(label, 'cancelled')
    const headers = headersFor(token, hooks.getTeamId(), undefined)
    // The browser writes a multipart body's boundary itself.
    if (typeof body !== 'string') delete headers[CONTENT_TYPE_HEADER]
    let answer: { status: number; ok: boolean; text: string }
    try {
      const response = await fetch(`${hooks.baseUrl}${path}`, {
        method: 'POST',
        headers,
        body,
        signal: options.signal ?? null,
      })
      answer = { status: response.status, ok: response.ok, text: await response.text() }
    } catch (error) {
      throw new RpcTransportError(label, options.signal?.aborted ? 'cancelled' : 'network', { cause: error })
    }
    return readAnswer(label, answer.status, answer.ok, answer.text) as T
  } catch (error) {
    reportRpcFailure(error, {
      method: label,
      hideError: options.hideError ?? false,
      token,
      onSessionInvalid: (sessionError) => hooks.onSessionInvalid(sessionError),
    })
    throw error
  }
}

let nextId = 1

async function send(method: string, params: unknown, options: RpcOptions, token: string | undefined) {
  if (options.signal?.aborted) throw new RpcTransportError(method, 'cancelled')
  const teamId = options.teamId === undefined ? hooks.getTeamId() : (options.teamId?.toString() ?? undefined)
  const controller = new AbortController()
  let aborted: 'timeout' | 'cancelled' | undefined
  const abort = (why: 'timeout' | 'cancelled') => {
    aborted ??= why
    controller.abort()
  }
  const cancel = () => abort('cancelled')
  const timer = setTimeout(() => abort('timeout'), hooks.timeoutMs)
  options.signal?.addEventListener('abort', cancel, { once: true })
  const identity = JSON.stringify([method, params, teamId ?? null, options.idempotencyKey ?? null])
  const release = trackCall(identity, method, cancel)
  try {
    // ofetch without its retries and status errors: the policy below classifies every answer.
    const response = await ofetch.raw<string, 'text'>(`${hooks.baseUrl}${API_PATH}`, {
      method: 'POST',
      headers: headersFor(token, teamId, options.idempotencyKey),
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
      signal: controller.signal,
      retry: 0,
      ignoreResponseError: true,
      responseType: 'text',
    })
    return readAnswer(method, response.status, response.ok, response._data ?? '')
  } catch (error) {
    if (error instanceof RpcCallError || error instanceof RpcTransportError) throw error
    throw new RpcTransportError(method, aborted ?? 'network', { cause: error })
  } finally {
    clearTimeout(timer)
    release()
    options.signal?.removeEventListener('abort', cancel)
  }
}

const CONTENT_TYPE_HEADER = 'Content-Type'
const AUTHORIZATION_HEADER = 'Authorization'
const BEARER_SCHEME = 'Bearer'

function headersFor(token: string | undefined, teamId: string | undefined, idempotencyKey: string | undefined) {
  const headers: Record<string, string> = { [CONTENT_TYPE_HEADER]: 'application/json' }
  if (token) headers[AUTHORIZATION_HEADER] = `${BEARER_SCHEME} ${token}`
  if (teamId) headers[TEAM_ID_HEADER] = teamId
  if (idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = idempotencyKey
  return headers
}

/** JSON-RPC errors come with HTTP 200; any other status is transport trouble, whatever the body. */
function readAnswer(method: string, status: number, ok: boolean, text: string): unknown {
  const answer = parseAnswer(text)
  if (!ok) throw new RpcTransportError(method, 'http', { status, serverError: answer?.error })
  if (answer?.error) throw new RpcCallError(method, answer.error)
  if (answer && 'result' in answer) return answer.result
  throw new RpcTransportError(method, 'http', { status })
}

function parseAnswer(text: string): { result?: unknown; error?: HubError } | undefined {
  try {
    const answer: unknown = JSON.parse(text)
    if (typeof answer !== 'object' || answer === null) return undefined
    const { error } = answer as { error?: unknown }
    const valid = typeof error === 'object' && error !== null && typeof (error as HubError).code === 'number'
    return valid ? (answer as { error: HubError }) : error === undefined ? (answer as { result?: unknown }) : undefined
  } catch {
    return undefined
  }
}
