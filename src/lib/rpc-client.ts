/**
 * The Hub API client: every call is `POST /api` with `{ jsonrpc, id, method, params }`, typed by
 * the contract. This is the skeleton's core; the error policy of SPEC §8 (toasts, logout on
 * session errors, rate-limit countdown), the Team-Id header, the 60 s timeout and cancellation
 * rules of SPEC §9 are added here, in this one place, so screens never handle them on their own.
 */
import { ofetch } from 'ofetch'
import type { HubError, MethodName, ParamsOf, ResultOf, RpcResponse } from '../../contract'

export const API_PATH = '/api'
/** SPEC §9: request timeout 60 seconds. */
export const REQUEST_TIMEOUT_MS = 60_000

/** A call the server answered with an error object. */
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

let nextId = 1

export async function rpc<M extends MethodName>(
  method: M,
  params: ParamsOf<M>,
  options: { signal?: AbortSignal } = {},
): Promise<ResultOf<M>> {
  const response = await ofetch<RpcResponse<ResultOf<M>>>(API_PATH, {
    method: 'POST',
    body: { jsonrpc: '2.0', id: nextId++, method, params },
    timeout: REQUEST_TIMEOUT_MS,
    signal: options.signal,
  })
  if ('error' in response) throw new RpcCallError(method, response.error)
  return response.result
}
