/**
 * Row "Socket": how long one notice takes to reach N open sockets. Hubdeck is the real server
 * (`server/main.ts` as `npm start` runs it, PGlite, in its own process) with N sockets on `/ws`,
 * all signed in as the demo user, sent one notice through `dev_sendNotice`: stored, signalled
 * on commit, heard by the server's LISTEN, read back and written to every socket. The baseline
 * is a bare `ws` server in its own process (support/bare-ws.ts) told over HTTP to broadcast the
 * same frame bytes to its N sockets. Each figure is the time from the HTTP send to each socket's
 * frame, p50 and p99 across the sockets, median over rounds that alternate between the two.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import md5 from 'md5'
import { WebSocket } from 'ws'
import { PASSWORD_HASH_PREFIX, SOCKET_PATH, SOCKET_TOKEN_PARAM } from '../../contract/index'
import { DEFAULT_DEMO_EMAIL, DEFAULT_DEMO_PASSWORD } from '../../server/config'
import { startAppServer } from './support/app-server'
import { measured, type BenchLine } from './support/lines'
import { median } from './support/median'
import { BENCH_TMP } from './support/paths'
import { BARE_LISTENING } from './support/autocannon'
import { startNode, waitForOk, waitForPort } from './support/processes'

export interface SocketBenchOptions {
  /** Sockets per server (`--sockets`). */
  sockets: number
  /** Measured rounds per server, after one warm-up each. */
  rounds: number
}

/** Sockets opened at once while connecting. */
const CONNECT_CONCURRENCY = 50
/** 60 s: a round whose frames have not all arrived by then fails the row. */
const ROUND_TIMEOUT_MS = 60_000

export async function benchSocket({ sockets, rounds }: SocketBenchOptions): Promise<BenchLine[]> {
  // No static folder: this row needs the API and the socket only.
  const hubdeck = await startAppServer({ staticDir: join(BENCH_TMP, 'no-app'), label: 'socket' })
  const scratch = mkdtempSync(join(BENCH_TMP, 'bare-ws-'))
  const bare = startNode(
    ['--import', 'tsx', 'tests/bench/support/bare-ws.ts'],
    { PORT: '0' },
    join(scratch, 'bare.log'),
  )
  let bareUrl = ''
  const open: WebSocket[] = []
  try {
    bareUrl = `http://127.0.0.1:${await waitForPort(bare.logFile, BARE_LISTENING, bare.exited)}`
    await waitForOk(`${bareUrl}/healthz`, bare.exited)
    const token = await demoToken(hubdeck.url)
    const socketUrl = new URL(SOCKET_PATH, hubdeck.url.replace(/^http/, 'ws'))
    socketUrl.searchParams.set(SOCKET_TOKEN_PARAM, token)
    const hubSockets = await connectAll(socketUrl.href, sockets, open)
    const bareSockets = await connectAll(bareUrl.replace(/^http/, 'ws'), sockets, open)

    // Warm-ups, not counted; Hubdeck's gives the frame the baseline sends.
    const { frame } = await timeBroadcast(hubSockets, () => sendNotice(hubdeck.url, 0))
    await timeBroadcast(bareSockets, () => post(`${bareUrl}/send`, frame))
    const hub: RoundResult[] = []
    const base: RoundResult[] = []
    for (let round = 1; round <= rounds; round++) {
      hub.push(summarize(await timeBroadcast(hubSockets, () => sendNotice(hubdeck.url, round))))
      base.push(summarize(await timeBroadcast(bareSockets, () => post(`${bareUrl}/send`, frame))))
    }

    const note = `${sockets.toLocaleString('en')} sockets per server, all of one user (the demo account), connected from the bench process; one notice (${Buffer.byteLength(frame)}-byte frame) sent by dev_sendNotice over HTTP to the real server (server/main.ts, PGlite); ms from the send to each socket's frame, p50/p99 across sockets, median of ${rounds} round(s) after a warm-up. Baseline: a bare ws server (own process) told over HTTP to broadcast the same bytes to its ${sockets.toLocaleString('en')} sockets, rounds alternating.`
    return [
      measured(
        'socket',
        `socket broadcast to ${sockets} p50`,
        'ms',
        median(hub.map((r) => r.p50)),
        median(base.map((r) => r.p50)),
        { note, details: { rounds: hub, baselineRounds: base, frameBytes: Buffer.byteLength(frame) } },
      ),
      measured(
        'socket',
        `socket broadcast to ${sockets} p99`,
        'ms',
        median(hub.map((r) => r.p99)),
        median(base.map((r) => r.p99)),
        { note },
      ),
    ]
  } finally {
    for (const socket of open) socket.terminate()
    await bare.stop()
    await hubdeck.stop()
    rmSync(scratch, { recursive: true, force: true })
  }
}

interface RoundResult {
  p50: number
  p99: number
  max: number
}

/** Signs the demo account in (the server seeds it outside production) and answers its token. */
async function demoToken(origin: string): Promise<string> {
  const answer = await rpc(origin, 'hub_login', {
    email: DEFAULT_DEMO_EMAIL,
    password: md5(PASSWORD_HASH_PREFIX + DEFAULT_DEMO_PASSWORD),
  })
  const token = (answer as { token?: unknown }).token
  if (typeof token !== 'string') throw new Error('hub_login answered no token')
  return token
}

function sendNotice(origin: string, round: number): Promise<unknown> {
  return rpc(origin, 'dev_sendNotice', {
    email: DEFAULT_DEMO_EMAIL,
    type: 'normal_success',
    title: `Bench round ${round}`,
    content: 'One notice to every socket of the user.',
  })
}

async function rpc(origin: string, method: string, params: unknown): Promise<unknown> {
  const response = await fetch(`${origin}/api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const answer = (await response.json()) as { result?: unknown; error?: { message?: string } }
  if (answer.error) throw new Error(`${method}: ${answer.error.message ?? 'error'}`)
  return answer.result
}

async function post(url: string, body: string): Promise<void> {
  const response = await fetch(url, { method: 'POST', body })
  await response.text()
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
}

/** Opens `count` sockets to `url`, `CONNECT_CONCURRENCY` at a time; each is also added to `open`. */
async function connectAll(url: string, count: number, open: WebSocket[]): Promise<WebSocket[]> {
  const sockets: WebSocket[] = []
  for (let start = 0; start < count; start += CONNECT_CONCURRENCY) {
    const batch = Array.from({ length: Math.min(CONNECT_CONCURRENCY, count - start) }, () => connect(url, open))
    sockets.push(...(await Promise.all(batch)))
  }
  return sockets
}

function connect(url: string, open: WebSocket[]): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: false })
    open.push(socket)
    socket.once('open', () => resolve(socket))
    socket.once('error', reject)
    socket.once('close', (code, reason) => reject(new Error(`socket closed before the round: ${code} ${reason}`)))
  })
}

/** Sends once and waits for one frame on every socket: ms from the send to each frame, and the frame. */
async function timeBroadcast(
  sockets: readonly WebSocket[],
  send: () => Promise<unknown>,
): Promise<{ latencies: number[]; frame: string }> {
  const latencies: number[] = []
  let frame = ''
  let started = 0
  const arrived = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${latencies.length} of ${sockets.length} sockets got the frame within 60 s`)),
      ROUND_TIMEOUT_MS,
    )
    for (const socket of sockets) {
      socket.once('message', (data) => {
        latencies.push(performance.now() - started)
        if (!frame) frame = String(data)
        if (latencies.length === sockets.length) {
          clearTimeout(timer)
          resolve()
        }
      })
    }
  })
  started = performance.now()
  await Promise.all([send(), arrived])
  return { latencies, frame }
}

function summarize({ latencies }: { latencies: number[] }): RoundResult {
  const sorted = [...latencies].sort((a, b) => a - b)
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted.at(-1) ?? 0 }
}

/** The nearest-rank percentile of sorted values. */
function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] ?? 0
}
