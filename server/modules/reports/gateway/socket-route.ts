/**
 * `GET /v1/ws/{key}`: JSON-RPC over WebSocket, each text frame one call or a batch, each call
 * checked, forwarded and metered as over HTTP (gateway-calls.ts). Subscriptions work as on a
 * node: `eth_subscribe` answers an id and `eth_subscription` notifications follow on this socket
 * only; `eth_unsubscribe` reaches the chain only for this socket's own ids (the server's deposit
 * watcher subscribes on the same chain), and a socket's subscriptions end when it closes.
 * Notifications are not metered; the subscribe call is. A socket silent both ways for the
 * network's idle time is closed (1000); the server's close closes them with 1001.
 */
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { WebSocket } from 'ws'
import { REFERENCE_WS_PATH } from '../../../../contract/gateway-usage'
import type { DB } from '../../../db/schema'
import { DEVNET_WS_IDLE_SECONDS } from '../../system/chains.reference'
import { networkAsked, serveCall, type Caller, type GatewayCallDeps } from './gateway-calls'
import { errorAnswer, INVALID_REQUEST, parseMessage, type JsonRpcCall, type JsonRpcResponse } from './json-rpc'

/** A chain provider that tells of subscription messages (ganache's EIP-1193 provider does). */
export interface SubscribingProvider {
  on(event: 'message', listener: (message: unknown) => void): unknown
}

export interface ReferenceSockets {
  /** Closes every open socket (the server is closing). */
  closeAll(code: number, reason: string): void
}

/** The longest text frame read (as the HTTP body limit). */
const MAX_FRAME_BYTES = 1024 * 1024

export function referenceSocketRoute(
  app: FastifyInstance,
  db: Kysely<DB>,
  deps: GatewayCallDeps & { subscriptions: () => Promise<SubscribingProvider> },
  idleMs = DEVNET_WS_IDLE_SECONDS * 1000,
): ReferenceSockets {
  const open = new Set<WebSocket>()
  /** Each subscription id this gateway opened, and the socket it belongs to. */
  const owners = new Map<string, WebSocket>()
  let listening: Promise<void> | undefined
  const listen = () =>
    (listening ??= deps.subscriptions().then((provider) => {
      provider.on('message', (message) => {
        const { type, data } = (message ?? {}) as { type?: string; data?: { subscription?: string; result?: unknown } }
        const socket = type === 'eth_subscription' && data?.subscription ? owners.get(data.subscription) : undefined
        socket?.send(JSON.stringify({ jsonrpc: '2.0', method: 'eth_subscription', params: data }))
      })
    }))

  app.get<{ Params: { key: string } }>(
    `${REFERENCE_WS_PATH}/:key`,
    { websocket: true, logLevel: 'warn' },
    (socket, request) => {
      open.add(socket)
      const mine = new Set<string>()
      const origin = request.headers.origin
      const network = networkAsked(db, request.host)
      let idle = setTimeout(() => socket.close(1000, 'idle'), idleMs)
      const touch = () => {
        clearTimeout(idle)
        idle = setTimeout(() => socket.close(1000, 'idle'), idleMs)
      }
      const send = (body: JsonRpcResponse | JsonRpcResponse[]) => {
        if (socket.readyState !== socket.OPEN) return
        touch()
        socket.send(JSON.stringify(body))
      }
      const subscription = (call: JsonRpcCall, forward: () => Promise<unknown>) => {
        if (call.method === 'eth_subscribe') {
          return listen().then(async () => {
            const id = await forward()
            if (typeof id === 'string') {
              // The socket closed meanwhile: end the subscription it will never read.
              if (socket.readyState === socket.OPEN) {
                mine.add(id)
                owners.set(id, socket)
              } else void forwardUnsubscribe(deps, id)
            }
            return id
          })
        }
        const [id] = Array.isArray(call.params) ? call.params : []
        if (typeof id !== 'string' || !mine.has(id)) return Promise.resolve(false)
        mine.delete(id)
        owners.delete(id)
        return forward()
      }

      socket.on('message', (data, isBinary) => {
        touch()
        const text = isBinary ? null : Buffer.isBuffer(data) ? data.toString('utf8') : String(data)
        if (text === null || Buffer.byteLength(text) > MAX_FRAME_BYTES) {
          send(
            errorAnswer(null, INVALID_REQUEST, `Invalid request: send text frames of at most ${MAX_FRAME_BYTES} bytes`),
          )
          return
        }
        void (async () => {
          const message = parseMessage(text)
          if ('invalid' in message) return send(message.invalid)
          const caller: Caller = {
            key: request.params.key,
            origin: typeof origin === 'string' && origin !== '' ? origin : null,
            ip: request.ip,
            network: await network,
          }
          const served = await Promise.all(
            message.entries.map((entry) =>
              'call' in entry ? serveCall(entry.call, caller, deps, { subscription }) : { answer: entry.answer },
            ),
          )
          const answers = served.flatMap((item) => (item.answer ? [item.answer] : []))
          if (answers.length > 0) send(message.batch ? answers : answers[0]!)
        })().catch((error: unknown) => {
          request.log.error({ err: error }, 'reference gateway socket call failed')
          send(errorAnswer(null, -32603, 'Internal error'))
        })
      })
      // A broken connection ends in 'close' too; the error itself is the client's business.
      socket.on('error', (error) => request.log.debug({ err: error }, 'reference gateway socket error'))
      socket.on('close', () => {
        clearTimeout(idle)
        open.delete(socket)
        for (const id of mine) {
          owners.delete(id)
          void forwardUnsubscribe(deps, id)
        }
        mine.clear()
      })
    },
  )

  return {
    closeAll(code, reason) {
      for (const socket of open) socket.close(code, reason)
    },
  }
}

async function forwardUnsubscribe(deps: GatewayCallDeps, id: string): Promise<void> {
  try {
    await (await deps.chain()).request({ method: 'eth_unsubscribe', params: [id] })
  } catch {
    // The chain has stopped: its subscriptions went with it.
  }
}
