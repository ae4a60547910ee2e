/**
 * The decision behind `POST /gateway/authorize` (issue 7): may this RPC call use this key, and if
 * not, which rule refused it. Pure (no database, no clock: `now` comes in), so the route only
 * loads the key and answers, and every rule is tested here.
 *
 * Rules, first match wins: unknown key (none, deleted, or a secret that is neither the current nor
 * the previous one) → a previous secret past its grace period → frozen → whitelist → the key's
 * owner has no request units left (`out_of_ru`: the route reads the owner's RU standing,
 * packages/ru/ru-standing.ts, and passes its verdict in; after the whitelist, so a caller outside
 * it learns nothing about the owner's packages) → a network the
 * chain table does not list (absent or disabled: `unknown_network`) → a method needing a feature
 * the network does not offer (`feature_not_on_network`) → a method needing a feature the key has
 * off (`feature_not_enabled`). The network's refusal comes before the key's: switching the
 * feature on would not help there, so that is the reason worth naming. Both feature refusals say
 * which feature (`feature`).
 *
 * Which methods need a feature:
 * - bundler: the ERC-4337 user-operation methods (`BUNDLER_METHODS`).
 * - archive_mode: the `debug_*` and `trace_*` namespaces, which only archive nodes serve. A state
 *   read at an old block (`eth_getBalance(…, '0x1')`) also needs archive data, but telling needs
 *   the call's parameters and the chain head, which the gateway has and this check does not: the
 *   gateway routes those to archive nodes when the key's archive feature (which it caches) is on.
 * - mev_protection: none. It changes how a raw transaction is sent, never whether it is allowed.
 *
 * Letter case: geth and the other clients look method names up case-sensitively, so
 * `DEBUG_traceTransaction` is simply "method not found" there. But the gateway may sit in front
 * of nodes or proxies that fold case, and a check that lets a name through because of its case
 * would then open a gated method. So method names are compared in lower case: a name that is a
 * gated method in any letter case needs that method's feature (and `ETH_sendRawTransaction` gets
 * the MEV answer). Nothing is lost: a node that is case-sensitive still answers "not found".
 *
 * MEV protection on a network without a private relay: a key's features apply to every network,
 * so a key with MEV protection on must still send transactions on, say, Polygon. Refusing them
 * would break every chain but the three with a relay. The transaction is allowed and sent
 * normally, and the answer says so: for `eth_sendRawTransaction` the answer carries
 * `mev: true` only when the key has protection on AND the network offers it (the gateway then
 * sends it privately with the key's MEV mode), `mev: false` otherwise. Other methods carry no
 * `mev`.
 */
import { hash, timingSafeEqual } from 'node:crypto'
import type { ApiKeyFeature } from '../../../contract/enums'
import type { ApiKeyFeatures } from '../../../contract/methods/api-keys'
import type { NetworkFeatures } from '../../../contract/methods/system'
import { matchesWhitelist } from './whitelist'

/** What the decision needs to know about a key, as the route loads it. */
export interface GatewayKey {
  secret: string
  /** The secret before the last rotation, still accepted until `previousSecretValidUntil`. */
  previousSecret: string | null
  /** The instant the previous secret stops working (exclusive); null when there is none. */
  previousSecretValidUntil: Date | null
  frozen: boolean
  /** Soft-deleted: kept for its usage history, never accepted. */
  deleted: boolean
  features: ApiKeyFeatures
  whitelist: readonly string[]
}

export interface GatewayRequest {
  secret: string
  /** The Origin header, or null when the call had none. */
  origin: string | null
  /** The client's IP address as the gateway saw it. */
  ip: string | null
  network: string
  /** The JSON-RPC method, e.g. `eth_call`. */
  method: string
  now: Date
  /**
   * Whether the key's owner is out of request units at `now` (no live package with RU left and
   * no free allowance due, or Pay As You Go arrears above a top-up): `isOutOfRu`. Absent: false.
   */
  outOfRu?: boolean
}

/** What the decision needs to know about the network asked for, from the chain table; null: not listed. */
export interface GatewayNetwork {
  features: NetworkFeatures
}

export type GatewayRule =
  | 'unknown_key'
  | 'frozen'
  | 'rotated_out'
  | 'whitelist'
  | 'out_of_ru'
  | 'unknown_network'
  | 'feature_not_on_network'
  | 'feature_not_enabled'

export type GatewayDecision =
  /** `mev` only for `eth_sendRawTransaction`: whether it goes out with MEV protection. */
  | { allowed: true; mev?: boolean }
  | { allowed: false; rule: Exclude<GatewayRule, FeatureRule> }
  | { allowed: false; rule: FeatureRule; feature: ApiKeyFeature }

type FeatureRule = 'feature_not_on_network' | 'feature_not_enabled'

/** The ERC-4337 bundler methods, served only with the bundler feature on. */
export const BUNDLER_METHODS: ReadonlySet<string> = new Set([
  'eth_sendUserOperation',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
  'eth_supportedEntryPoints',
])

/** `BUNDLER_METHODS` in lower case, as names are compared. */
const BUNDLER_METHODS_LOWER: ReadonlySet<string> = new Set([...BUNDLER_METHODS].map((name) => name.toLowerCase()))

/** Method namespaces served only with archive mode on. */
export const ARCHIVE_METHOD_PREFIXES: readonly string[] = ['debug_', 'trace_']

/** The method whose sending MEV protection changes. */
export const SEND_RAW_TRANSACTION = 'eth_sendRawTransaction'

export function decideGatewayRequest(
  key: GatewayKey | null,
  network: GatewayNetwork | null,
  request: GatewayRequest,
): GatewayDecision {
  if (key === null || key.deleted) return refused('unknown_key')
  // Both comparisons always run, so timing does not tell which secret matched.
  const stored = storedDigests(key)
  const given = givenDigest(stored, request.secret)
  const isCurrent = timingSafeEqual(given, stored.current)
  const isPrevious = stored.previous !== null && timingSafeEqual(given, stored.previous)
  if (!isCurrent && !isPrevious) return refused('unknown_key')
  if (!isCurrent) {
    const until = key.previousSecretValidUntil
    if (until === null || request.now.getTime() >= until.getTime()) return refused('rotated_out')
  }
  if (key.frozen) return refused('frozen')
  if (!matchesWhitelist(key.whitelist, { ip: request.ip, origin: request.origin })) return refused('whitelist')
  if (request.outOfRu === true) return refused('out_of_ru')
  if (network === null) return refused('unknown_network')
  const feature = featureNeededBy(request.method)
  if (feature !== null && !network.features[feature]) {
    return { allowed: false, rule: 'feature_not_on_network', feature }
  }
  if (feature !== null && !key.features[feature]) return { allowed: false, rule: 'feature_not_enabled', feature }
  if (request.method.toLowerCase() === SEND_RAW_TRANSACTION.toLowerCase()) {
    return { allowed: true, mev: key.features.mev_protection && network.features.mev_protection }
  }
  return { allowed: true }
}

/** The feature a method cannot be served without (its name in any letter case), or null. */
export function featureNeededBy(method: string): ApiKeyFeature | null {
  const name = method.toLowerCase()
  if (BUNDLER_METHODS_LOWER.has(name)) return 'bundler'
  if (ARCHIVE_METHOD_PREFIXES.some((prefix) => name.startsWith(prefix))) return 'archive_mode'
  return null
}

/** Secrets are compared as SHA-256 digests: one length whatever the secrets' lengths, constant time. */
function digest(secret: string): Buffer {
  return hash('sha256', secret, 'buffer')
}

interface KeyDigests {
  current: Buffer
  previous: Buffer | null
  /** Digests of the secrets this key object was asked with: the route finds a key by its secret. */
  given: Map<string, Buffer>
}

/** A key's secrets' digests, made once per key object (the gateway keeps keys in its cache). */
const digestsByKey = new WeakMap<GatewayKey, KeyDigests>()

/**
 * The route looks a key up by the secret given (in its cache, or in the database), so a key object
 * is asked with its current or its previous secret: at most two digests are kept, and a check of
 * a cached key hashes nothing (issue 15). Secrets are still compared only as digests.
 */
const GIVEN_DIGESTS_KEPT = 2

function storedDigests(key: GatewayKey): KeyDigests {
  let digests = digestsByKey.get(key)
  if (!digests) {
    digests = {
      current: digest(key.secret),
      previous: key.previousSecret === null ? null : digest(key.previousSecret),
      given: new Map(),
    }
    digestsByKey.set(key, digests)
  }
  return digests
}

function givenDigest({ given }: KeyDigests, secret: string): Buffer {
  let found = given.get(secret)
  if (!found) {
    found = digest(secret)
    if (given.size >= GIVEN_DIGESTS_KEPT) given.clear()
    given.set(secret, found)
  }
  return found
}

function refused(rule: Exclude<GatewayRule, FeatureRule>): GatewayDecision {
  return { allowed: false, rule }
}
