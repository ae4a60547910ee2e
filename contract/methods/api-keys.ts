/**
 * API keys and their endpoints (SPEC §7 "API keys", /rpc/endpoint). One key serves every
 * network: its endpoint URLs are the network templates of hub_getSupportChains with the key
 * filled in. Changes answer with the whole updated key.
 */
import * as v from 'valibot'
import type { ApiKeyFeature, Bundler, MevMode, NodeStatus } from '../enums'
import { BUNDLERS, MEV_MODES } from '../enums'
import type { IsoDateTime } from '../fields'
import { idSchema, nameSchema, pageEntries } from '../fields'
import type { Page } from '../rpc'
import { defineMethod } from '../rpc'
import type { Chain, Network } from './system'

/** Most live API keys one owner (an account, or a team) may hold; `HubConfig.maxApiKeys`. */
export const MAX_API_KEYS = 50

/** At most this many whitelist entries per key. */
export const MAX_WHITELIST_ENTRIES = 10

/** Which advanced features a key has switched on. */
export type ApiKeyFeatures = Record<ApiKeyFeature, boolean>

export interface ApiKey {
  id: number
  name: string
  /** The secret in endpoint URLs (`{key}` of `Network.httpsTemplate`). */
  key: string
  /** `stopped` while the account's service is paused (api_service_is_paused). */
  status: Extract<NodeStatus, 'online' | 'stopped'>
  features: ApiKeyFeatures
  /** Where bundler calls go when the bundler feature is on. */
  bundler: Bundler
  /** MEV protection mode when the feature is on; `''` is normal. */
  mev: MevMode
  /**
   * Origins allowed to use the key: IPv4/IPv6 addresses, CIDR ranges or domains (`*.example.com`).
   * Empty: any origin.
   */
  whitelist: string[]
  /** Frozen: the gateway refuses every call with the key until it is unfrozen. */
  frozen: boolean
  /** After a rotation, until when the previous secret still works; null: no previous secret works. */
  previousKeyValidUntil: IsoDateTime | null
  createdAt: IsoDateTime
  updatedAt: IsoDateTime
}

/**
 * When a key last served a call, as precisely as the usage tables keep it: the hour (UTC) from
 * the hourly rows of the last 31 days, else the UTC day from the daily rows (two years).
 */
export interface ApiKeyLastUse {
  /** The key's id. */
  id: number
  /** Start of the hour or day of the key's last call. */
  lastUsedAt: IsoDateTime
  precision: 'hour' | 'day'
}

/** A key as pickers list it (statistics filters): no secret. */
export interface ApiKeyOption {
  id: number
  name: string
}

/** A network of `hub_getSupportChains` with one key's endpoint URLs on it (`endpointUrls`). */
export interface ApiKeyEndpointNetwork extends Network {
  httpsUrl: string
  /** Null where the network has no WebSocket endpoint (`wssTemplate` null). */
  wssUrl: string | null
}

/** A chain of `hub_getSupportChains`, its networks with one key's endpoint URLs. */
export interface ApiKeyEndpointChain extends Omit<Chain, 'networks'> {
  networks: ApiKeyEndpointNetwork[]
}

/** Every supported chain and network joined with one key: its HTTPS and WSS URLs on each. */
export interface ApiKeyEndpoints {
  /** The key's id. */
  id: number
  chains: ApiKeyEndpointChain[]
}

/** One whitelist entry; the server checks it is an IP, a CIDR range or a domain. */
const whitelistEntrySchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1),
  v.maxLength(253),
  v.regex(/^\S+$/, 'a whitelist entry has no spaces'),
)

const keyId = { id: idSchema }

/** Longest grace period of a rotation, in hours: how long the previous secret keeps working. */
export const MAX_ROTATION_GRACE_HOURS = 24

export const apiKeyMethods = {
  /**
   * Gives the key a new secret; the previous one keeps working for `graceHours` (0: stops at once).
   * Rotating again replaces the previous secret with the one being rotated out.
   */
  hub_rotateApiKey: defineMethod<ApiKey>()(
    v.strictObject({
      ...keyId,
      graceHours: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_ROTATION_GRACE_HOURS)),
    }),
    { auth: 'user' },
  ),
  /** Freezes the key: the gateway refuses it until hub_unfreezeApiKey. Freezing a frozen key changes nothing. */
  hub_freezeApiKey: defineMethod<ApiKey>()(v.strictObject(keyId), { auth: 'user' }),
  hub_unfreezeApiKey: defineMethod<ApiKey>()(v.strictObject(keyId), { auth: 'user' }),
  /** Creates a key with every feature off; 10422 past `MAX_API_KEYS` (`HubConfig.maxApiKeys`). */
  hub_generateApiKey: defineMethod<ApiKey>()(v.strictObject({ name: nameSchema }), {
    auth: 'user',
  }),
  /** Keys of the account (or of the team in team context), newest first. */
  hub_getApiKeys: defineMethod<Page<ApiKey>>()(
    v.strictObject({
      ...pageEntries(),
      /** Part of a key's name, case-insensitive. */
      keyword: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64))),
    }),
    { auth: 'user' },
  ),
  /**
   * When each of the caller's live keys last served a call (the key list's "last used"); a key
   * with no call in the usage kept is left out. Not part of hub_getApiKeys, whose pages are cached
   * until a key changes: use changes with every call.
   */
  hub_getApiKeysLastUse: defineMethod<ApiKeyLastUse[]>()(v.strictObject({}), { auth: 'user' }),
  /** Every key, names only, for pickers. */
  hub_getPureApiKeys: defineMethod<ApiKeyOption[]>()(v.strictObject({}), { auth: 'user' }),
  hub_getApiKey: defineMethod<ApiKey>()(v.strictObject(keyId), { auth: 'user' }),
  /**
   * `hub_getSupportChains` joined with the key: the HTTPS and WSS URL of every supported chain and
   * network, filled with the key's current secret. 50404 for a key of someone else.
   */
  hub_getApiKeyEndpoints: defineMethod<ApiKeyEndpoints>()(v.strictObject(keyId), { auth: 'user' }),
  hub_setApiKeyName: defineMethod<ApiKey>()(v.strictObject({ ...keyId, name: nameSchema }), {
    auth: 'user',
  }),
  hub_deleteApiKey: defineMethod<null>()(v.strictObject(keyId), { auth: 'user' }),
  /**
   * Switches features on or off; only those named change (at least one). 10422 when the
   * package does not include a feature.
   */
  hub_setApiKeyAdvancedFeatures: defineMethod<ApiKey>()(
    v.strictObject({
      ...keyId,
      features: v.pipe(
        v.strictObject({
          archive_mode: v.optional(v.boolean()),
          mev_protection: v.optional(v.boolean()),
          bundler: v.optional(v.boolean()),
        }),
        v.check((input) => Object.keys(input).length > 0, 'name at least one feature'),
      ),
    }),
    { auth: 'user' },
  ),
  hub_setApiKeyBundler: defineMethod<ApiKey>()(v.strictObject({ ...keyId, bundler: v.picklist(BUNDLERS) }), {
    auth: 'user',
  }),
  hub_setApiKeyMev: defineMethod<ApiKey>()(v.strictObject({ ...keyId, mev: v.picklist(MEV_MODES) }), {
    auth: 'user',
  }),
  /** Replaces the whitelist (an empty list allows any origin). */
  hub_updateApiKey: defineMethod<ApiKey>()(
    v.strictObject({
      ...keyId,
      whitelist: v.pipe(
        v.array(whitelistEntrySchema),
        // A bound on the payload only: past MAX_WHITELIST_ENTRIES the server answers 10422 naming
        // the first entry too many (server/modules/api-keys/whitelist.ts), like any refused entry.
        v.maxLength(MAX_WHITELIST_ENTRIES * 10, `at most ${MAX_WHITELIST_ENTRIES * 10} whitelist entries in one call`),
      ),
    }),
    { auth: 'user' },
  ),
}
