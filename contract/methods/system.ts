/**
 * Public configuration and the chain catalogue (SPEC §7 "Chains", "Other").
 */
import * as v from 'valibot'
import { defineMethod } from '../rpc'

/** What the app needs to know about this deployment before anyone logs in. */
export interface HubConfig {
  siteName: string
  /** The build the server is serving; the app compares it with its own to spot a new deployment. */
  buildId: string
  /** Languages the interface is offered in. */
  languages: Array<'en' | 'zh'>
  /** OAuth/OIDC providers a user can log in or bind with; empty when none is configured. */
  oauthProviders: Array<{ id: string; name: string }>
  /** Whether Sign-In with Ethereum is offered. */
  walletLogin: boolean
  /** Publishable key of the card processor, or null when card payments are off. */
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

export const systemMethods = {
  hub_getConfig: defineMethod<HubConfig>()(v.object({}), { auth: 'public' }),
  hub_getSupportChains: defineMethod<Chain[]>()(v.object({}), { auth: 'public' }),
  hub_getBanner: defineMethod<Banner[]>()(v.object({}), { auth: 'public' }),
  hub_saveEventTracking: defineMethod<null>()(
    v.object({
      event: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
      page: v.optional(v.pipe(v.string(), v.maxLength(512))),
      data: v.optional(v.record(v.string(), v.unknown())),
    }),
    { auth: 'public' },
  ),
}
