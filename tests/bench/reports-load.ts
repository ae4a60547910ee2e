/**
 * Row "reports" (issue 18): requests per second and p99 latency of `hub_reportUserRuUsage` over
 * 90 days, day buckets, for an account with 90 days of hourly usage (3 keys × 3 networks × 5
 * methods × 2160 hours = 97,200 hourly buckets, and their 4,050 daily ones), on the real server
 * (`server/main.ts` as `npm start` runs it) against a bare Fastify handler returning the same
 * JSON (own process), load from an autocannon process, rounds alternating. Two calls:
 * - in UTC (`from` ends in `Z`): the days come from the owner's daily rollup
 *   (`usage_owner_daily`, 90 rows);
 * - in +08:00, as a client in Shanghai sends its local midnight: the last 31 days come from
 *   `usage_owner_hourly` (744 rows summed per local day), older ones from `usage_owner_daily` —
 *   the heavier path.
 * The per-key tables (`usage_hourly`, `usage_daily`) hold 45 times as many rows; only reports of
 * one key or network, and breakdowns, read them.
 * The usage is written before the server starts, into its PGlite folder, with
 * `upsertUsageBuckets` (the writer metering and the demo seed use), since no method writes
 * buckets in bulk; the account signs in through `hub_login` like anyone.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import md5 from 'md5'
import { PASSWORD_HASH_PREFIX } from '../../contract/fields'
import { openDatabase } from '../../server/db/database'
import { migrate } from '../../server/db/migrate'
import { createUser } from '../../server/modules/account/users.queries'
import { insertApiKey } from '../../server/modules/api-keys/api-keys.queries'
import { seedReferenceData } from '../../server/modules/modules'
import { latencyHistogram } from '../../server/modules/reports/metering/latency-histogram'
import { upsertUsageBuckets, type UsageBucketRow } from '../../server/modules/reports/metering/usage-buckets'
import { benchRpc } from './support/bench-rpc'
import type { BenchLine } from './support/lines'
import { BENCH_TMP } from './support/paths'
import { startNode, tail, waitForOk, waitForPort } from './support/processes'
import { versusBareFastify, type LoadTarget, type VersusBareOptions } from './support/versus-bare'

const EMAIL = 'bench-reports@example.com'
const PASSWORD = 'bench-reports-password-1'
const HOUR = 3_600_000
const DAY = 86_400_000
const DAYS = 90
const NETWORKS = ['ethereum-mainnet', 'polygon-mainnet', 'arbitrum-mainnet']
const METHODS = ['eth_blockNumber', 'eth_call', 'eth_getLogs', 'eth_getBalance', 'eth_getTransactionReceipt']
const KEYS = 3

export async function benchReportsLoad(options: VersusBareOptions): Promise<BenchLine[]> {
  mkdirSync(BENCH_TMP, { recursive: true })
  const dataDir = mkdtempSync(join(BENCH_TMP, 'server-reports-'))
  try {
    const now = Date.now()
    const expectedRu = await seed(join(dataDir, 'db'), now)
    const server = await startServer(dataDir)
    try {
      return await versusBareFastify('reports', server.url, await prepare(server.url, now, expectedRu), options)
    } finally {
      await server.stop()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** The account, its keys and 90 days of hourly usage, written into a fresh database; answers the RU written. */
async function seed(dbDir: string, now: number): Promise<number> {
  const database = await openDatabase({ dataDir: dbDir })
  try {
    const db = database.kysely
    await migrate(db)
    await seedReferenceData(db)
    const userId = await createUser(db, { email: EMAIL, passwordHash: md5(PASSWORD_HASH_PREFIX + PASSWORD) })
    const owner = { userId }
    const keys: number[] = []
    for (let index = 1; index <= KEYS; index++) keys.push((await insertApiKey(db, owner, `Bench key ${index}`)).id)
    // The 90 UTC days ending with today, every hour of them (today's later hours too: a read
    // costs the same whether they are past).
    const firstHour = Math.floor(now / DAY) * DAY - (DAYS - 1) * DAY
    let ru = 0
    for (let day = 0; day < DAYS; day++) {
      const rows: UsageBucketRow[] = []
      for (let hour = day * 24; hour < (day + 1) * 24; hour++) {
        // A daily rhythm: busier in the (UTC) afternoon.
        const load = 1 + (hour % 24 >= 12 ? 2 : 0)
        for (const [k, apikeyId] of keys.entries()) {
          for (const [n, networkId] of NETWORKS.entries()) {
            for (const [m, method] of METHODS.entries()) {
              const requests = load * (k + 1) * (n + 1) * (m + 2)
              rows.push({
                hour: new Date(firstHour + hour * HOUR),
                apikeyId,
                owner,
                networkId,
                method,
                requests,
                ru: requests * 10,
                errors: m === 2 ? 1 : 0,
                rateLimited: 0,
                latencyHist: latencyHistogram([20 + m * 15, 40 + n * 30, 90]),
              })
              ru += requests * 10
            }
          }
        }
      }
      await upsertUsageBuckets(db, rows)
    }
    return ru
  } finally {
    await database.close()
  }
}

/**
 * `server/main.ts` on the seeded folder, as `startAppServer` starts it (a clean environment, PGlite,
 * no app build), but on a database this row wrote first: PGlite's folder is one process's at a time.
 */
async function startServer(dataDir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = startNode(
    ['--import', 'tsx', 'server/main.ts'],
    {
      PORT: '0',
      HOST: '127.0.0.1',
      HUBDECK_SKIP_BUILD: '1',
      HUBDECK_DATA: join(dataDir, 'db'),
      HUBDECK_STATIC_DIR: join(BENCH_TMP, 'no-app'),
    },
    join(dataDir, 'server.log'),
    { inherit: false },
  )
  try {
    const port = await waitForPort(server.logFile, /Hubdeck on http:\/\/localhost:(\d+)/, server.exited, 180_000)
    const url = `http://127.0.0.1:${port}`
    await waitForOk(`${url}/healthz`, server.exited, 60_000)
    return { url, stop: server.stop }
  } catch (error) {
    await server.stop()
    throw new Error(
      `the Hubdeck server did not start: ${error instanceof Error ? error.message : String(error)}\n${tail(server.logFile)}`,
    )
  }
}

/** Signs in and answers the two calls with their real answers, checked against what was written. */
async function prepare(baseUrl: string, now: number, expectedRu: number): Promise<LoadTarget[]> {
  const rpc = benchRpc(baseUrl)
  const login = await rpc('hub_login', { email: EMAIL, password: md5(PASSWORD_HASH_PREFIX + PASSWORD) })
  const token = (login.result as { token: string }).token
  const utcFrom = Math.floor(now / DAY) * DAY - (DAYS - 1) * DAY
  const to = new Date(utcFrom + DAYS * DAY).toISOString()
  // Local midnight in +08:00 of the day before the first one written: its days (91) hold every
  // hour written, older ones through the UTC day of the same date.
  const shanghaiFrom = `${new Date(utcFrom - DAY).toISOString().slice(0, 19)}+08:00`
  const calls = [
    { name: 'hub_reportUserRuUsage (90 days, UTC days)', params: { from: new Date(utcFrom).toISOString(), to } },
    { name: 'hub_reportUserRuUsage (90 days, +08:00 days)', params: { from: shanghaiFrom, to } },
  ]
  const targets: LoadTarget[] = []
  for (const { name, params } of calls) {
    const full = { ...params, interval: 'day' }
    const answer = await rpc('hub_reportUserRuUsage', full, token)
    const { points, total } = answer.result as { points: unknown[]; total: number }
    if (points.length < DAYS) throw new Error(`${name} answered ${points.length} days, not ${DAYS} or more`)
    // Both windows hold every hour written, each counted once.
    if (total !== expectedRu) throw new Error(`${name} answered ${total} RU, not the ${expectedRu} written`)
    targets.push({
      name,
      path: '/api',
      request: {
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'hub_reportUserRuUsage', params: full }),
        headers: { authorization: `Bearer ${token}` },
      },
      answer: answer.text,
    })
  }
  return targets
}
