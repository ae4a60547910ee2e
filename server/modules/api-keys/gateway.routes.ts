/**
 * `POST /gateway/authorize` (issue 7, "The gateway's check"): the RPC gateway asks whether one call
 * may use a key. Not a user method: the caller is the gateway, authenticated by the shared secret
 * `HUBDECK_GATEWAY_SECRET` (`Authorization: Bearer <secret>`). The route loads the key by its
 * current or previous secret and the network's features from the chain table (cached for
 * `CHAINS_CACHE_MS`: this is on every RPC call's path, and the catalogue rarely changes), and
 * leaves the decision to `decideGatewayRequest`.
 *
 * Key rows are cached per instance by the secret asked with (`InvalidatedCache`): a write to a
 * key (freeze, delete, rotation, whitelist or feature change) signals its owner through
 * `api_keys`' trigger, and every instance forgets that owner's keys when the write commits. The
 * decision itself runs on every call, so time-bound rules (a rotation's grace period) need no
 * signal. Unknown secrets are not cached: a new key or a rotation has nothing to forget.
 *
 * The `out_of_ru` rule reads the key owner's RU standing (packages/ru/ru-standing.ts), cached per
 * owner the same way: a purchase, a grant, a draw, a top-up (`package_grants`' trigger, migration
 * 0022) or an arrears change (`wallets`' trigger) signals the owner, so a key refused for want of
 * RU is let through as soon as its owner buys a package. The standing holds each grant's window,
 * so a package that expires while cached is out at once, without a signal.
 *
 * The check itself is `authorizeGatewayCall` (`createGatewayAuthorizer`): the route asks it, and so
 * does the reference gateway (reports/gateway/) in process for each call it serves, so both
 * decide alike, from the same caches.
 *
 * Answers: 200 `{ allowed: true }` (plus `mev` for `eth_sendRawTransaction`) or
 * `{ allowed: false, rule }` (plus `feature` for the feature rules); 400 bad body; 401 wrong or
 * missing gateway secret; 503 when no gateway secret is configured (the route is off rather than
 * open).
 */
import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { type Kysely, sql } from 'kysely'
import * as v from 'valibot'
import type { CacheInvalidation } from '../../db/cache-invalidation'
import { cacheTopic } from '../../db/cache-signal'
import { InvalidatedCache, type Tagged } from '../../db/invalidated-cache'
import type { DB } from '../../db/schema'
import { findUnstorableText } from '../../../contract/index'
import type { NetworkFeatures } from '../../../contract/methods/system'
import { isOutOfRu, loadRuStanding, type RuStanding } from '../packages/ru/ru-standing'
import { cachedNetworkFeatures, peekNetworkFeatures } from '../system/chains.cache'
import type { ApiKeyOwner } from './api-keys.queries'
import { decideGatewayRequest, type GatewayDecision, type GatewayKey } from './gateway-decision'

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

export interface GatewayAuthorizerOptions {
  db: Kysely<DB>
  /** The instance's invalidation feed; absent: every call reads the key from the database. */
  invalidation?: CacheInvalidation
  /**
   * Networks this instance serves itself, by id, with their features: the development network of
   * the reference gateway (reports/gateway/), which is not in the chain table. Checked before it.
   */
  servedHere?: ReadonlyMap<string, NetworkFeatures>
}

export interface GatewayRoutesOptions extends GatewayAuthorizerOptions {
  /** `HUBDECK_GATEWAY_SECRET`; null: the route answers 503. */
  gatewaySecret: string | null
}

/** What the gateway asks about one call: the body of `POST /gateway/authorize`. */
export type GatewayCallBody = v.InferOutput<typeof authorizeBodySchema>

/**
 * The check's answer about one call: the decision (what `POST /gateway/authorize` sends), and
 * whether the call is an archive call, so metering charges it as one: the key has archive mode on
 * and the network serves archive data.
 */
export interface GatewayAuthorization {
  decision: GatewayDecision
  archive: boolean
}

/**
 * The one gateway check, asked by `POST /gateway/authorize` and, in process, by the reference
 * gateway: a cached key with its owner's standing on a fresh catalogue is answered at once,
 * without a promise (it runs on every RPC call of every customer).
 */
export type AuthorizeGatewayCall = (body: GatewayCallBody) => GatewayAuthorization | Promise<GatewayAuthorization>

/** Key rows (and owners' RU standings) this instance holds at most (the oldest go first), and how long one is trusted. */
const KEY_CACHE = { maxEntries: 50_000, ttlMs: 60_000 }

/** A key as the route caches it: what the decision needs, and whose RU it spends (and that owner's cache topic). */
type OwnedKey = GatewayKey & { owner: ApiKeyOwner; topic: string }

/** This instance's gateway check, with its own caches of keys and owners' RU standings. */
export function createGatewayAuthorizer({
  db,
  invalidation,
  servedHere,
}: GatewayAuthorizerOptions): AuthorizeGatewayCall {
  const keys = invalidation ? new InvalidatedCache<OwnedKey>(invalidation, KEY_CACHE) : null
  const standings = invalidation ? new InvalidatedCache<RuStanding>(invalidation, KEY_CACHE) : null
  const keyBySecret = (secret: string) => {
    // No key has a secret the database cannot store (a NUL, a lone surrogate: the URL of
    // `/v1/rpc/{key}` can carry one), and looking one up would fail as a 500: unknown at once.
    if (findUnstorableText(secret)) return Promise.resolve(null)
    return keys ? keys.read(secret, () => gatewayKeyBySecret(db, secret)) : gatewayKeyBySecret(db, secret).then(valueOf)
  }
  const loadStanding = async (owner: ApiKeyOwner): Promise<Tagged<RuStanding>> => ({
    value: await loadRuStanding(db, owner),
    topic: cacheTopic(owner),
  })
  // The RU standing of a key's owner; none for an unknown or deleted key (refused before it matters).
  const standingOf = async (key: OwnedKey | null): Promise<RuStanding | null> => {
    if (key === null || key.deleted) return null
    return standings ? standings.read(key.topic, () => loadStanding(key.owner)) : loadRuStanding(db, key.owner)
  }
  const peekFeatures = (network: string) => servedHere?.get(network) ?? peekNetworkFeatures(db, network)
  const readFeatures = (network: string) => servedHere?.get(network) ?? cachedNetworkFeatures(db, network)
  const decide = (
    key: GatewayKey | null,
    standing: RuStanding | null,
    features: NetworkFeatures | null,
    body: GatewayCallBody,
  ): GatewayAuthorization => {
    const now = new Date()
    const decision = decideGatewayRequest(key, features && { features }, {
      secret: body.key,
      origin: body.origin ?? null,
      ip: body.ip ?? null,
      network: body.network,
      method: body.method,
      now,
      outOfRu: standing !== null && isOutOfRu(standing, now),
    })
    const archive = decision.allowed && key !== null && key.features.archive_mode && features?.archive_mode === true
    return { decision, archive }
  }
  return (body) => {
    const key = keys?.peek(body.key)
    const features = peekFeatures(body.network)
    if (key !== undefined && features !== undefined) {
      const standing = key.deleted ? null : standings?.peek(key.topic)
      if (standing !== undefined) return decide(key, standing, features, body)
    }
    return Promise.all([
      keyBySecret(body.key).then(async (found) => ({ found, standing: await standingOf(found) })),
      readFeatures(body.network),
    ]).then(([{ found, standing }, network]) => decide(found, standing, network, body))
  }
}

/** Registers `POST /gateway/authorize`; answers the check it asks, for other in-process callers. */
export function gatewayRoutes(app: FastifyInstance, options: GatewayRoutesOptions): AuthorizeGatewayCall {
  const { gatewaySecret } = options
  const isGatewaySecret = secretComparer(gatewaySecret ?? '')
  const authorizeGatewayCall = createGatewayAuthorizer(options)
  // Answers are a few dozen bytes and requests plain JSON: nothing to compress either way, so the
  // route skips the compression hooks (it runs on every RPC call of every customer).
  app.post(GATEWAY_AUTHORIZE_PATH, { compress: false, decompress: false }, (request, reply) => {
    reply.header('cache-control', 'no-store')
    if (!gatewaySecret) {
      return reply.code(503).send({ error: 'The gateway check is not configured (HUBDECK_GATEWAY_SECRET)' })
    }
    const header = request.headers.authorization
    const given = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice('Bearer '.length) : ''
    if (!isGatewaySecret(given)) {
      return reply.code(401).send({ error: 'Wrong or missing gateway secret' })
    }
    const parsed = parseGatewayBody(authorizeBodySchema, request.body)
    if ('error' in parsed) return reply.code(400).send(parsed)
    const authorization = authorizeGatewayCall(parsed.output)
    if (!(authorization instanceof Promise)) return reply.send(authorization.decision)
    return authorization.then(({ decision }) => decision)
  })
  return authorizeGatewayCall
}

/**
 * A gateway body as `schema` reads it, or why it is refused (the 400's body). Text the database
 * cannot store (a NUL, a lone surrogate) is refused first, as in method params (rpc/params.ts):
 * the schemas let it through, and the query looking up a key by such a secret failed as a 500
 * (found by the fuzzing harness, issue 21).
 */
export function parseGatewayBody<S extends v.GenericSchema>(
  schema: S,
  body: unknown,
): { output: v.InferOutput<S> } | { error: string } {
  const unstorable = findUnstorableText(body)
  if (unstorable) return { error: `Bad request: ${unstorable.path.join('.') || 'body'} ${unstorable.en}` }
  const parsed = v.safeParse(schema, body)
  return parsed.success ? { output: parsed.output } : { error: `Bad request: ${v.summarize(parsed.issues)}` }
}

/**
 * The key whose current or previous secret is `secret` (deleted ones too: the decision refuses
 * them), tagged with its owner for the cache.
 */
async function gatewayKeyBySecret(db: Kysely<DB>, secret: string): Promise<Tagged<OwnedKey> | null> {
  const row = await db
    .selectFrom('api_keys')
    .select([
      'user_id',
      'team_id',
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
  const owner = row.team_id === null ? { userId: Number(row.user_id) } : { teamId: Number(row.team_id) }
  const topic = cacheTopic(owner)
  const value: OwnedKey = {
    owner,
    topic,
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
  return { value, topic }
}

function valueOf<V>(tagged: Tagged<V> | null): V | null {
  return tagged?.value ?? null
}

/**
 * Whether a string is `secret`, in a time that tells nothing about the secret, its length
 * included: both are compared as buffers of one width (at least `SECRET_WIDTH` bytes), the given
 * string's bytes cut or zero-filled to it, in constant time, and their lengths apart. Not a
 * SHA-256 digest per call as before: its call cost as much as the rest of a cached key's check
 * (issue 15).
 */
export function secretComparer(secret: string): (given: string) => boolean {
  const length = Buffer.byteLength(secret)
  const width = Math.max(SECRET_WIDTH, length)
  const expected = Buffer.alloc(width)
  expected.write(secret)
  // One buffer reused by every check: the comparison is synchronous.
  const scratch = Buffer.alloc(width)
  return (given) => {
    scratch.fill(0)
    scratch.write(given)
    const equal = timingSafeEqual(scratch, expected)
    return Buffer.byteLength(given) === length && equal
  }
}

/** The width secrets are compared at: longer than any gateway secret in practice. */
const SECRET_WIDTH = 256
