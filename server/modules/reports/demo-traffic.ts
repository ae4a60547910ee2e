/**
 * Ninety days of traffic for the demo workspace's keys (issue 18), so `/rpc/statistic` and the
 * overview show something worth reading on a first start: hourly buckets for the last 31 days
 * (and today so far), daily ones before, as metering would have left them.
 *
 * Realistic, not random: each key has a profile (its networks and methods, with their shares and
 * latencies) and a daily volume; traffic follows the day (a trough at night UTC, a peak in the
 * afternoon), the week (weekends at about 60 %), a slow growth, a few per cent of errors, some
 * calls refused by the rate limit, and one spike: a market event 12 days ago that multiplied the
 * trading bot's traffic for four hours and had many calls rate-limited. A seeded PRNG makes the
 * same `now` give the same rows. RU follow the one cost table and metering's rules
 * (record-usage.ts: archive-mode keys on archive networks pay 30 % more; rate-limited calls cost
 * nothing and count as errors).
 *
 * Written in a few multi-row statements: the hourly rows through `upsertUsageBuckets`, which also
 * adds them into the daily rows and the owners' rollups, and the older days through
 * `upsertDailyUsageBuckets` (they are past the hourly retention: `upsertUsageBuckets` would
 * leave hourly rows older than 31 days). Skipped when the keys have usage already.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import type { ApiKeyOwner } from '../api-keys/api-keys.queries'
import { methodUnits, ruCost } from '../packages/ru/ru-cost'
import { DEVNET_ID } from '../wallet/chain/devnet-network'
import { LATENCY_BINS } from './metering/latency-histogram'
import { upsertDailyUsageBuckets, upsertUsageBuckets, type UsageBucketRow } from './metering/usage-buckets'

/** A key the demo traffic is made for. */
export interface DemoTrafficKey {
  apikeyId: number
  owner: ApiKeyOwner
  name: string
  archive: boolean
}

/**
 * How one key is used: calls per weekday, and the (network, method) pairs they go to, each with
 * its share and, for what does not run all the time, when it runs: office hours, a nightly job,
 * a batch every few hours. Pairs idle in an hour have no row then (as metering leaves none).
 */
interface TrafficProfile {
  dailyRequests: number
  calls: readonly ProfileCall[]
}

interface ProfileCall {
  network: string
  method: string
  share: number
  /** UTC hours it runs in, [from, to); absent: all day. */
  hours?: readonly [number, number]
  /** Only Monday to Friday. */
  weekdays?: boolean
  /** Only every n-th hour (a batch job). */
  every?: number
}

/** What a method's latency looks like: weights per bin of `LATENCY_BOUNDS_MS` (5…5000 ms, and above). */
const LATENCY_SHAPES = {
  head: [30, 45, 18, 5, 1.5, 0.5, 0, 0, 0, 0, 0],
  read: [4, 22, 38, 25, 7, 3, 1, 0, 0, 0, 0],
  scan: [0, 1, 6, 20, 30, 24, 13, 4, 1.5, 0.5, 0],
  trace: [0, 0, 1, 4, 12, 25, 33, 17, 6, 1.5, 0.5],
  send: [0, 2, 10, 30, 32, 16, 7, 2, 1, 0, 0],
} as const

const SHAPE_OF: Record<string, keyof typeof LATENCY_SHAPES> = {
  eth_blockNumber: 'head',
  eth_chainId: 'head',
  net_version: 'head',
  eth_getLogs: 'scan',
  eth_sendRawTransaction: 'send',
  eth_sendUserOperation: 'send',
  debug_traceTransaction: 'trace',
}

const OFFICE = [8, 18] as const

/** Profiles by the demo keys' names (account/demo-seed.ts); other keys get `DEFAULT_PROFILE`. */
const PROFILES: Record<string, TrafficProfile> = {
  Staging: {
    dailyRequests: 3_000,
    calls: [
      { network: DEVNET_ID, method: 'eth_blockNumber', share: 0.5, hours: OFFICE, weekdays: true },
      { network: DEVNET_ID, method: 'eth_call', share: 0.4, hours: OFFICE, weekdays: true },
      { network: 'polygon-mainnet', method: 'eth_chainId', share: 0.1, hours: OFFICE, weekdays: true, every: 5 },
    ],
  },
  'Archive indexer': {
    dailyRequests: 90_000,
    calls: [
      { network: 'ethereum-mainnet', method: 'eth_getLogs', share: 0.45 },
      { network: 'ethereum-mainnet', method: 'eth_getTransactionReceipt', share: 0.3, every: 2 },
      { network: 'bsc-mainnet', method: 'eth_getLogs', share: 0.2, every: 4 },
      { network: 'ethereum-mainnet', method: 'debug_traceTransaction', share: 0.05, hours: [2, 6] },
    ],
  },
  'Trading bot': {
    dailyRequests: 300_000,
    calls: [
      { network: 'ethereum-mainnet', method: 'eth_call', share: 0.45 },
      { network: 'ethereum-mainnet', method: 'eth_blockNumber', share: 0.3 },
      { network: 'bsc-mainnet', method: 'eth_call', share: 0.24, hours: [6, 22], weekdays: true },
      { network: 'ethereum-mainnet', method: 'eth_sendRawTransaction', share: 0.01, hours: [13, 21], weekdays: true },
    ],
  },
  'Smart wallet (ERC-4337)': {
    dailyRequests: 45_000,
    calls: [
      { network: 'polygon-mainnet', method: 'eth_call', share: 0.6 },
      { network: 'polygon-mainnet', method: 'eth_sendUserOperation', share: 0.1, hours: [12, 22] },
      { network: 'ethereum-mainnet', method: 'eth_call', share: 0.3, every: 3 },
    ],
  },
  'Team analytics': {
    dailyRequests: 40_000,
    calls: [
      { network: 'ethereum-mainnet', method: 'eth_getLogs', share: 0.7, every: 2 },
      { network: 'polygon-mainnet', method: 'eth_getLogs', share: 0.3, every: 6 },
    ],
  },
  'Team backend': {
    dailyRequests: 30_000,
    calls: [
      { network: 'polygon-mainnet', method: 'eth_call', share: 0.6, hours: [7, 23] },
      { network: 'polygon-mainnet', method: 'eth_getBalance', share: 0.25, hours: [7, 23], every: 2 },
      { network: DEVNET_ID, method: 'eth_blockNumber', share: 0.15, hours: OFFICE, weekdays: true },
    ],
  },
}

const DEFAULT_PROFILE: TrafficProfile = {
  dailyRequests: 5_000,
  calls: [
    { network: 'ethereum-mainnet', method: 'eth_call', share: 0.6 },
    { network: 'ethereum-mainnet', method: 'eth_blockNumber', share: 0.4, every: 2 },
  ],
}

/** The key whose traffic spikes, when the demo has it. */
const SPIKE_KEY = 'Trading bot'

/** The spike: days before today, its hours (UTC), how much the traffic multiplies. */
export const DEMO_SPIKE = { daysAgo: 12, fromHour: 14, hours: 4, factor: 8 } as const

export const DEMO_TRAFFIC_DAYS = 90
/** Days (before today) written hourly; today so far is hourly too. */
export const DEMO_HOURLY_DAYS = 31

const HOUR_MS = 3_600_000
const DAY_MS = 86_400_000

/** The demo traffic of `keys` up to `now`: hourly rows and the older daily rows. */
export function demoTrafficRows(
  keys: readonly DemoTrafficKey[],
  now: Date,
): { hourly: UsageBucketRow[]; daily: UsageBucketRow[] } {
  const random = mulberry32(0x5eed_18)
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS
  const hourlyFrom = today - DEMO_HOURLY_DAYS * DAY_MS
  const from = today - (DEMO_TRAFFIC_DAYS - 1) * DAY_MS
  const hourly: UsageBucketRow[] = []
  const daily: UsageBucketRow[] = []
  for (const key of keys) {
    const profile = PROFILES[key.name] ?? DEFAULT_PROFILE
    for (let day = from; day <= today; day += DAY_MS) {
      if (day < hourlyFrom) {
        // A whole day: the sum of its hours, so both parts of the charts agree.
        const expected = new Map<ProfileCall, number>()
        for (let hour = 0; hour < 24; hour += 1) {
          for (const [call, calls] of expectedCalls(key, profile, day + hour * HOUR_MS, today)) {
            expected.set(call, (expected.get(call) ?? 0) + calls)
          }
        }
        daily.push(...bucketRows(key, new Date(day), expected, 0, random))
        continue
      }
      for (let start = day; start < day + DAY_MS && start <= now.getTime(); start += HOUR_MS) {
        // The hour under way counts what has happened so far.
        const elapsed = Math.min(1, (now.getTime() - start) / HOUR_MS)
        const expected = expectedCalls(key, profile, start, today, elapsed)
        const spiking = key.name === SPIKE_KEY && isSpikeHour(start, today)
        hourly.push(...bucketRows(key, new Date(start), expected, spiking ? 0.12 : 0, random))
      }
    }
  }
  return { hourly, daily }
}

/**
 * Expected calls of `key` per running pair in the hour starting at `start`: the key's volume
 * for that hour (the day's rhythm, the week, growth, the spike) shared among the pairs running.
 */
function expectedCalls(
  key: DemoTrafficKey,
  profile: TrafficProfile,
  start: number,
  today: number,
  elapsed = 1,
): Map<ProfileCall, number> {
  const date = new Date(start)
  const hour = date.getUTCHours()
  const weekday = date.getUTCDay()
  const weekend = weekday === 0 || weekday === 6
  const running = profile.calls.filter(
    (call) =>
      (!call.weekdays || !weekend) &&
      (!call.hours || (hour >= call.hours[0] && hour < call.hours[1])) &&
      (!call.every || hour % call.every === 0),
  )
  const expected = new Map<ProfileCall, number>()
  if (running.length === 0) return expected
  // Lowest at 03:00 UTC, highest at 15:00 UTC (Europe's afternoon, America's morning).
  const rhythm = 0.35 + 0.65 * (0.5 - 0.5 * Math.cos(((hour - 3) / 24) * 2 * Math.PI))
  const weekly = weekend ? 0.6 : 1
  // Grew by about a quarter over the 90 days.
  const growth = 1 - (0.25 * (today - start)) / (DEMO_TRAFFIC_DAYS * DAY_MS)
  const spike = key.name === SPIKE_KEY && isSpikeHour(start, today) ? DEMO_SPIKE.factor : 1
  // The rhythm's mean is 0.675: a weekday averages about `dailyRequests`.
  const volume = ((profile.dailyRequests / 24) * rhythm * weekly * growth * spike * elapsed) / 0.675
  const shares = running.reduce((sum, call) => sum + call.share, 0)
  // A pair that runs less often carries more when it runs, up to its share of the key's day.
  for (const call of running) expected.set(call, (volume * call.share) / Math.max(shares, 0.5))
  return expected
}

function isSpikeHour(start: number, today: number): boolean {
  const spikeFrom = today - DEMO_SPIKE.daysAgo * DAY_MS + DEMO_SPIKE.fromHour * HOUR_MS
  return start >= spikeFrom && start < spikeFrom + DEMO_SPIKE.hours * HOUR_MS
}

/** One bucket row per pair with calls, the expected calls with some noise. */
function bucketRows(
  key: DemoTrafficKey,
  at: Date,
  expected: ReadonlyMap<ProfileCall, number>,
  extraRateLimited: number,
  random: () => number,
): UsageBucketRow[] {
  const rows: UsageBucketRow[] = []
  for (const [call, calls] of expected) {
    const requests = Math.round(calls * (0.85 + 0.3 * random()))
    if (requests === 0) continue
    // 0.5–4 % errors; a few per thousand refused by the rate limit, many more in the spike.
    const rateLimited = Math.round(requests * (0.001 + 0.004 * random() + extraRateLimited))
    const failed = Math.round((requests - rateLimited) * (0.005 + 0.035 * random() ** 2))
    const archive = key.archive && archiveNetworks.has(call.network)
    rows.push({
      hour: at,
      apikeyId: key.apikeyId,
      owner: key.owner,
      networkId: call.network,
      method: call.method,
      requests,
      ru: (requests - rateLimited) * ruCost(methodUnits(call.method), { archive }),
      errors: failed + rateLimited,
      rateLimited,
      latencyHist: spread(requests, LATENCY_SHAPES[SHAPE_OF[call.method] ?? 'read']),
    })
  }
  return rows
}

/** The networks of the demo traffic that serve archive data (chains.catalog.ts, and the dev network). */
const archiveNetworks: ReadonlySet<string> = new Set(['ethereum-mainnet', 'polygon-mainnet', 'bsc-mainnet', DEVNET_ID])

/** `count` calls spread over the bins by `weights`, summing to `count` exactly. */
function spread(count: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  const hist = weights.map((weight) => Math.floor((count * weight) / total))
  const mode = weights.indexOf(Math.max(...weights))
  hist[mode]! += count - hist.reduce((sum, bin) => sum + bin, 0)
  while (hist.length < LATENCY_BINS) hist.push(0)
  return hist
}

/** A small seeded PRNG (mulberry32): the same seed, the same traffic. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/**
 * Seeds the demo traffic for every key of `owners` (the demo account and its team), in one
 * transaction; `exists` when any of them has usage already.
 */
export async function seedDemoTraffic(
  db: Kysely<DB>,
  owners: readonly ApiKeyOwner[],
  now = new Date(),
): Promise<'seeded' | 'exists'> {
  const keys = await demoKeysOf(db, owners)
  if (keys.length === 0) return 'exists'
  return db.transaction().execute(async (trx) => {
    const ids = keys.map((key) => key.apikeyId)
    const used = await trx
      .selectFrom('usage_daily')
      .select('apikey_id')
      .where('apikey_id', 'in', ids)
      .limit(1)
      .execute()
    if (used.length > 0) return 'exists'
    const { hourly, daily } = demoTrafficRows(keys, now)
    await upsertUsageBuckets(trx, hourly)
    await upsertDailyUsageBuckets(trx, daily)
    return 'seeded'
  })
}

async function demoKeysOf(db: Kysely<DB>, owners: readonly ApiKeyOwner[]): Promise<DemoTrafficKey[]> {
  const userIds = owners.flatMap((owner) => ('userId' in owner ? [owner.userId] : []))
  const teamIds = owners.flatMap((owner) => ('teamId' in owner ? [owner.teamId] : []))
  if (userIds.length === 0 && teamIds.length === 0) return []
  const rows = await db
    .selectFrom('api_keys')
    .select(['id', 'user_id', 'team_id', 'name', 'features'])
    .where((eb) =>
      eb.or([
        ...(userIds.length > 0 ? [eb('user_id', 'in', userIds)] : []),
        ...(teamIds.length > 0 ? [eb('team_id', 'in', teamIds)] : []),
      ]),
    )
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    apikeyId: Number(row.id),
    owner: row.team_id === null ? { userId: Number(row.user_id) } : { teamId: Number(row.team_id) },
    name: row.name,
    archive: row.features?.archive_mode === true,
  }))
}
