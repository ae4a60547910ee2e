/**
 * `GET /healthz` for load balancers and orchestrators: 200 when the server can reach its
 * database, 503 when it cannot, so traffic moves to an instance that can.
 */
import type { FastifyInstance } from 'fastify'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema'

/** A database slower than this to answer `select 1` counts as down. */
export const HEALTH_TIMEOUT_MS = 3000

/** Registers the health check. */
export function healthRoutes(app: FastifyInstance, options: { db: Kysely<DB> }): void {
  app.get('/healthz', async (request, reply) => {
    reply.header('cache-control', 'no-store')
    try {
      await withTimeout(sql`select 1`.execute(options.db), HEALTH_TIMEOUT_MS)
      return { status: 'ok', db: 'ok' }
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable')
      return reply.code(503).send({ status: 'error', db: 'unreachable' })
    }
  })
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}
