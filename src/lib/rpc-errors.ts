/**
 * How a Hub API call fails, as classes and predicates the app can test: the session machine,
 * the outbox and loaders react to the kind of failure (retry a timeout, keep the cached profile on
 * HTTP 429 or 10429, carry on offline), while the RPC client's policy alone decides what the user
 * is told.
 */
import type { HubError } from '../../contract'
import { HubErrorCode, QUIET_ERROR_CODES, SESSION_ERROR_CODES } from '../../contract/errors'

/** The server answered the call with an error object (HTTP 200, JSON-RPC `error`). */
export class RpcCallError extends Error {
  readonly code: number
  readonly messageZh: string
  readonly data: Record<string, unknown> | undefined

  constructor(
    readonly method: string,
    error: HubError,
  ) {
    super(error.message)
    this.name = 'RpcCallError'
    this.code = error.code
    this.messageZh = error.messageZh
    this.data = error.data
  }
}

/**
 * Why a call never got a server answer: `http` a non-2xx status (or a body that is not JSON-RPC),
 * `network` no connection, `timeout` past the 60 s limit, `cancelled` aborted by the caller, by an
 * identical newer call or by a page change.
 */
export type RpcTransportErrorKind = 'http' | 'network' | 'timeout' | 'cancelled'

/** A call that failed below JSON-RPC. `serverError` is the JSON-RPC error an HTTP error body carried. */
export class RpcTransportError extends Error {
  /** The HTTP status of an `http` failure. */
  readonly status: number | undefined
  readonly serverError: HubError | undefined

  constructor(
    readonly method: string,
    readonly kind: RpcTransportErrorKind,
    options: { status?: number; serverError?: HubError; cause?: unknown } = {},
  ) {
    super(describe(kind, options.status), { cause: options.cause })
    this.name = 'RpcTransportError'
    this.status = options.status
    this.serverError = options.serverError
  }
}

/** HTTP 429: the server (or a proxy) throttled the call before it ran. */
export function isTooManyRequests(error: unknown): boolean {
  return error instanceof RpcTransportError && error.kind === 'http' && error.status === 429
}

/**
 * Throttled, by HTTP 429 or by the Hub's own refusal 10429: either way the request says nothing
 * about the session, so a rate limit never logs anyone out (issue 21).
 */
export function isRateLimited(error: unknown): boolean {
  return isTooManyRequests(error) || (error instanceof RpcCallError && error.code === HubErrorCode.RateLimited)
}

/** No answer within REQUEST_TIMEOUT_MS; worth asking again. */
export function isTimeout(error: unknown): error is RpcTransportError {
  return error instanceof RpcTransportError && error.kind === 'timeout'
}

/** Aborted on purpose (caller, identical newer call, page change); never an error to show. */
export function isCancelled(error: unknown): error is RpcTransportError {
  return error instanceof RpcTransportError && error.kind === 'cancelled'
}

/** The request never reached the server (offline, DNS, connection refused). */
export function isNetworkFailure(error: unknown): error is RpcTransportError {
  return error instanceof RpcTransportError && error.kind === 'network'
}

/** 10101, 10102 or 10103: the session is over. */
export function isSessionError(error: unknown): error is RpcCallError {
  return error instanceof RpcCallError && SESSION_ERROR_CODES.includes(error.code)
}

/** 50404, 50409, 10020, 10400: a state the page handles itself, never told to the user. */
export function isQuietError(error: unknown): error is RpcCallError {
  return error instanceof RpcCallError && QUIET_ERROR_CODES.includes(error.code)
}

/* eslint-disable lingui/no-unlocalized-strings -- diagnostics for logs; the policy shows translated text */
const DIAGNOSTICS: Record<Exclude<RpcTransportErrorKind, 'http'>, string> = {
  network: 'The network request failed',
  timeout: 'The request timed out',
  cancelled: 'The request was cancelled',
}
/* eslint-enable lingui/no-unlocalized-strings */

function describe(kind: RpcTransportErrorKind, status: number | undefined): string {
  return kind === 'http' ? `HTTP ${status ?? 'error'}` : DIAGNOSTICS[kind]
}
