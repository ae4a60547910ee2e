/**
 * Error codes on the wire (SPEC §8), and how the app treats each class of them.
 * Messages live with the server (en and zh); the app shows `messageZh` when the language is Chinese.
 */
import type * as v from 'valibot'

/** JSON-RPC 2.0 codes, for calls that are malformed before any method runs. */
export const RpcErrorCode = {
  ParseError: -32700,
  InvalidRequest: -32600,
  MethodNotFound: -32601,
  InvalidParams: -32602,
  InternalError: -32603,
} as const

/** Application codes. */
export const HubErrorCode = {
  /** No token, or a token the server does not know. */
  SessionMissing: 10101,
  /** The session's 30 days are over. */
  SessionExpired: 10102,
  /** The session was ended (logout elsewhere, password reset). */
  SessionRevoked: 10103,
  /** Quiet: a state the page already handles (for example an expired confirmation code). */
  QuietState: 10020,
  /** Quiet: a request the page makes speculatively and expects to be refused. */
  QuietRefused: 10400,
  /** Rate limited: `data.type` is type1 | type2 | type3 | custom, `data.attemptsExpireAt` ms. */
  RateLimited: 10429,
  /** Quiet: the object does not exist (any more). */
  NotFound: 50404,
  /** Quiet: a conflicting state the page re-reads. */
  Conflict: 50409,
  /** The caller may not act on the object, or the Team-Id is not one of the caller's teams. */
  Forbidden: 10403,
  /** A business rule refused the call; the message says which. */
  BusinessRule: 10422,
} as const

export type HubErrorCodeValue = (typeof HubErrorCode)[keyof typeof HubErrorCode]

/** Codes the app rejects without telling the user (SPEC §8). */
export const QUIET_ERROR_CODES: readonly number[] = [50404, 50409, 10020, 10400]

/** Codes that end the session: show the message, log out (unless the call is the logout), go to `/`. */
export const SESSION_ERROR_CODES: readonly number[] = [10101, 10102, 10103]

/** Rate-limit types of a 10429 error; `custom` shows nothing. */
export const RATE_LIMIT_TYPES = ['type1', 'type2', 'type3', 'custom'] as const
export type RateLimitType = (typeof RATE_LIMIT_TYPES)[number]

/**
 * `data` of an InvalidParams (-32602) error: every refused field with its message, so a form can
 * show each beside its field. Paths are dotted (`whitelist.0`); '' is the params as a whole.
 */
export interface InvalidParamsData {
  /** The first refused field. */
  field: string
  issues: Array<{ field: string; message: string }>
}

/** Builds InvalidParamsData from the issues of a failed params validation. */
export function toInvalidParamsData(issues: readonly v.BaseIssue<unknown>[]): InvalidParamsData {
  const listed = issues.map((issue) => ({
    field: (issue.path ?? []).map((item) => String(item.key)).join('.'),
    message: issue.message,
  }))
  return { field: listed[0]?.field ?? '', issues: listed }
}
