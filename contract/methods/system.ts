/**
 * Public configuration and the chain catalogue (SPEC §7 "Chains", "Other").
 */
import * as v from 'valibot'
import { fieldCheck } from '../fields'
import { LANGUAGES } from '../enums'
import { defineMethod } from '../rpc'
import { boundedJsonObjectSchema } from '../storable-input'

/** What the app needs to know about this deployment before anyone logs in. */
export interface HubConfig {
  siteName: string
  /** The build the server is serving; the app compares it with its own to spot a new deployment. */
  buildId: string
  /** Languages the interface is offered in. */
  languages: Array<'en' | 'zh'>
  /** OAuth/OIDC providers a user can log in or bind with; empty when none is configured. */
  oauthProviders: Array<{ id: string; name: string }>
  /** Whether Sign-In with Ethereum is offered (the server has hub_metamaskRegister). */
  walletLogin: boolean
  /**
   * Stripe's publishable key when Stripe takes cards; null for the sandbox (its field needs none)
   * or when card payments are off.
   */
  cardPublishableKey: string | null
  /** At most this many API keys per account. */
  maxApiKeys: number
  supportEmail: string
}

/** Advanced API-key features a network may support (SPEC §3). */
export interface NetworkFeatures {
  archive_mode: boolean
  mev_protection: boolean
  bundler: boolean
}

/** Limits customers otherwise learn by failing; shown beside each endpoint. */
export interface NetworkLimits {
  /** Largest block range eth_getLogs (or its equivalent) accepts in one call. */
  getLogsBlockRange: number | null
  /** A WebSocket with no traffic for this many seconds is closed by the gateway. */
  wsIdleTimeoutSeconds: number
}

export interface Network {
  /** Stable slug, e.g. `ethereum-mainnet`; API-key endpoints are keyed by it. */
  id: string
  name: string
  /** EVM chain id, or null for non-EVM chains. */
  chainId: number | null
  testnet: boolean
  /** Endpoint URL with `{key}` where the API-key secret goes. */
  httpsTemplate: string
  wssTemplate: string | null
  features: NetworkFeatures
  limits: NetworkLimits
}

export interface Chain {
  /** Stable slug, e.g. `ethereum`. */
  id: string
  name: string
  /** Native currency symbol. */
  symbol: string
  /** The chain family decides which RPC dialect its endpoints speak. */
  family: 'evm' | 'solana' | 'other'
  networks: Network[]
}

export interface Banner {
  id: string
  title: string
  titleZh: string
  link: string | null
}

/**
 * Bounds of one tracked event's `data`: analytics properties, not files. The depth bound keeps
 * serialising it off the edge of the stack; the size bound keeps a public method from filling the disk.
 */
export const EVENT_DATA_LIMITS = { maxDepth: 8, maxBytes: 8 * 1024 }

/** Events one hub_saveEventTracking call may carry in `events` (a page's queue, sent at once). */
export const MAX_EVENTS_PER_CALL = 20

/** One tracked event: a name, the page it happened on, and a few properties. */
const trackedEventEntries = {
  event: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  page: v.optional(v.pipe(v.string(), v.maxLength(512))),
  data: v.optional(boundedJsonObjectSchema(EVENT_DATA_LIMITS)),
}

export interface TrackedEvent {
  event: string
  page?: string
  data?: Record<string, unknown>
}

/** The params of hub_saveEventTracking as the checks below read them. */
interface EventTrackingInput extends Record<string, unknown> {
  event?: string | undefined
  page?: string | undefined
  data?: Record<string, unknown> | undefined
  events?: TrackedEvent[] | undefined
}

export const systemMethods = {
  hub_getConfig: defineMethod<HubConfig>()(v.object({}), { auth: 'public' }),
  hub_getSupportChains: defineMethod<Chain[]>()(v.object({}), { auth: 'public' }),
  /**
   * The banners shown now; with `language`, only those meant for its readers (issue 18: a
   * configured banner may name its languages). Without it, every current banner.
   */
  hub_getBanner: defineMethod<Banner[]>()(v.object({ language: v.optional(v.picklist(LANGUAGES)) }), {
    auth: 'public',
  }),
  /**
   * Stores one event (`event`, `page`, `data`) or a batch of up to MAX_EVENTS_PER_CALL (`events`),
   * not both. Public, so it is rate limited per IP and per session (10429 type2).
   */
  hub_saveEventTracking: defineMethod<null>()(
    v.pipe(
      v.object({
        event: v.optional(trackedEventEntries.event),
        page: trackedEventEntries.page,
        data: trackedEventEntries.data,
        events: v.optional(
          v.pipe(v.array(v.object(trackedEventEntries)), v.minLength(1), v.maxLength(MAX_EVENTS_PER_CALL)),
        ),
      }),
      fieldCheck<EventTrackingInput>(
        'event',
        (input) => input.event !== undefined || input.events !== undefined,
        'required',
      ),
      fieldCheck<EventTrackingInput>(
        'events',
        (input) => input.events === undefined || (input.event ?? input.page ?? input.data) === undefined,
        'send one event, or several in events, not both',
      ),
    ),
    { auth: 'public' },
  ),
}
