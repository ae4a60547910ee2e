/**
 * Counting one batch of the gateway's metered calls (`POST /gateway/usage`), all of it or none,
 * in one transaction:
 *
 * 1. The batch id is claimed in `usage_batches`. A gateway that did not hear the answer sends the
 *    batch again: the claim finds it taken and the batch counts nothing (answered as the first
 *    time, `duplicate: true`). Two copies at once wait on the claim; the second sees it taken.
 * 2. Keys are found by the secret the call used, current or previous (a call made during a
 *    rotation's grace period was served with the old secret; one arriving after it still was
 *    served). A deleted key's calls count: they were served before it was deleted. Calls whose
 *    secret no key ever had are counted as `unknownKeys` and stored nowhere.
 * 3. Calls are folded per key × network × method × UTC hour and added to the hourly and daily
 *    buckets (usage-buckets.ts). A call costs `ruCost(methodUnits(method), { archive })`; one
 *    refused by the rate limit costs nothing and counts as an error too (and as `rate_limited`).
 * 4. Each owner's RU is drawn once for the batch (packages/ru/consume-ru.ts `drawRu`), in the same
 *    transaction, so a batch's buckets and its draws commit together. Owners are drawn in id
 *    order, so two batches for the same owners lock wallets in the same order.
 */
import { sql, type Kysely } from 'kysely'
import type * as v from 'valibot'
import type { UsageBatchReceipt, usageBatchSchema } from '../../../../contract/gateway-usage'
import type { DB } from '../../../db/schema'
import { inTransaction } from '../../../db/transaction'
import type { ApiKeyOwner } from '../../api-keys/api-keys.queries'
import { drawRu } from '../../packages/ru/consume-ru'
import { methodUnits, ruCost } from '../../packages/ru/ru-cost'
import { emptyHistogram, latencyBin } from './latency-histogram'
import { foldBuckets, upsertUsageBuckets, type UsageBucketRow } from './usage-buckets'

export type UsageBatchInput = v.InferOutput<typeof usageBatchSchema>
type MeteredCallInput = UsageBatchInput['calls'][number]

/** A key as metering sees it: whom its usage belongs to. */
export interface MeteredKey {
  apikeyId: number
  owner: ApiKeyOwner
}

const HOUR_MS = 3_600_000

/** Counts `batch` once; `now` is when its RU are drawn (the grants live then). */
export async function recordUsageBatch(
  db: Kysely<DB>,
  batch: UsageBatchInput,
  { now = new Date() }: { now?: Date } = {},
): Promise<UsageBatchReceipt> {
  return inTransaction(db, async (trx) => {
    const claimed = await trx
      .insertInto('usage_batches')
      .values({ id: batch.batchId, calls: batch.calls.length, counted: 0, unknown_keys: 0, received_at: now })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst()
    if (!claimed) {
      const first = await trx
        .selectFrom('usage_batches')
        .select('unknown_keys')
        .where('id', '=', batch.batchId)
        .executeTakeFirstOrThrow()
      return { batchId: batch.batchId, counted: 0, duplicate: true, unknownKeys: Number(first.unknown_keys) }
    }
    const keys = await meteredKeysBySecret(
      trx,
      batch.calls.map((call) => call.key),
    )
    const rows: UsageBucketRow[] = []
    let unknownKeys = 0
    for (const call of batch.calls) {
      const key = keys.get(call.key)
      if (key) rows.push(callRow(key, call))
      else unknownKeys += 1
    }
    await meterRows(trx, rows, now)
    await trx
      .updateTable('usage_batches')
      .set({ counted: rows.length, unknown_keys: unknownKeys })
      .where('id', '=', batch.batchId)
      .execute()
    return { batchId: batch.batchId, counted: rows.length, duplicate: false, unknownKeys }
  })
}

/**
 * Adds usage rows to the buckets and draws their RU from each owner's packages, once per owner,
 * at `now`, in one transaction (the caller's when it has one). Also what `dev_consumeRu` meters
 * through.
 */
export async function meterRows(db: Kysely<DB>, rows: readonly UsageBucketRow[], now: Date): Promise<void> {
  if (rows.length === 0) return
  await inTransaction(db, async (trx) => {
    // Folded per hour first: the buckets fold again, but the draws need only one row per bucket.
    const buckets = foldBuckets(rows, HOUR_MS)
    await upsertUsageBuckets(trx, buckets)
    for (const { owner, ru } of ruPerOwner(buckets)) {
      if (ru > 0) await drawRu(trx, owner, ru, { at: now })
    }
  })
}

/** One call as a bucket row of its own (folding adds them up). */
export function callRow(key: MeteredKey, call: MeteredCallInput): UsageBucketRow {
  const rateLimited = call.outcome === 'rate_limited'
  const latencyHist = emptyHistogram()
  latencyHist[latencyBin(call.latencyMs)] = 1
  return {
    hour: new Date(call.at),
    apikeyId: key.apikeyId,
    owner: key.owner,
    networkId: call.network,
    method: call.method,
    requests: 1,
    ru: rateLimited ? 0 : ruCost(methodUnits(call.method), { archive: call.archive }),
    errors: call.outcome === 'ok' ? 0 : 1,
    rateLimited: rateLimited ? 1 : 0,
    latencyHist,
  }
}

/** The RU of `rows` summed per owner, users first, each in id order (the order wallets are locked in). */
function ruPerOwner(rows: readonly UsageBucketRow[]): { owner: ApiKeyOwner; ru: number }[] {
  const sums = new Map<string, { owner: ApiKeyOwner; ru: number; order: [number, number] }>()
  for (const row of rows) {
    const order: [number, number] = 'userId' in row.owner ? [0, row.owner.userId] : [1, row.owner.teamId]
    const id = order.join(':')
    const sum = sums.get(id)
    if (sum) sum.ru += row.ru
    else sums.set(id, { owner: row.owner, ru: row.ru, order })
  }
  return [...sums.values()].sort((a, b) => a.order[0] - b.order[0] || a.order[1] - b.order[1])
}

/**
 * The keys whose current or previous secret is among `secrets`, by the secret asked with (deleted
 * keys too). A current secret wins over another key's previous one, as at `/gateway/authorize`.
 */
export async function meteredKeysBySecret(
  db: Kysely<DB>,
  secrets: readonly string[],
): Promise<Map<string, MeteredKey>> {
  const asked = [...new Set(secrets)]
  const found = new Map<string, MeteredKey>()
  if (asked.length === 0) return found
  // One jsonb parameter, not one per secret: a batch may hold thousands of distinct secrets.
  const list = sql`(select jsonb_array_elements_text(${JSON.stringify(asked)}::jsonb))`
  const rows = await db
    .selectFrom('api_keys')
    .select(['id', 'user_id', 'team_id', 'secret', 'previous_secret'])
    .where(sql<boolean>`secret in ${list} or previous_secret in ${list}`)
    .execute()
  const wanted = new Set(asked)
  const keyOf = (row: (typeof rows)[number]): MeteredKey => ({
    apikeyId: Number(row.id),
    owner: row.team_id === null ? { userId: Number(row.user_id) } : { teamId: Number(row.team_id) },
  })
  for (const row of rows) {
    if (row.previous_secret !== null && wanted.has(row.previous_secret) && !found.has(row.previous_secret)) {
      found.set(row.previous_secret, keyOf(row))
    }
  }
  for (const row of rows) if (wanted.has(row.secret)) found.set(row.secret, keyOf(row))
  return found
}
