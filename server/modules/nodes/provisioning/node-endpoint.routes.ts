/**
 * The endpoint of a dedicated node this server serves (the sandbox's dev-network nodes):
 * `POST /dn/<nodeId>/<secret>` answers JSON-RPC (one call or a batch) from the node's own local
 * chain, and `GET` on the same path upgrades to its WebSocket (with `eth_subscribe`). The secret
 * is the key: a wrong one is 404, as a node that does not exist. A node that is not running
 * (pending, stopped, expired) answers -32002 with HTTP 503, as a provider's stopped node does.
 * Browsers may call it from any origin (CORS `*`), as they may a provider's endpoint.
 */
import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { WebSocket } from 'ws'
import type { DB } from '../../../db/schema'
import {
  errorAnswer,
  nodeError,
  parseMessage,
  resultAnswer,
  UNAVAILABLE,
  type JsonRpcCall,
  type JsonRpcResponse,
  type MessageEntry,
} from '../../reports/gateway/json-rpc'
import { CORS_HEADERS } from '../../reports/gateway/http-route'
import { DEVNET_ID } from '../../wallet/chain/devnet-network'
import type { DevnetNodes } from './devnet-nodes'
import { NODE_ENDPOINT_PATH } from './sandbox-provisioner'

const BODY_LIMIT = 1024 * 1024

const URL = `${NODE_ENDPOINT_PATH}/:nodeId/:secret`

type Params = { nodeId: string; secret: string }

export function nodeEndpointRoute(app: FastifyInstance, db: Kysely<DB>, nodes: DevnetNodes): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    )
    scope.options(URL, { logLevel: 'warn' }, (_request, reply) => reply.code(204).headers(CORS_HEADERS).send())
    scope.post<{ Params: Params }>(URL, { logLevel: 'warn', bodyLimit: BODY_LIMIT }, async (request, reply) => {
      reply.headers(CORS_HEADERS).header('cache-control', 'no-store')
      const send = (status: number, body: JsonRpcResponse | JsonRpcResponse[]) =>
        reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(body))
      const state = await nodeState(db, request.params)
      if (state === 'unknown') return send(404, errorAnswer(null, UNAVAILABLE, 'No dedicated node has this endpoint'))
      if (state === 'down') return send(503, errorAnswer(null, UNAVAILABLE, 'This dedicated node is not running'))
      const message = parseMessage(typeof request.body === 'string' ? request.body : '')
      if ('invalid' in message) return send(400, message.invalid)
      const provider = await nodes.provider(state.nodeId)
      const answers = await answerAll(message.entries, (call) =>
        provider.request({ method: call.method, params: call.params ?? [] } as never),
      )
      if (answers.length === 0) return reply.code(204).send()
      return send(200, message.batch ? answers : answers[0]!)
    })
  })
}

/** The WebSocket on the same path; register once the websocket plugin is. */
export function nodeSocketRoute(app: FastifyInstance, db: Kysely<DB>, nodes: DevnetNodes): void {
  app.get<{ Params: Params }>(URL, { websocket: true, logLevel: 'warn' }, (socket: WebSocket, request) => {
    const mine = new Set<string>()
    let stopListening: (() => void) | undefined
    const send = (body: unknown) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(body))
    }
    socket.on('message', (data, isBinary) => {
      void (async () => {
        const state = await nodeState(db, request.params)
        if (state === 'unknown' || state === 'down') {
          socket.close(1008, state === 'unknown' ? 'no such node' : 'node not running')
          return
        }
        const provider = await nodes.provider(state.nodeId)
        if (!stopListening) {
          const onMessage = (event: unknown) => {
            const { type, data: payload } = (event ?? {}) as { type?: string; data?: { subscription?: string } }
            if (type === 'eth_subscription' && payload?.subscription && mine.has(payload.subscription)) {
              send({ jsonrpc: '2.0', method: 'eth_subscription', params: payload })
            }
          }
          provider.on('message', onMessage)
          stopListening = () => provider.off('message', onMessage)
        }
        const message = parseMessage(isBinary ? '' : String(data))
        if ('invalid' in message) return send(message.invalid)
        const answers = await answerAll(message.entries, async (call) => {
          const result = await provider.request({ method: call.method, params: call.params ?? [] } as never)
          if (call.method === 'eth_subscribe' && typeof result === 'string') mine.add(result)
          return result
        })
        if (answers.length > 0) send(message.batch ? answers : answers[0])
      })().catch((error: unknown) => {
        request.log.error({ err: error }, 'dedicated node socket call failed')
        send(errorAnswer(null, -32603, 'Internal error'))
      })
    })
    socket.on('error', (error) => request.log.debug({ err: error }, 'dedicated node socket error'))
    socket.on('close', () => stopListening?.())
  })
}

/** Every call's answer (none for notifications), each from `call` or the node's error. */
async function answerAll(
  entries: MessageEntry[],
  call: (entry: JsonRpcCall) => Promise<unknown>,
): Promise<JsonRpcResponse[]> {
  const answered = await Promise.all(
    entries.map(async (entry) => {
      if (!('call' in entry)) return entry.answer
      let answer: JsonRpcResponse
      try {
        answer = resultAnswer(entry.call.id, await call(entry.call))
      } catch (error) {
        answer = { jsonrpc: '2.0', id: entry.call.id, error: nodeError(error) }
      }
      return entry.call.notification ? null : answer
    }),
  )
  return answered.filter((answer): answer is JsonRpcResponse => answer !== null)
}

/** Whether the path names a dev-network node of ours with this secret, and whether it runs. */
async function nodeState(db: Kysely<DB>, params: Params): Promise<'unknown' | 'down' | { nodeId: number }> {
  const nodeId = Number(params.nodeId)
  if (!Number.isSafeInteger(nodeId) || nodeId <= 0) return 'unknown'
  const row = await db
    .selectFrom('dn_nodes as n')
    .innerJoin('dn_skus as s', 's.id', 'n.sku_id')
    .select(['n.status', 'n.secret'])
    .where('n.id', '=', nodeId)
    .where('s.network_id', '=', DEVNET_ID)
    .executeTakeFirst()
  if (!row || !sameSecret(row.secret, params.secret) || row.status === 'released') return 'unknown'
  return row.status === 'online' || row.status === 'will_expired' ? { nodeId } : 'down'
}

/** Compares in constant time: the secret is the endpoint's key. */
function sameSecret(stored: string, given: string): boolean {
  const a = Buffer.from(stored)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}
