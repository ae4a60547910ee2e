/**
 * `POST /gateway/authorize` (issue 7, "The gateway's check"): the RPC gateway asks whether one call
 * may use a key. Not a user method: the caller is the gateway, authenticated by the shared secret
 * `HUBDECK_GATEWAY_SECRET` (`Authorization: Bearer <secret>`). The route loads the key by its
 * current or previous secret and the network's features from the chain table (cached for
 * `CHAINS_CACHE_MS`: this is on every RPC call's path, and the catalogue rarely changes), and
 * leaves the decision to `decideGatewayRequest`.
 *
 * Answers: 200 `{ allowed: true }` (plus `mev` for `eth_sendRawTransaction`) or
 * `{ allowed: false, rule }` (plus `feature` for the feature rules); 400 bad body; 401 wrong or
 * missing gateway secret; 503 when no gateway secret is configured (the route is off rather than
 * open).
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { type Kysely, sql } from 'kysely'
import * as v from 'valibot'
import type { DB } from '../../db/schema'
import { cachedNetworkFeatures } from '../system/chains.cache'
import { decideGatewayRequest, type GatewayKey } from './gateway-decision'

export const GATEWAY_AUTHORIZE_PATH = '/gateway/authorize'

const text = (max: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(max))

/** What the gateway sends about one call. */
const authorizeBodySchema = v.strictObject({
  key: text(256),
  origin: v.optional(v.nullable(text(2048))),
  ip: v.optional(v.nullable(text(64))),
  network: text(64),
  method: text(128),
})

export interface GatewayRoutesOptions {
  db: Kysely<DB>
  /** `HUBDECK_GATEWAY_SECRET`; null: the route answers 503. */
  gatewaySecret: string | null
}

export function gatewayRoutes(app: FastifyInstance, { db, gatewaySecret }: GatewayRoutesOptions): void {
  app.post(GATEWAY_AUTHORIZE_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    if (!gatewaySecret) {
      return reply.code(503).send({ error: 'The gateway check is not configured (HUBDECK_GATEWAY_SECRET)' })
    }
    const header = request.headers.authorization
    const given = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice('Bearer '.length) : ''
    if (!sameSecret(given, gatewaySecret)) {
      return reply.code(401).send({ error: 'Wrong or missing gateway secret' })
    }
    const parsed = v.safeParse(authorizeBodySchema, request.body)
    if (!parsed.success) {
      return reply.code(400).send({ error: `Bad request: ${v.summarize(parsed.issues)}` })
    }
    const body = parsed.output
    const [key, networkFeatures] = await Promise.all([
      gatewayKeyBySecret(db, body.key),
      cachedNetworkFeatures(db, body.network),
    ])
    return decideGatewayRequest(key, networkFeatures && { features: networkFeatures }, {
      secret: body.key,
      origin: body.origin ?? null,
      ip: body.ip ?? null,
      network: body.network,
      method: body.method,
      now: new Date(),
    })
  })
}

/** The key whose current or previous secret is `secret` (deleted ones too: the decision refuses them). */
async function gatewayKeyBySecret(db: Kysely<DB>, secret: string): Promise<GatewayKey | null> {
  const row = await db
    .selectFrom('api_keys')
    .select([
      'secret',
      'previous_secret',
      'previous_secret_valid_until',
      'frozen_at',
      'deleted_at',
      'features',
      'whitelist',
    ])
    .where((eb) => eb.or([eb('secret', '=', secret), eb('previous_secret', '=', secret)]))
    // A current secret wins over another key's previous one (a collision is astronomically unlikely).
    .orderBy(sql`secret = ${secret}`, 'desc')
    .limit(1)
    .executeTakeFirst()
  if (!row) return null
  const features = row.features ?? {}
  return {
    secret: row.secret,
    previousSecret: row.previous_secret,
    previousSecretValidUntil: row.previous_secret_valid_until,
    frozen: row.frozen_at !== null,
    deleted: row.deleted_at !== null,
    features: {
      archive_mode: features.archive_mode === true,
      mev_protection: features.mev_protection === true,
      bundler: features.bundler === true,
    },
    whitelist: row.whitelist ?? [],
  }
}

/** Constant-time equality: digests have one length whatever the secrets' lengths. */
function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected))
}

function digest(secret: string): Buffer {
  return createHash('sha256').update(secret).digest()
}
