/**
 * Row "usage" (issue 18): calls per second the real server (`server/main.ts` as `npm start` runs
 * it, PGlite) folds into the usage buckets through `POST /gateway/usage`, in batches of 1,000
 * calls, each batch with an id of its own (autocannon's `[<id>]` replacement, so no batch is a
 * copy the server would skip) — claim, key lookup, both bucket upserts and the RU draws per owner
 * included. The batch: 20 keys of 5 accounts (made through the API), 4 networks, 6 methods, a
 * few archive calls, errors and rate-limited calls, over the last two hours. Against a bare
 * Fastify handler (own process) that parses the same body and returns the same receipt. 4
 * connections: a handful of gateway instances each flushing its batches, not thousands of
 * clients (batches of the same hour meet on the same bucket rows, as real ones do).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import md5 from 'md5'
import { PASSWORD_HASH_PREFIX } from '../../contract/fields'
import { GATEWAY_USAGE_PATH } from '../../contract/gateway-usage'
import { startAppServer } from './support/app-server'
import { startBareFastify } from './support/autocannon'
import { benchRpc } from './support/bench-rpc'
import { measured, type BenchLine } from './support/lines'
import { median } from './support/median'
import { AUTOCANNON_BIN, BENCH_TMP } from './support/paths'
import { runNode } from './support/processes'

export interface UsageIngestOptions {
  rounds: number
  seconds: number
  connections: number
}

const GATEWAY_SECRET = 'bench-gateway-secret'
const CALLS_PER_BATCH = 1000
const NETWORKS = ['ethereum-mainnet', 'bsc-mainnet', 'polygon-mainnet', 'ethereum-sepolia']
const METHODS = [
  'eth_call',
  'eth_blockNumber',
  'eth_getBalance',
  'eth_getLogs',
  'eth_getTransactionReceipt',
  'eth_chainId',
]

export async function benchUsageIngest({ rounds, seconds, connections }: UsageIngestOptions): Promise<BenchLine[]> {
  const hubdeck = await startAppServer({
    staticDir: join(BENCH_TMP, 'no-app'),
    label: 'usage',
    env: { HUBDECK_GATEWAY_SECRET: GATEWAY_SECRET },
  })
  const scratch = mkdtempSync(join(BENCH_TMP, 'usage-'))
  try {
    const secrets = await makeKeys(hubdeck.url)
    const template = batchTemplate(secrets)
    const bodyFile = join(scratch, 'batch.json')
    writeFileSync(bodyFile, template)
    const url = `${hubdeck.url}${GATEWAY_USAGE_PATH}`
    const headers = { authorization: `Bearer ${GATEWAY_SECRET}` }
    // One batch by hand: the receipt the baseline returns, and proof the batch is counted whole.
    const first = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: template.replace('[<id>]', 'first'),
    })
    const receipt = await first.text()
    if (first.status !== 200 || !receipt.includes(`"counted":${CALLS_PER_BATCH}`))
      throw new Error(`${GATEWAY_USAGE_PATH} answered ${first.status}: ${receipt.slice(0, 300)}`)
    const bare = await startBareFastify(scratch, GATEWAY_USAGE_PATH, receipt, 'bare-usage')
    try {
      const hub: number[] = []
      const baseline: number[] = []
      for (const side of [url, bare.url]) await load(side, bodyFile, headers, { seconds: 1, connections }) // warm-up
      for (let round = 0; round < rounds; round++) {
        hub.push(await load(url, bodyFile, headers, { seconds, connections }))
        baseline.push(await load(bare.url, bodyFile, headers, { seconds, connections }))
      }
      const note = `POST ${GATEWAY_USAGE_PATH}, batches of ${CALLS_PER_BATCH} calls (${template.length} bytes of JSON, 20 keys of 5 accounts, ${NETWORKS.length} networks, ${METHODS.length} methods), each batch id new; ${connections} connections, ${seconds} s a round, median of ${rounds} round(s) after a 1 s warm-up; load from an autocannon process. Baseline: a bare Fastify handler (own process) parsing the same body and returning the same receipt.`
      return [
        measured(
          'usage',
          `usage ingest (batches of ${CALLS_PER_BATCH})`,
          'calls/s',
          median(hub) * CALLS_PER_BATCH,
          median(baseline) * CALLS_PER_BATCH,
          { note, details: { batchesPerSecond: hub, baselineBatchesPerSecond: baseline } },
        ),
      ]
    } finally {
      await bare.process.stop()
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true })
    await hubdeck.stop()
  }
}

/** 5 accounts with 4 keys each, made through the API; answers the 20 key secrets. */
async function makeKeys(baseUrl: string): Promise<string[]> {
  const rpc = benchRpc(baseUrl)
  const secrets: string[] = []
  for (let account = 1; account <= 5; account++) {
    const email = `bench-usage-${account}@example.com`
    const password = `bench-usage-password-${account}`
    await rpc('dev_createAccount', { email, password })
    const login = await rpc('hub_login', { email, password: md5(PASSWORD_HASH_PREFIX + password) })
    const token = (login.result as { token: string }).token
    for (let key = 1; key <= 4; key++) {
      secrets.push(((await rpc('hub_generateApiKey', { name: `Usage ${key}` }, token)).result as { key: string }).key)
    }
  }
  return secrets
}

/** A batch of 1,000 calls whose id is autocannon's `[<id>]`, replaced by a new id on every request. */
function batchTemplate(secrets: readonly string[]): string {
  const now = Date.now()
  const calls = Array.from({ length: CALLS_PER_BATCH }, (_, i) => ({
    key: secrets[(i * 7) % secrets.length],
    network: NETWORKS[i % NETWORKS.length],
    method: METHODS[(i * 5) % METHODS.length],
    archive: i % 10 === 0,
    outcome: i % 50 === 0 ? 'error' : i % 97 === 0 ? 'rate_limited' : 'ok',
    latencyMs: (i * 37) % 900,
    at: new Date(now - ((i * 7919) % 7_200_000)).toISOString(),
  }))
  return JSON.stringify({ batchId: 'bench-[<id>]', calls })
}

/** One autocannon run; answers batches per second. Fails if any request errored or was not 2xx. */
async function load(
  url: string,
  bodyFile: string,
  headers: Record<string, string>,
  { seconds, connections }: { seconds: number; connections: number },
): Promise<number> {
  const headerArgs = Object.entries({ 'content-type': 'application/json', ...headers }).flatMap(([name, value]) => [
    '-H',
    `${name}=${value}`,
  ])
  // The body is read from a file (`-i`): 1,000 calls are more than one command-line argument may hold.
  const output = await runNode([
    AUTOCANNON_BIN,
    '--json',
    '--idReplacement',
    '-c',
    String(connections),
    '-d',
    String(seconds),
    '-m',
    'POST',
    ...headerArgs,
    '-i',
    bodyFile,
    url,
  ])
  const report = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as {
    requests: { average: number; total: number }
    errors: number
    timeouts: number
    non2xx: number
  }
  const bad = report.errors + report.timeouts + report.non2xx
  if (bad > 0) throw new Error(`${url}: ${bad} of ${report.requests.total} batches failed under load`)
  return report.requests.average
}
