/**
 * `POST /api`: the JSON-RPC endpoint. The body is read as text whatever its content type
 * (`application/json`, `text/plain`, none), so malformed JSON is answered as a JSON-RPC -32700
 * instead of Fastify's own 400 page. JSON-RPC errors travel with HTTP 200: the app reserves HTTP
 * statuses for transport trouble (429 "Too many attempts", 5xx "Network Error", SPEC §8). A body
 * of JSON-RPC 2.0 notifications only gets 204 with no body.
 */
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { RpcErrorCode } from '../../contract/index'
import type { DB } from '../db/schema'
import { createRpcContext, type RpcContext } from './context'
import { dispatchBody, type DispatchEnv } from './dispatch'
import type { MethodRegistry } from './registry'
import { serializeAnswer } from './serialize'

/** Where JSON-RPC is served. */
export const RPC_PATH = '/api'

/** The largest request body accepted, in bytes. */
export const RPC_BODY_LIMIT = 1024 * 1024

export interface RpcRoutesOptions {
  db: Kysely<DB>
  registry: MethodRegistry
  /** Resolves the session of a call's bearer token (the account module's sessions). */
  authenticate: DispatchEnv['authenticate']
  /** Logs an applied write in its transaction (the account module's activity log). */
  recordWrite: DispatchEnv['recordWrite']
  /** Forgets the caller's cached data once their write committed. */
  committed?: DispatchEnv['committed']
}

/** Registers the endpoint in its own scope, so its body parsing does not leak to other routes. */
export async function rpcRoutes(app: FastifyInstance, options: RpcRoutesOptions): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: RPC_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    )
    scope.setErrorHandler(transportError)

    scope.post(RPC_PATH, async (request, reply) => {
      reply.header('cache-control', 'no-store').type('application/json; charset=utf-8')
      const answer = await dispatchBody(
        typeof request.body === 'string' ? request.body : undefined,
        new HttpDispatchEnv(options, request),
      )
      // Notifications only (JSON-RPC 2.0 §4.1, §6): they ran, and nothing is answered.
      if (answer === null) return reply.code(204).removeHeader('content-type').send()
      return serializeAnswer(answer)
    })
  })
}

/**
 * The dispatch environment of one HTTP request. A class rather than an object literal of arrow
 * functions: `npm start` runs under tsx, whose `keepNames` names every arrow function stored in a
 * property with an `Object.defineProperty` call each time it is created, once per request here
 * (issue 15).
 */
class HttpDispatchEnv implements DispatchEnv {
  readonly registry: MethodRegistry
  readonly authenticate: DispatchEnv['authenticate']
  readonly recordWrite: DispatchEnv['recordWrite']
  readonly committed: DispatchEnv['committed']
  readonly log: FastifyBaseLogger
  readonly #db: Kysely<DB>
  readonly #request: FastifyRequest

  constructor(options: RpcRoutesOptions, request: FastifyRequest) {
    this.registry = options.registry
    this.authenticate = options.authenticate
    this.recordWrite = options.recordWrite
    this.committed = options.committed
    this.log = request.log
    this.#db = options.db
    this.#request = request
  }

  createContext(): RpcContext {
    return createRpcContext(this.#db, this.#request)
  }
}

/** A body too large, a broken upload: keep the HTTP status, still answer in JSON-RPC's shape. */
function transportError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const status = error.statusCode ?? 500
  const clientFault = status >= 400 && status < 500
  if (!clientFault) request.log.error({ err: error }, 'rpc transport failed')
  return reply.code(status).send({
    jsonrpc: '2.0',
    id: null,
    error: clientFault
      ? {
          code: RpcErrorCode.InvalidRequest,
          message: `Invalid request: ${error.message}`,
          messageZh: `无效请求：${error.message}`,
        }
      : { code: RpcErrorCode.InternalError, message: 'Internal error', messageZh: '服务器内部错误' },
  })
}
