/**
 * One log line per request, where Fastify writes two ("incoming request", "request completed"):
 * a `LogController` (Fastify's own hook for its request lines) that skips the first and decides
 * the second. JSON-RPC calls are logged by the dispatcher, one line per call with its method and
 * time (rpc/dispatch.ts), so `/api` adds none; the gateway's check runs on every RPC call of every
 * customer, so its line is at debug level. Errors are logged as Fastify logs them. Lines go
 * through the request's logger, so a route's own `logLevel` (the socket's `warn`: its URL holds
 * the token) still applies.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify'

export interface RequestLogOptions {
  /** Routes whose handler logs each call itself (`/api`). */
  loggedByHandler: readonly string[]
  /** Routes on every RPC call's path, logged at debug only (`/gateway/authorize`). */
  debugOnly: readonly string[]
}

/** pino levels at which a debug line is written. */
const DEBUG_LEVELS: ReadonlySet<string> = new Set(['debug', 'trace'])

export class RequestLog extends LogController {
  readonly #loggedByHandler: ReadonlySet<string>
  readonly #debugOnly: ReadonlySet<string>

  constructor(options: RequestLogOptions) {
    super()
    this.#loggedByHandler = new Set(options.loggedByHandler)
    this.#debugOnly = new Set(options.debugOnly)
  }

  /** The completed line carries the request; nothing is logged on arrival. */
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply)
    const route = request.routeOptions.url
    if (route !== undefined && this.#loggedByHandler.has(route)) return
    const debug = route !== undefined && this.#debugOnly.has(route)
    // Skips building the line when the level drops it (the usual case on the hot path).
    if (debug && !DEBUG_LEVELS.has(reply.log.level)) return
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, ms: reply.elapsedTime }
    if (debug) reply.log.debug(line, 'request completed')
    else reply.log.info(line, 'request completed')
  }
}
