/**
 * One call through the reference gateway, whichever way it came (HTTP or WebSocket):
 *
 * 1. The network: this server serves the dev network only; a call for another network (the Host
 *    names it, `ethereum-mainnet.localhost:8080`, as a production gateway's host would) is
 *    answered with the networks it serves.
 * 2. The gateway check (`authorizeGatewayCall`, the decision of `POST /gateway/authorize`) with
 *    the key of the URL, the Origin header and the client's IP: refused calls are answered with
 *    the rule named and never reach the chain.
 * 3. The method: the chain's public JSON-RPC namespaces (`eth_`, `net_`, `web3_`, `debug_`,
 *    `trace_`, `txpool_`) minus what would use the node's own unlocked account (signing and
 *    sending unsigned transactions): ganache's `evm_*` and `miner_*` would let one caller stop or
 *    rewind the chain the whole server uses. `eth_accounts` answers `[]`, as hosted nodes do.
 * 4. Forwarded to the in-process chain (`provider.request`), its answer or error passed on.
 *
 * Every call the check let through is metered (outcome, latency, the archive flag of the check),
 * as a hosted gateway bills what it answered.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../../db/schema'
import type { AuthorizeGatewayCall } from '../../api-keys/gateway.routes'
import { cachedNetworkFeatures } from '../../system/chains.cache'
import { DEVNET_ID } from '../../wallet/chain/devnet-network'
import {
  errorAnswer,
  METHOD_NOT_FOUND,
  nodeError,
  notServedAnswer,
  refusalAnswer,
  resultAnswer,
  UNAVAILABLE,
  type JsonRpcCall,
  type JsonRpcResponse,
} from './json-rpc'
import type { MeteredCall } from './usage-batcher'

/** The networks the reference gateway serves. */
export const SERVED_NETWORKS: readonly string[] = [DEVNET_ID]

/** The chain's EIP-1193 side the gateway uses. */
export interface ChainProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

/** What the gateway knows of the caller, for every call of a request or socket. */
export interface Caller {
  /** The key secret from the URL. */
  key: string
  origin: string | null
  ip: string | null
  /** The network asked for (`networkAsked`). */
  network: string
}

export interface GatewayCallDeps {
  authorize: AuthorizeGatewayCall
  /** The running dev chain; rejects when it is not running. */
  chain: () => Promise<ChainProvider>
  meter: (call: MeteredCall) => void
}

/**
 * How a transport takes part in a call: WebSocket subscriptions are the socket's (an
 * `eth_unsubscribe` of another's subscription is answered false without reaching the chain),
 * and HTTP has none.
 */
export interface CallTransport {
  /** Answers `eth_subscribe` / `eth_unsubscribe` itself, or null to forward the call. */
  subscription?(call: JsonRpcCall, forward: () => Promise<unknown>): Promise<unknown> | null
}

/** One call's answer (null for a notification) and the HTTP status it would have alone. */
export interface ServedCall {
  answer: JsonRpcResponse | null
  status: number
}

const SERVED_PREFIXES = ['eth_', 'net_', 'web3_', 'debug_', 'trace_', 'txpool_']

/** Methods of served namespaces that would use the node's own keys. */
const NODE_ACCOUNT_METHODS: ReadonlySet<string> = new Set([
  'eth_sendTransaction',
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
])

const SUBSCRIPTION_METHODS: ReadonlySet<string> = new Set(['eth_subscribe', 'eth_unsubscribe'])

/** Whether the gateway passes `method` to the chain (letter case as given: the node's is exact). */
export function isServedMethod(method: string): boolean {
  return SERVED_PREFIXES.some((prefix) => method.startsWith(prefix)) && !NODE_ACCOUNT_METHODS.has(method)
}

/**
 * The network the Host names: its first label when that is a network of the catalogue (the way a
 * production gateway's `{network}.{domain}` is read), else the dev network (`localhost:8080`).
 */
export async function networkAsked(db: Kysely<DB>, host: string | undefined): Promise<string> {
  const label = (host ?? '').split('.')[0]!.split(':')[0]!.toLowerCase()
  if (label === '' || label === DEVNET_ID || !/^[a-z0-9][a-z0-9-]{0,63}$/.test(label)) return DEVNET_ID
  return (await cachedNetworkFeatures(db, label)) === null ? DEVNET_ID : label
}

/** Serves one call. */
export async function serveCall(
  call: JsonRpcCall,
  caller: Caller,
  deps: GatewayCallDeps,
  transport: CallTransport = {},
): Promise<ServedCall> {
  const answered = (answer: JsonRpcResponse, status = 200): ServedCall => ({
    answer: call.notification ? null : answer,
    status,
  })
  if (!SERVED_NETWORKS.includes(caller.network)) {
    return answered(notServedAnswer(call.id, caller.network, SERVED_NETWORKS), 404)
  }
  const { decision, archive } = await deps.authorize({
    key: caller.key,
    origin: caller.origin,
    ip: caller.ip,
    network: caller.network,
    method: call.method,
  })
  if (!decision.allowed) {
    const { answer, status } = refusalAnswer(call.id, decision)
    return answered(answer, status)
  }
  const started = performance.now()
  const at = new Date().toISOString()
  let answer: JsonRpcResponse
  let status = 200
  try {
    const result = await answerAllowed(call, deps, transport)
    answer = resultAnswer(call.id, result)
  } catch (error) {
    if (error instanceof ChainDown) {
      answer = errorAnswer(call.id, UNAVAILABLE, error.message, { served: SERVED_NETWORKS })
      status = 503
    } else {
      answer = { jsonrpc: '2.0', id: call.id, error: nodeError(error) }
    }
  }
  deps.meter({
    key: caller.key,
    network: caller.network,
    method: call.method,
    archive,
    outcome: 'error' in answer ? 'error' : 'ok',
    latencyMs: Math.round((performance.now() - started) * 100) / 100,
    at,
  })
  return answered(answer, status)
}

/** The result of an allowed call; throws what it is answered with instead. */
async function answerAllowed(call: JsonRpcCall, deps: GatewayCallDeps, transport: CallTransport): Promise<unknown> {
  if (call.method === 'eth_accounts') return []
  if (SUBSCRIPTION_METHODS.has(call.method)) {
    const forward = () => forwardToChain(call, deps)
    const handled = transport.subscription?.(call, forward)
    if (handled) return handled
    throw new CallError(METHOD_NOT_FOUND, `${call.method} needs the WebSocket endpoint (/v1/ws/{key})`)
  }
  if (!isServedMethod(call.method)) {
    throw new CallError(
      METHOD_NOT_FOUND,
      `The method ${call.method} does not exist or is not available through the gateway`,
    )
  }
  return forwardToChain(call, deps)
}

async function forwardToChain(call: JsonRpcCall, deps: GatewayCallDeps): Promise<unknown> {
  let provider: ChainProvider
  try {
    provider = await deps.chain()
  } catch {
    throw new ChainDown()
  }
  return provider.request({ method: call.method, params: call.params ?? [] })
}

/** An error the gateway answers itself, as a node would (`code` and `message`). */
class CallError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/** The dev chain is not running (it failed to start, or the server is closing). */
class ChainDown extends Error {
  constructor() {
    super('The development chain is not running on this server')
  }
}
