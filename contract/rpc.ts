/**
 * The core of the wire contract: how a Hub API method is described, and the JSON-RPC envelope.
 *
 * A method names its params schema (valibot, validated by the server at runtime) and its result
 * type (compile-time only: the app trusts the server it talks to, and a result validator would
 * put every schema in the app's first bundle). `auth` says whether a session is required.
 */
import type * as v from 'valibot'

export type MethodAuth = 'public' | 'user'

export interface MethodSpec<
  P extends v.GenericSchema = v.GenericSchema,
  R = unknown,
  A extends MethodAuth = MethodAuth,
> {
  /** Validates (and normalises) the params; an object schema in every method. */
  readonly params: P
  /**
   * `public` methods run without a session; `user` methods answer 10101 without one. Kept as its
   * literal type, so the team permission matrix can be keyed by the `user` methods only.
   */
  readonly auth: A
  /**
   * For callers that send positional params (`params: ["0x1"]`), the object keys the array
   * items map to, in order. Absent: an array of one object is unwrapped, anything else refused.
   */
  readonly positional?: readonly string[]
  /** Phantom field carrying the result type; never present at runtime. */
  readonly __result?: R
}

/**
 * Describes a method. Curried so the result type can be given while the params type is inferred:
 * `defineMethod<Chain[]>()(v.object({}), { auth: 'public' })`.
 */
export function defineMethod<R>() {
  return <P extends v.GenericSchema, A extends MethodAuth>(
    params: P,
    options: { auth: A; positional?: readonly string[] },
  ): MethodSpec<P, R, A> => ({ params, ...options })
}

/** A page of a list, as every paginated method returns it. */
export interface Page<T> {
  list: T[]
  total: number
  page: number
  perPage: number
}

/** A cursor page, for lists that grow while being read (notices). */
export interface CursorPage<T> {
  list: T[]
  /** Pass back as `cursor` to read on; `0` starts from the newest. */
  nextCursor: number
  hasMore: boolean
}

/** The error object of a failed call (SPEC §7): app codes of SPEC §8 or JSON-RPC codes. */
export interface HubError {
  code: number
  message: string
  messageZh: string
  /** Extra facts some errors carry: the invalid field, the rate-limit type and expiry… */
  data?: Record<string, unknown>
}

export interface RpcRequest {
  jsonrpc?: '2.0'
  id?: string | number | null
  method: string
  params?: unknown
}

export type RpcResponse<R = unknown> =
  | { jsonrpc: '2.0'; id: string | number | null; result: R }
  | { jsonrpc: '2.0'; id: string | number | null; error: HubError }
