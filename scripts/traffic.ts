/**
 * `npm run traffic`: live JSON-RPC calls through a running server's reference gateway, so the
 * statistics move while you watch. It takes a key (`--key`, or logs in as the demo user and
 * takes its first key without a whitelist), reads the key's dev-network URL as the endpoint page
 * shows it (`hub_getApiKeyEndpoints`), and sends a mix of calls at a steady rate, one line per
 * second, until Ctrl-C or `--seconds`. Each call goes through the gateway check and metering,
 * as a customer's would (server/README.md, "Reference gateway").
 *
 *   npm run traffic -- [--url http://localhost:8080] [--key=SECRET] [--rate 5] [--seconds 60]
 *                      [--email demo@hubdeck.dev --password hubdeck-demo]
 */
import md5 from 'md5'
import { parseArgs } from 'node:util'
import { PASSWORD_HASH_PREFIX } from '../contract/index'
import type { ApiKey, ApiKeyEndpoints } from '../contract/methods/api-keys'
import { DEFAULT_DEMO_EMAIL, DEFAULT_DEMO_PASSWORD } from '../server/config'

const { values: options } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:8080' },
    key: { type: 'string' },
    rate: { type: 'string', default: '5' },
    seconds: { type: 'string' },
    email: { type: 'string', default: process.env.HUBDECK_DEMO_EMAIL || DEFAULT_DEMO_EMAIL },
    password: { type: 'string', default: process.env.HUBDECK_DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD },
    help: { type: 'boolean', short: 'h' },
  },
})

if (options.help) {
  console.log(
    'npm run traffic -- [--url http://localhost:8080] [--key=SECRET] [--rate 5] [--seconds 60] [--email … --password …]',
  )
  process.exit(0)
}

const server = options.url.replace(/\/+$/, '')
const rate = Number(options.rate)
const seconds = options.seconds === undefined ? null : Number(options.seconds)
if (!(rate > 0 && rate <= 1000)) fail(`--rate must be a number of calls per second, 1…1000: ${options.rate}`)
if (seconds !== null && !(seconds > 0)) fail(`--seconds must be a positive number: ${options.seconds}`)

/** The dev chain's funder and its test USDT (server/modules/wallet/chain/devnet-network.ts). */
const FUNDER = '0x90F8bf6A479f320ead074411a4B0e7944Ea8c9C1'
const USDT = '0xe78A0F7E598Cc8b0Bb87894B0F60dD2a88d6a8Ab'
const BALANCE_OF = `0x70a08231${FUNDER.slice(2).toLowerCase().padStart(64, '0')}`

/** The mix of calls, weighted: reads of the head dominate, as on real endpoints. */
const MIX: readonly { weight: number; method: string; params: () => unknown[] }[] = [
  { weight: 35, method: 'eth_blockNumber', params: () => [] },
  { weight: 10, method: 'eth_chainId', params: () => [] },
  { weight: 20, method: 'eth_getBalance', params: () => [FUNDER, 'latest'] },
  { weight: 15, method: 'eth_call', params: () => [{ to: USDT, data: BALANCE_OF }, 'latest'] },
  { weight: 10, method: 'eth_getLogs', params: () => [{ address: USDT, fromBlock: '0x0', toBlock: 'latest' }] },
  { weight: 5, method: 'eth_getBlockByNumber', params: () => ['latest', false] },
  { weight: 5, method: 'net_version', params: () => [] },
]
const TOTAL_WEIGHT = MIX.reduce((sum, item) => sum + item.weight, 0)

function pick(): (typeof MIX)[number] {
  let roll = Math.random() * TOTAL_WEIGHT
  for (const item of MIX) {
    roll -= item.weight
    if (roll < 0) return item
  }
  return MIX[0]!
}

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

/** A Hub API call (`POST /api`); throws the server's message on an error. */
async function hub<T>(method: string, params: unknown, token?: string): Promise<T> {
  const response = await fetch(`${server}/api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result as T
}

/** The URL to send calls to, and the key's name for the header line. */
async function endpoint(): Promise<{ url: string; name: string }> {
  if (options.key) return { url: `${server}/v1/rpc/${encodeURIComponent(options.key)}`, name: 'the key given' }
  const { token } = await hub<{ token: string }>('hub_login', {
    email: options.email,
    password: md5(PASSWORD_HASH_PREFIX + options.password),
  })
  const { list } = await hub<{ list: ApiKey[] }>('hub_getApiKeys', { page: 1, perPage: 50 }, token)
  // A key with a whitelist refuses calls from this machine (the demo's list documentation addresses).
  const key = list.find((item) => !item.frozen && item.whitelist.length === 0) ?? list[0]
  if (!key) fail(`${options.email} has no API key: create one on the endpoint page, or pass --key`)
  const { chains } = await hub<ApiKeyEndpoints>('hub_getApiKeyEndpoints', { id: key.id }, token)
  const devnet = chains.flatMap((chain) => chain.networks).find((network) => network.id === 'hubdeck-devnet')
  if (!devnet) {
    fail(
      'The server lists no hubdeck-devnet: its reference gateway is off (production, HUBDECK_RPC_DOMAIN set, or HUBDECK_DEVNET=0)',
    )
  }
  return { url: devnet.httpsUrl, name: key.name }
}

interface Second {
  sent: number
  ok: number
  errors: number
  refused: Map<string, number>
  latencies: number[]
  block: string | null
}

const fresh = (): Second => ({ sent: 0, ok: 0, errors: 0, refused: new Map(), latencies: [], block: null })

async function send(url: string, second: Second): Promise<void> {
  const call = pick()
  second.sent += 1
  const started = performance.now()
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: second.sent, method: call.method, params: call.params() }),
    })
    const body = (await response.json()) as { result?: unknown; error?: { message: string; data?: { rule?: string } } }
    second.latencies.push(performance.now() - started)
    const rule = body.error?.data?.rule
    if (rule) second.refused.set(rule, (second.refused.get(rule) ?? 0) + 1)
    else if (body.error) second.errors += 1
    else {
      second.ok += 1
      if (call.method === 'eth_blockNumber') second.block = String(BigInt(body.result as string))
    }
  } catch {
    second.errors += 1
  }
}

function line(second: Second, total: number): string {
  const sorted = [...second.latencies].sort((a, b) => a - b)
  const p50 = sorted.length > 0 ? `${Math.round(sorted[Math.floor(sorted.length / 2)]!)} ms` : '–'
  const refused = [...second.refused].map(([rule, count]) => `${count} refused (${rule})`).join(', ')
  const time = new Date().toISOString().slice(11, 19)
  return [
    time,
    `${second.sent} sent`,
    `${second.ok} ok`,
    `${second.errors} errors`,
    ...(refused ? [refused] : []),
    `p50 ${p50}`,
    ...(second.block ? [`block ${second.block}`] : []),
    `${total} in all`,
  ].join('  ')
}

const { url, name } = await endpoint()
console.log(`Sending ${rate} calls/s to ${url.replace(/\/v1\/rpc\/.+$/, '/v1/rpc/…')} (${name}); Ctrl-C stops`)
let second = fresh()
let total = 0
const inFlight = new Set<Promise<void>>()
const sender = setInterval(() => {
  const promise = send(url, second).finally(() => inFlight.delete(promise))
  inFlight.add(promise)
  total += 1
}, 1000 / rate)
const reporter = setInterval(() => {
  console.log(line(second, total))
  second = fresh()
}, 1000)

let stopping = false
async function stop(): Promise<void> {
  if (stopping) return
  stopping = true
  clearInterval(sender)
  await Promise.allSettled(inFlight)
  clearInterval(reporter)
  if (second.sent > 0) console.log(line(second, total))
  console.log(`Stopped after ${total} calls; the server counts them within a second (/rpc/statistic).`)
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
if (seconds !== null) setTimeout(() => void stop(), seconds * 1000)
