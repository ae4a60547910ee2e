/**
 * `POST /v1/rpc/{key}`: JSON-RPC over HTTP, one call or a batch, as a node provider's endpoint
 * answers it (json-rpc.ts lists the errors and statuses). The body is read as text whatever its
 * Content-Type: `curl -d '{…}'` sends `application/x-www-form-urlencoded`, and providers answer
 * it all the same. Browsers may call it from any origin (CORS `*`): a key's whitelist, not the
 * browser, decides which origins may use it. Logged at warn level only: the URL holds the key.
 */
import type { FastifyInstance } from 'fastify'
import { REFERENCE_RPC_PATH } from '../../../../contract/gateway-usage'
import type { Kysely } from 'kysely'
import type { DB } from '../../../db/schema'
import { networkAsked, serveCall, type Caller, type GatewayCallDeps } from './gateway-calls'
import { parseMessage, statusOf, type JsonRpcResponse } from './json-rpc'

/** The largest request body (a batch of `MAX_BATCH_CALLS` small calls fits). */
const BODY_LIMIT = 1024 * 1024

export const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '86400',
}

export function referenceRpcRoute(app: FastifyInstance, db: Kysely<DB>, deps: GatewayCallDeps): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    )
    const url = `${REFERENCE_RPC_PATH}/:key`
    scope.options(url, { logLevel: 'warn' }, (_request, reply) => reply.code(204).headers(CORS_HEADERS).send())
    scope.post<{ Params: { key: string } }>(
      url,
      { logLevel: 'warn', bodyLimit: BODY_LIMIT },
      async (request, reply) => {
        reply.headers(CORS_HEADERS).header('cache-control', 'no-store')
        const send = (status: number, body: JsonRpcResponse | JsonRpcResponse[]) =>
          reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(body))
        const message = parseMessage(typeof request.body === 'string' ? request.body : '')
        if ('invalid' in message) return send(400, message.invalid)
        const origin = request.headers.origin
        const caller: Caller = {
          key: request.params.key,
          origin: typeof origin === 'string' && origin !== '' ? origin : null,
          ip: request.ip,
          network: await networkAsked(db, request.host),
        }
        const served = await Promise.all(
          message.entries.map((entry) =>
            'call' in entry ? serveCall(entry.call, caller, deps) : { answer: entry.answer, status: 400 },
          ),
        )
        const answers = served.flatMap((item) => (item.answer ? [item.answer] : []))
        if (answers.length === 0) return reply.code(204).send()
        const status = statusOf(served.filter((item) => item.answer).map((item) => item.status))
        return send(status, message.batch ? answers : answers[0]!)
      },
    )
  })
}
