/**
 * Usage totals over a time window, and their breakdowns by API key, network and RPC method
 * (SPEC §7 "Usage reports"): the figures, tables and pie charts of /rpc/statistic.
 * Series over time are in reports.ts.
 */
import * as v from 'valibot'
import { SORT_ORDERS } from '../enums'
import { idSchema, isoDateTimeSchema, networkIdSchema, pageEntries, rangeCheck } from '../fields'
import type { Page } from '../rpc'
import { defineMethod } from '../rpc'

/** The figures of a window, for the whole account or team, one key, or one network. */
export interface CompositeInfo {
  requests: number
  /** Request units the requests cost. */
  ru: number
  /** Requests answered with an error (a JSON-RPC error or HTTP 4xx/5xx). */
  errors: number
  /** Requests refused by the rate limit; counted in `errors` too. */
  rateLimited: number
  /** `errors / requests`, 0 to 1; 0 without requests. */
  errorRate: number
  /** Median time to answer, in ms; null without requests. */
  medianLatencyMs: number | null
}

/** An API key's figures. */
export interface ApiKeyComposite extends CompositeInfo {
  apikeyId: number
  apikeyName: string
}

/** A network's figures. */
export interface NetworkComposite extends CompositeInfo {
  /** `Network.id`, e.g. `ethereum-mainnet`. */
  networkId: string
  /** `Chain.id`, e.g. `ethereum`. */
  chainId: string
  networkName: string
}

/** An RPC method's share of the RU spent. */
export interface MethodCost {
  /** e.g. `eth_getLogs`. */
  method: string
  requests: number
  ru: number
  /** Of all RU in the window (with the same filter), 0 to 1. */
  share: number
}

/** Columns the usage tables sort by. */
export const USAGE_SORT_FIELDS = ['requests', 'ru', 'errors'] as const
export type UsageSortField = (typeof USAGE_SORT_FIELDS)[number]

/** A window without buckets. */
const windowEntries = { from: isoDateTimeSchema, to: isoDateTimeSchema }

/** At most this many rows in a breakdown (the top ones by RU). */
const limitEntries = {
  limit: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(50)), 10),
}

/** Table sorting; `none` (or no `sortBy`) sorts by RU, most first. */
const sortEntries = {
  sortBy: v.optional(v.picklist(USAGE_SORT_FIELDS), 'ru'),
  order: v.optional(v.picklist(SORT_ORDERS), 'none'),
}

const userWindow = v.pipe(v.strictObject(windowEntries), rangeCheck())
const apikeyWindow = v.pipe(v.strictObject({ ...windowEntries, apikeyId: idSchema }), rangeCheck())

export const reportBreakdownMethods = {
  hub_reportUserCompositeInfo: defineMethod<CompositeInfo>()(userWindow, { auth: 'user' }),
  hub_reportApikeyCompositeInfo: defineMethod<CompositeInfo>()(apikeyWindow, { auth: 'user' }),
  /** The keys that used most RU, for the share-by-key chart. */
  hub_reportUserCompositeInfoByApikey: defineMethod<ApiKeyComposite[]>()(
    v.pipe(v.strictObject({ ...windowEntries, ...limitEntries }), rangeCheck()),
    { auth: 'user' },
  ),
  /** The networks that used most RU, for the share-by-network chart; one key's when named. */
  hub_reportUserCompositeInfoByNetwork: defineMethod<NetworkComposite[]>()(
    v.pipe(v.strictObject({ ...windowEntries, ...limitEntries, apikeyId: v.optional(idSchema) }), rangeCheck()),
    { auth: 'user' },
  ),
  /** The usage table by key. */
  hub_reportUsageInfoByApikey: defineMethod<Page<ApiKeyComposite>>()(
    v.pipe(v.strictObject({ ...windowEntries, ...pageEntries(), ...sortEntries }), rangeCheck()),
    { auth: 'user' },
  ),
  /** The usage table by network; one key's when named. */
  hub_reportUsageInfoByNetwork: defineMethod<Page<NetworkComposite>>()(
    v.pipe(
      v.strictObject({
        ...windowEntries,
        ...pageEntries(),
        ...sortEntries,
        apikeyId: v.optional(idSchema),
      }),
      rangeCheck(),
    ),
    { auth: 'user' },
  ),
  /** The 5 methods that cost most RU; one key's when named. */
  hub_reportUserTop5MethodRuCostByApikey: defineMethod<MethodCost[]>()(
    v.pipe(v.strictObject({ ...windowEntries, apikeyId: v.optional(idSchema) }), rangeCheck()),
    { auth: 'user' },
  ),
  /** The 5 methods that cost most RU; on one network when named. */
  hub_reportUserTop5MethodRuCostByNetwork: defineMethod<MethodCost[]>()(
    v.pipe(v.strictObject({ ...windowEntries, networkId: v.optional(networkIdSchema) }), rangeCheck()),
    { auth: 'user' },
  ),
}
