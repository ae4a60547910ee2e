/**
 * The decision behind `POST /gateway/authorize` (issue 7): may this RPC call use this key, and if
 * not, which rule refused it. Pure (no database, no clock: `now` comes in), so the route only
 * loads the key and answers, and every rule is tested here.
 *
 * Rules, first match wins: unknown key (none, deleted, or a secret that is neither the current nor
 * the previous one) → a previous secret past its grace period → frozen → whitelist → a method
 * needing a feature the key has off.
 *
 * Which methods need a feature:
 * - bundler: the ERC-4337 user-operation methods (`BUNDLER_METHODS`).
 * - archive_mode: the `debug_*` and `trace_*` namespaces, which only archive nodes serve. A state
 *   read at an old block (`eth_getBalance(…, '0x1')`) also needs archive data, but telling needs
 *   the call's parameters and the chain head, which the gateway has and this check does not: the
 *   gateway routes those to archive nodes when the key's archive feature (which it caches) is on.
 * - mev_protection: none. It changes how `eth_sendRawTransaction` is sent, never whether it is
 *   allowed.
 * `network` is part of the question for the gateway's logs and routing; whether a network offers
 * a feature is checked when the feature is switched on, not on every call.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import type { ApiKeyFeatures } from '../../../contract/methods/api-keys'
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
}

export type GatewayRule = 'unknown_key' | 'frozen' | 'rotated_out' | 'whitelist' | 'feature_not_enabled'

export type GatewayDecision = { allowed: true } | { allowed: false; rule: GatewayRule }

/** The ERC-4337 bundler methods, served only with the bundler feature on. */
export const BUNDLER_METHODS: ReadonlySet<string> = new Set([
  'eth_sendUserOperation',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
  'eth_supportedEntryPoints',
])

/** Method namespaces served only with archive mode on. */
export const ARCHIVE_METHOD_PREFIXES: readonly string[] = ['debug_', 'trace_']

export function decideGatewayRequest(key: GatewayKey | null, request: GatewayRequest): GatewayDecision {
  if (key === null || key.deleted) return refused('unknown_key')
  // Both comparisons always run, so timing does not tell which secret matched.
  const isCurrent = sameSecret(request.secret, key.secret)
  const isPrevious = key.previousSecret !== null && sameSecret(request.secret, key.previousSecret)
  if (!isCurrent && !isPrevious) return refused('unknown_key')
  if (!isCurrent) {
    const until = key.previousSecretValidUntil
    if (until === null || request.now.getTime() >= until.getTime()) return refused('rotated_out')
  }
  if (key.frozen) return refused('frozen')
  if (!matchesWhitelist(key.whitelist, { ip: request.ip, origin: request.origin })) return refused('whitelist')
  if (!hasFeatureFor(request.method, key.features)) return refused('feature_not_enabled')
  return { allowed: true }
}

function hasFeatureFor(method: string, features: ApiKeyFeatures): boolean {
  if (BUNDLER_METHODS.has(method)) return features.bundler
  if (ARCHIVE_METHOD_PREFIXES.some((prefix) => method.startsWith(prefix))) return features.archive_mode
  return true
}

/** Constant-time equality: digests have one length whatever the secrets' lengths. */
function sameSecret(given: string, stored: string): boolean {
  return timingSafeEqual(digest(given), digest(stored))
}

function digest(secret: string): Buffer {
  return createHash('sha256').update(secret).digest()
}

function refused(rule: GatewayRule): GatewayDecision {
  return { allowed: false, rule }
}
