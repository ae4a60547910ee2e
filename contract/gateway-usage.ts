/**
 * The gateway's metering (issue 18): `POST /gateway/usage` with the gateway's shared secret
 * (`Authorization: Bearer <HUBDECK_GATEWAY_SECRET>`, as `/gateway/authorize`) and a batch of the
 * calls it served. A batch is counted once by its `batchId`: a gateway that did not hear the
 * answer sends the same batch again. And the reference gateway's paths, which serve the
 * development network from this server when no external RPC domain is configured.
 */
import * as v from 'valibot'
import { isoDateTimeSchema, networkIdSchema } from './fields'

export const GATEWAY_USAGE_PATH = '/gateway/usage'

/** The reference gateway: `/v1/rpc/{key}` (JSON-RPC over HTTPS) and `/v1/ws/{key}` (over WebSocket). */
export const REFERENCE_RPC_PATH = '/v1/rpc'
export const REFERENCE_WS_PATH = '/v1/ws'

/** Most calls one batch may hold. */
export const MAX_USAGE_BATCH_CALLS = 10_000

/** How a metered call ended: answered, answered with an error (JSON-RPC error or HTTP 4xx/5xx), refused by the rate limit. */
export const CALL_OUTCOMES = ['ok', 'error', 'rate_limited'] as const
export type CallOutcome = (typeof CALL_OUTCOMES)[number]

const text = (max: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(max))

export const meteredCallSchema = v.strictObject({
  /** The key secret the call used (current or previous, as `/gateway/authorize` was asked). */
  key: text(256),
  network: networkIdSchema,
  method: text(128),
  /** Served by an archive node: costs 30 % more RU. */
  archive: v.optional(v.boolean(), false),
  outcome: v.picklist(CALL_OUTCOMES),
  latencyMs: v.pipe(v.number(), v.minValue(0), v.maxValue(600_000)),
  at: isoDateTimeSchema,
})

export const usageBatchSchema = v.strictObject({
  batchId: text(128),
  calls: v.pipe(v.array(meteredCallSchema), v.maxLength(MAX_USAGE_BATCH_CALLS)),
})

export type MeteredCall = v.InferInput<typeof meteredCallSchema>
export type UsageBatch = v.InferInput<typeof usageBatchSchema>

/** The answer to a batch. */
export interface UsageBatchReceipt {
  batchId: string
  /** Calls counted by this request; 0 when the batch had been counted before. */
  counted: number
  /** True when this batch id had been counted before (nothing counted again). */
  duplicate: boolean
  /** Calls whose key is unknown (never issued): not counted. A deleted key's calls count. */
  unknownKeys: number
}
