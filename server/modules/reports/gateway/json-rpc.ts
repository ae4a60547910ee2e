/**
 * JSON-RPC 2.0 as the reference gateway speaks it to customers: parsing a message (one call or a
 * batch), the errors it answers itself, and the HTTP status of an answer. Pure, so the HTTP and
 * WebSocket routes share it and it is tested on its own.
 *
 * Error codes, as node providers use them (EIP-1474's list):
 * - `-32700` parse error, `-32600` invalid request, `-32601` method not found or not served
 *   through the gateway: HTTP 400 for the first two, 200 for the last (as nodes answer).
 * - `-32001` refused by the gateway check (`/gateway/authorize`'s rule named in the message and in
 *   `data.rule`): HTTP 401 for a key that does not exist (`unknown_key`, `rotated_out`), 403 for
 *   one not allowed (`frozen`, `whitelist`, the feature rules).
 * - `-32005` limit exceeded: the key's owner has no RU left (`out_of_ru`), HTTP 429, as providers
 *   answer a spent quota.
 * - `-32002` resource unavailable: a network this server does not serve (HTTP 404), or the dev
 *   chain not running (HTTP 503); `data.served` lists the networks it serves.
 * - Errors of the node itself are passed on unchanged, with HTTP 200.
 */
import type { GatewayDecision, GatewayRule } from '../../api-keys/gateway-decision'

export type JsonRpcId = string | number | null

/** One call of a message. */
export interface JsonRpcCall {
  id: JsonRpcId
  method: string
  params: unknown
  /** No `id` member: the caller wants no answer (the call is still served). */
  notification: boolean
}

export interface JsonRpcError {
  code: number
  message: string
  data?: unknown
}

export type JsonRpcResponse =
  { jsonrpc: '2.0'; id: JsonRpcId; result: unknown } | { jsonrpc: '2.0'; id: JsonRpcId; error: JsonRpcError }

/** A call of a message, or what it is answered instead when it is no call. */
export type MessageEntry = { call: JsonRpcCall } | { answer: JsonRpcResponse }

/** A message: its entries (one unless a batch), or one answer for the whole of it. */
export type ParsedMessage = { batch: boolean; entries: MessageEntry[] } | { invalid: JsonRpcResponse }

export const PARSE_ERROR = -32700
export const INVALID_REQUEST = -32600
export const METHOD_NOT_FOUND = -32601
export const REFUSED = -32001
export const UNAVAILABLE = -32002
export const LIMIT_EXCEEDED = -32005

/** Most calls in one batch (what providers commonly allow). */
export const MAX_BATCH_CALLS = 1000

/** Longest method name accepted (as `/gateway/authorize` and metering accept it). */
const MAX_METHOD_LENGTH = 128

/** Parses a message's text. */
export function parseMessage(text: string): ParsedMessage {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { invalid: errorAnswer(null, PARSE_ERROR, 'Parse error: the body is not JSON') }
  }
  if (!Array.isArray(value)) return { batch: false, entries: [entryOf(value)] }
  if (value.length === 0) return { invalid: errorAnswer(null, INVALID_REQUEST, 'Invalid request: empty batch') }
  if (value.length > MAX_BATCH_CALLS) {
    return {
      invalid: errorAnswer(null, INVALID_REQUEST, `Invalid request: a batch holds at most ${MAX_BATCH_CALLS} calls`),
    }
  }
  return { batch: true, entries: value.map(entryOf) }
}

function entryOf(value: unknown): MessageEntry {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { answer: errorAnswer(null, INVALID_REQUEST, 'Invalid request: a call is a JSON object') }
  }
  const call = value as Record<string, unknown>
  const id = call.id
  const validId = id === undefined || id === null || typeof id === 'string' || typeof id === 'number'
  const answerId: JsonRpcId = validId ? ((id as JsonRpcId | undefined) ?? null) : null
  if (call.jsonrpc !== '2.0' || !validId) {
    return { answer: errorAnswer(answerId, INVALID_REQUEST, 'Invalid request: expected {"jsonrpc":"2.0","id":…}') }
  }
  const method = call.method
  if (typeof method !== 'string' || method.length === 0 || method.length > MAX_METHOD_LENGTH) {
    return { answer: errorAnswer(answerId, INVALID_REQUEST, 'Invalid request: "method" must be a method name') }
  }
  const params = call.params
  if (params !== undefined && (typeof params !== 'object' || params === null)) {
    return { answer: errorAnswer(answerId, INVALID_REQUEST, 'Invalid request: "params" must be an array or object') }
  }
  return { call: { id: answerId, method, params, notification: id === undefined } }
}

export function resultAnswer(id: JsonRpcId, result: unknown): JsonRpcResponse {
  return { jsonrpc: '2.0', id, result }
}

export function errorAnswer(id: JsonRpcId, code: number, message: string, data?: unknown): JsonRpcResponse {
  return { jsonrpc: '2.0', id, error: data === undefined ? { code, message } : { code, message, data } }
}

/** Why each rule refuses, in words a developer reading a curl answer acts on. */
const RULE_HINTS: Record<GatewayRule, string> = {
  unknown_key: 'no API key has this secret',
  rotated_out: "this secret was rotated and its grace period is over; use the key's new secret",
  frozen: 'this key is frozen; unfreeze it on the endpoint page',
  whitelist: "the caller's IP address or origin is not on this key's whitelist",
  out_of_ru: "the key's owner has no request units left; buy a package",
  unknown_network: 'this network is not served',
  feature_not_on_network: 'this method needs a feature this network does not offer',
  feature_not_enabled: "this method needs a feature this key has off; turn it on in the key's settings",
}

/** The HTTP status of each rule's refusal. */
const RULE_STATUS: Record<GatewayRule, number> = {
  unknown_key: 401,
  rotated_out: 401,
  frozen: 403,
  whitelist: 403,
  out_of_ru: 429,
  unknown_network: 404,
  feature_not_on_network: 403,
  feature_not_enabled: 403,
}

/** The answer to a call the gateway check refused, and its HTTP status. */
export function refusalAnswer(
  id: JsonRpcId,
  decision: Extract<GatewayDecision, { allowed: false }>,
): { answer: JsonRpcResponse; status: number } {
  const { rule } = decision
  const feature = 'feature' in decision ? decision.feature : undefined
  const data = feature === undefined ? { rule } : { rule, feature }
  const hint = RULE_HINTS[rule] + (feature === undefined ? '' : ` (${feature})`)
  const code = rule === 'out_of_ru' ? LIMIT_EXCEEDED : REFUSED
  return { answer: errorAnswer(id, code, `Refused by the gateway: ${rule}: ${hint}`, data), status: RULE_STATUS[rule] }
}

/** The answer to a call for a network this server does not serve. */
export function notServedAnswer(id: JsonRpcId, network: string, served: readonly string[]): JsonRpcResponse {
  return errorAnswer(
    id,
    UNAVAILABLE,
    `This server's gateway serves ${served.join(', ')} only, not ${network}: use the endpoint URL of ${served[0]}`,
    { network, served },
  )
}

/**
 * The HTTP status of a whole answer: the status its entries share, else 200 (a batch of mixed
 * outcomes is a successful exchange whose entries say what failed).
 */
export function statusOf(statuses: readonly number[]): number {
  const first = statuses[0] ?? 200
  return statuses.every((status) => status === first) ? first : 200
}

/** A node's error (ganache's are `{ code, message, data? }`) as a JSON-RPC error. */
export function nodeError(error: unknown): JsonRpcError {
  if (typeof error === 'object' && error !== null) {
    const { code, message, data } = error as { code?: unknown; message?: unknown; data?: unknown }
    if (typeof code === 'number' && Number.isInteger(code) && typeof message === 'string') {
      return data === undefined ? { code, message } : { code, message, data }
    }
    if (typeof message === 'string') return { code: -32603, message }
  }
  return { code: -32603, message: 'Internal error' }
}
