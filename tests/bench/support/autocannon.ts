/**
 * Load from an autocannon child process, so the load generator never shares a server's event
 * loop; and the bare Fastify baseline (`bare-fastify.ts`) serving a recorded answer. Shared by the
 * rows that load the server (`server-load.ts`, `api-keys-load.ts`).
 */
import { join } from 'node:path'
import { writeFileSync } from 'node:fs'
import { AUTOCANNON_BIN } from './paths'
import { runNode, startNode, waitForOk, waitForPort, type RunningProcess } from './processes'

export interface LoadResult {
  rps: number
  p99: number
}

export interface LoadRequest {
  /** The JSON body sent with every request. */
  body: string
  /** Extra headers (`content-type: application/json` is always sent). */
  headers?: Record<string, string>
}

/** One autocannon run of `POST url`; fails if any request errored or was not 2xx. */
export async function load(
  url: string,
  { body, headers = {} }: LoadRequest,
  { seconds, connections }: { seconds: number; connections: number },
): Promise<LoadResult> {
  const headerArgs = Object.entries({ 'content-type': 'application/json', ...headers }).flatMap(([name, value]) => [
    '-H',
    `${name}=${value}`,
  ])
  const output = await runNode([
    AUTOCANNON_BIN,
    '--json',
    '-c',
    String(connections),
    '-d',
    String(seconds),
    '-m',
    'POST',
    ...headerArgs,
    '-b',
    body,
    url,
  ])
  const report = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as AutocannonReport
  const bad = report.errors + report.timeouts + report.non2xx
  if (bad > 0) throw new Error(`${url}: ${bad} of ${report.requests.total} requests failed under load`)
  return { rps: report.requests.average, p99: report.latency.p99 }
}

/** The line the bare baselines print once bound (`bare-fastify.ts`, `bare-ws.ts`), with the port. */
export const BARE_LISTENING = /^listening on (\d+)$/m

/** The bare baseline, started: `POST <path>` answers `answer` as JSON. */
export interface BareServer {
  url: string
  process: RunningProcess
}

/** Starts `bare-fastify.ts` in its own process answering `POST path` with `answer`; files go in `scratch`. */
export async function startBareFastify(
  scratch: string,
  path: string,
  answer: string,
  label: string,
): Promise<BareServer> {
  const bodyFile = join(scratch, `${label}.json`)
  writeFileSync(bodyFile, answer)
  const bare = startNode(
    ['--import', 'tsx', 'tests/bench/support/bare-fastify.ts'],
    { PORT: '0', BENCH_BODY_FILE: bodyFile, BENCH_PATH: path },
    join(scratch, `${label}.log`),
  )
  try {
    const url = `http://127.0.0.1:${await waitForPort(bare.logFile, BARE_LISTENING, bare.exited)}`
    await waitForOk(`${url}/healthz`, bare.exited)
    return { url: `${url}${path}`, process: bare }
  } catch (error) {
    await bare.stop()
    throw error
  }
}

/** The fields of autocannon's `--json` report the rows read. */
interface AutocannonReport {
  requests: { average: number; total: number }
  latency: { p99: number }
  errors: number
  timeouts: number
  non2xx: number
}
