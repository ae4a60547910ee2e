/**
 * Writes usage into the buckets: `usage_hourly` (per key × network × method × UTC hour) and
 * `usage_daily` (the same per UTC day), and their sums per owner × hour and × day
 * (`usage_owner_hourly`, `usage_owner_daily`, migration 0025, what account-wide reports read),
 * one statement each, adding to the row already there. Metering calls it with a batch's calls
 * folded (record-usage.ts); the demo seed and the bench call it with rows of their own.
 *
 * Rows are folded here first, so one statement never meets the same bucket twice (PostgreSQL
 * refuses "ON CONFLICT DO UPDATE command cannot affect row a second time"), and written in key
 * order, tables always in the same order, so two batches touching the same buckets lock them in
 * the same order and never deadlock. The rows travel as one jsonb parameter: a batch of 10,000
 * distinct buckets would otherwise pass the protocol's 65,535 parameters.
 */
import { sql, type Kysely } from 'kysely'
import type { DB } from '../../../db/schema'
import type { ApiKeyOwner } from '../../api-keys/api-keys.queries'
import { mergeHistograms } from './latency-histogram'

/** Usage of one key on one network for one method in one hour. */
export interface UsageBucketRow {
  /** Any instant of the hour: it is written as the UTC hour's start (and the UTC day's). */
  hour: Date
  apikeyId: number
  /** The key's owner, copied onto the row so reports never join through keys. */
  owner: ApiKeyOwner
  networkId: string
  method: string
  requests: number
  ru: number
  /** Calls answered with an error, and calls refused by the rate limit. */
  errors: number
  rateLimited: number
  /** Counts per bin of `LATENCY_BOUNDS_MS`. */
  latencyHist: number[]
}

const HOUR_MS = 3_600_000
const DAY_MS = 86_400_000

/**
 * Adds `rows` to the hourly and the daily buckets and to their owners' rollups. Call it inside
 * the transaction it belongs to.
 */
export async function upsertUsageBuckets(trx: Kysely<DB>, rows: readonly UsageBucketRow[]): Promise<void> {
  if (rows.length === 0) return
  await upsertInto(trx, 'usage_hourly', 'hour', foldBuckets(rows, HOUR_MS))
  await upsertInto(trx, 'usage_daily', 'day', foldBuckets(rows, DAY_MS))
  await upsertOwnerRollup(trx, 'usage_owner_hourly', 'hour', foldOwnerBuckets(rows, HOUR_MS))
  await upsertOwnerRollup(trx, 'usage_owner_daily', 'day', foldOwnerBuckets(rows, DAY_MS))
}

/**
 * Adds `rows` to the daily buckets and their owners' daily rollup only: for days older than the
 * hourly retention (the demo seed's first 59 days), which must not leave hourly rows behind.
 */
export async function upsertDailyUsageBuckets(trx: Kysely<DB>, rows: readonly UsageBucketRow[]): Promise<void> {
  if (rows.length === 0) return
  await upsertInto(trx, 'usage_daily', 'day', foldBuckets(rows, DAY_MS))
  await upsertOwnerRollup(trx, 'usage_owner_daily', 'day', foldOwnerBuckets(rows, DAY_MS))
}

/** One owner's usage in one period (a rollup row). */
export interface OwnerBucket {
  start: Date
  owner: ApiKeyOwner
  requests: number
  ru: number
  errors: number
  rateLimited: number
  latencyHist: number[]
}

/** `rows` summed per owner and `periodMs` period (UTC), one per bucket, users then teams, by id and time. */
export function foldOwnerBuckets(rows: readonly UsageBucketRow[], periodMs: number): OwnerBucket[] {
  const buckets = new Map<string, OwnerBucket>()
  for (const row of rows) {
    const start = Math.floor(row.hour.getTime() / periodMs) * periodMs
    const id = `${ownerKey(row.owner)}@${start}`
    const bucket = buckets.get(id)
    if (!bucket) {
      buckets.set(id, {
        start: new Date(start),
        owner: row.owner,
        requests: row.requests,
        ru: row.ru,
        errors: row.errors,
        rateLimited: row.rateLimited,
        latencyHist: [...row.latencyHist],
      })
      continue
    }
    bucket.requests += row.requests
    bucket.ru += row.ru
    bucket.errors += row.errors
    bucket.rateLimited += row.rateLimited
    bucket.latencyHist = mergeHistograms(bucket.latencyHist, row.latencyHist)
  }
  return [...buckets.values()].sort(
    (a, b) => compareText(ownerKey(a.owner), ownerKey(b.owner)) || a.start.getTime() - b.start.getTime(),
  )
}

/** The rollups' `owner` column: 'u42' for a user, 't7' for a team (as migration 0025 generates it). */
export function ownerKey(owner: ApiKeyOwner): string {
  return 'userId' in owner ? `u${owner.userId}` : `t${owner.teamId}`
}

/** `rows` with their time cut to the start of a `periodMs` period (UTC), one per bucket, in key order. */
export function foldBuckets(rows: readonly UsageBucketRow[], periodMs: number): UsageBucketRow[] {
  const buckets = new Map<string, UsageBucketRow>()
  for (const row of rows) {
    const start = Math.floor(row.hour.getTime() / periodMs) * periodMs
    const id = bucketId(row.apikeyId, row.networkId, row.method, start)
    const bucket = buckets.get(id)
    if (!bucket) {
      buckets.set(id, { ...row, hour: new Date(start), latencyHist: [...row.latencyHist] })
      continue
    }
    bucket.requests += row.requests
    bucket.ru += row.ru
    bucket.errors += row.errors
    bucket.rateLimited += row.rateLimited
    bucket.latencyHist = mergeHistograms(bucket.latencyHist, row.latencyHist)
  }
  return [...buckets.values()].sort(
    (a, b) =>
      a.apikeyId - b.apikeyId ||
      compareText(a.networkId, b.networkId) ||
      compareText(a.method, b.method) ||
      a.hour.getTime() - b.hour.getTime(),
  )
}

/** One bucket's identity: key, network, method, period start. */
function bucketId(apikeyId: number, networkId: string, method: string, start: number): string {
  return JSON.stringify([apikeyId, networkId, method, start])
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

async function upsertInto(
  trx: Kysely<DB>,
  table: 'usage_hourly' | 'usage_daily',
  period: 'hour' | 'day',
  rows: UsageBucketRow[],
): Promise<void> {
  const json = JSON.stringify(
    rows.map((row) => ({
      at: row.hour.toISOString(),
      apikey_id: row.apikeyId,
      user_id: 'userId' in row.owner ? row.owner.userId : null,
      team_id: 'teamId' in row.owner ? row.owner.teamId : null,
      network_id: row.networkId,
      method: row.method,
      requests: row.requests,
      ru: row.ru,
      errors: row.errors,
      rate_limited: row.rateLimited,
      latency_hist: row.latencyHist,
    })),
  )
  const target = sql.table(table)
  const periodColumn = sql.ref(period)
  // `with ordinality` keeps the bins in order; a bin missing on one side (none today) counts 0.
  await sql`
    insert into ${target} (${periodColumn}, apikey_id, user_id, team_id, network_id, method,
      requests, ru, errors, rate_limited, latency_hist)
    select r.at, r.apikey_id, r.user_id, r.team_id, r.network_id, r.method,
      r.requests, r.ru, r.errors, r.rate_limited, r.latency_hist
    from jsonb_to_recordset(${json}::jsonb) as r(at timestamptz, apikey_id bigint, user_id bigint,
      team_id bigint, network_id text, method text, requests bigint, ru bigint, errors bigint,
      rate_limited bigint, latency_hist bigint[])
    on conflict (apikey_id, network_id, method, ${periodColumn}) do update set
      requests = ${target}.requests + excluded.requests,
      ru = ${target}.ru + excluded.ru,
      errors = ${target}.errors + excluded.errors,
      rate_limited = ${target}.rate_limited + excluded.rate_limited,
      latency_hist = (
        select array_agg(coalesce(t.a, 0) + coalesce(t.b, 0) order by t.i)
        from unnest(${target}.latency_hist, excluded.latency_hist) with ordinality as t(a, b, i)
      )`.execute(trx)
}

async function upsertOwnerRollup(
  trx: Kysely<DB>,
  table: 'usage_owner_hourly' | 'usage_owner_daily',
  period: 'hour' | 'day',
  buckets: OwnerBucket[],
): Promise<void> {
  const json = JSON.stringify(
    buckets.map((bucket) => ({
      at: bucket.start.toISOString(),
      user_id: 'userId' in bucket.owner ? bucket.owner.userId : null,
      team_id: 'teamId' in bucket.owner ? bucket.owner.teamId : null,
      requests: bucket.requests,
      ru: bucket.ru,
      errors: bucket.errors,
      rate_limited: bucket.rateLimited,
      latency_hist: bucket.latencyHist,
    })),
  )
  const target = sql.table(table)
  const periodColumn = sql.ref(period)
  // `owner` is generated from the ids, and the conflict is found on it.
  await sql`
    insert into ${target} (${periodColumn}, user_id, team_id, requests, ru, errors, rate_limited, latency_hist)
    select r.at, r.user_id, r.team_id, r.requests, r.ru, r.errors, r.rate_limited, r.latency_hist
    from jsonb_to_recordset(${json}::jsonb) as r(at timestamptz, user_id bigint, team_id bigint,
      requests bigint, ru bigint, errors bigint, rate_limited bigint, latency_hist bigint[])
    on conflict (owner, ${periodColumn}) do update set
      requests = ${target}.requests + excluded.requests,
      ru = ${target}.ru + excluded.ru,
      errors = ${target}.errors + excluded.errors,
      rate_limited = ${target}.rate_limited + excluded.rate_limited,
      latency_hist = coalesce((
        select array_agg(coalesce(t.a, 0) + coalesce(t.b, 0) order by t.i)
        from unnest(${target}.latency_hist, excluded.latency_hist) with ordinality as t(a, b, i)
      ), '{}')`.execute(trx)
}
