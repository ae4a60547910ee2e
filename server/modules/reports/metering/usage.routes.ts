/**
 * `POST /gateway/usage` (issue 18): the RPC gateway sends the calls it served, in batches, and the
 * server counts each batch once (record-usage.ts). Not a user method: the caller is the gateway,
 * with the shared secret of `/gateway/authorize` (`Authorization: Bearer <HUBDECK_GATEWAY_SECRET>`).
 *
 * Answers: 200 the receipt (also for a batch counted before: `duplicate: true`, nothing counted
 * again, so a gateway that missed the answer just sends the batch again); 400 bad body, the
 * message naming the field; 401 wrong or missing gateway secret; 503 when no gateway secret is
 * configured (the route is off rather than open).
 */
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { GATEWAY_USAGE_PATH, usageBatchSchema } from '../../../../contract/gateway-usage'
import type { DB } from '../../../db/schema'
import { parseGatewayBody, secretComparer } from '../../api-keys/gateway.routes'
import { recordUsageBatch } from './record-usage'

export interface UsageRoutesOptions {
  db: Kysely<DB>
  /** `HUBDECK_GATEWAY_SECRET`; null: the route answers 503. */
  gatewaySecret: string | null
}

/**
 * A full batch (`MAX_USAGE_BATCH_CALLS`, 10,000 calls) is about 2 MB of JSON with real key
 * secrets; with every text at its longest it is under 6 MB. Fastify's default (1 MiB) would
 * refuse a full batch with 413.
 */
export const USAGE_BODY_LIMIT = 6 * 1024 * 1024

export function usageRoutes(app: FastifyInstance, { db, gatewaySecret }: UsageRoutesOptions): void {
  const isGatewaySecret = secretComparer(gatewaySecret ?? '')
  app.post(GATEWAY_USAGE_PATH, { bodyLimit: USAGE_BODY_LIMIT }, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    if (!gatewaySecret) {
      return reply.code(503).send({ error: 'Usage metering is not configured (HUBDECK_GATEWAY_SECRET)' })
    }
    const header = request.headers.authorization
    const given = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice('Bearer '.length) : ''
    if (!isGatewaySecret(given)) {
      return reply.code(401).send({ error: 'Wrong or missing gateway secret' })
    }
    const parsed = parseGatewayBody(usageBatchSchema, request.body)
    if ('error' in parsed) return reply.code(400).send(parsed)
    return reply.send(await recordUsageBatch(db, parsed.output))
  })
}
