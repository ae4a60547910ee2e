/**
 * The one cost table of request units (RU): what a call costs, what an RU left over costs when
 * charged to the wallet, and the thresholds of the RU notices. Metering, `dev_consumeRu`, the
 * gateway and the renewals job all read these, so a price change is one edit here.
 */

/**
 * What each JSON-RPC method weighs, in RU before the archive surcharge, like a node provider's
 * compute units: reading the head costs little, a receipt a lookup, a call EVM execution, logs a
 * range scan, a sent transaction its relay, tracing a replay of the block. Methods not named cost
 * `DEFAULT_METHOD_UNITS`; every `debug_*` and `trace_*` method costs `TRACE_METHOD_UNITS`.
 */
export const METHOD_UNITS: Readonly<Record<string, number>> = {
  eth_chainId: 1,
  net_version: 1,
  eth_blockNumber: 10,
  eth_getTransactionReceipt: 15,
  eth_getBalance: 19,
  eth_call: 26,
  eth_getLogs: 75,
  eth_sendRawTransaction: 250,
}

/** Any `debug_*` or `trace_*` method: a replay of transactions. */
export const TRACE_METHOD_UNITS = 170

/** A method the table does not name. */
export const DEFAULT_METHOD_UNITS = 20

/** The RU units of one call of `method` (before the archive surcharge: see `ruCost`). */
export function methodUnits(method: string): number {
  const listed = Object.hasOwn(METHOD_UNITS, method) ? METHOD_UNITS[method] : undefined
  if (listed !== undefined) return listed
  if (method.startsWith('debug_') || method.startsWith('trace_')) return TRACE_METHOD_UNITS
  return DEFAULT_METHOD_UNITS
}

/** Archive-mode calls (served by archive nodes, which cost us most) cost 30 % more RU. */
export const ARCHIVE_RU_MULTIPLIER = 1.3

/** `low_ru` is sent when the RU left fall under this share of what the live grants held. */
export const LOW_RU_SHARE = 0.1

/** `ru_pkg_running_out` is sent once per grant when its RU left fall to this share of it. */
export const RUNNING_OUT_SHARE = 0.1

/**
 * The RU that `units` of metered work cost: whole units, rounded up (a call never costs less
 * than it measured), 30 % more in archive mode.
 */
export function ruCost(units: number, { archive = false }: { archive?: boolean } = {}): number {
  if (!Number.isFinite(units) || units < 0) throw new RangeError(`RU units must be a finite number >= 0, got ${units}`)
  // Integer arithmetic for the surcharge: 1.3 * 10 in floating point is 13.000000000000002.
  return archive ? Math.ceil((Math.ceil(units) * 13) / 10) : Math.ceil(units)
}

/**
 * What `ru` request units cost in USD cents at the Pay As You Go rate (`priceUsd` per `skuRu`
 * units: $10 per 10M), rounded up to a whole cent: usage served beyond the RU held, charged to a
 * wallet in `payg` mode that could not buy a whole top-up.
 */
export function paygCents(ru: number, { priceUsd, skuRu }: { priceUsd: string; skuRu: number }): number {
  if (ru <= 0 || skuRu <= 0) return 0
  const priceCents = Math.round(Number(priceUsd) * 100)
  return Number((BigInt(ru) * BigInt(priceCents) + BigInt(skuRu) - 1n) / BigInt(skuRu))
}
