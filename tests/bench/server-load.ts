/**
 * Row "Server": requests per second and p99 latency of `hub_getSupportChains` on the real
 * server (`server/main.ts` as `npm start` runs it, logging at info), against a bare Fastify
 * handler that returns the same JSON, each in its own process, under load from a third process
 * (autocannon) so the load generator never shares a server's event loop.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { startAppServer } from './support/app-server'
import { load, startBareFastify, type LoadResult } from './support/autocannon'
import { measured, type BenchLine } from './support/lines'
import { median } from './support/median'
import { BENCH_TMP } from './support/paths'

export interface ServerLoadOptions {
  /** Measured rounds per server, alternating between them. */
  rounds: number
  /** Seconds per round. */
  seconds: number
  connections: number
}

const REQUEST = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'hub_getSupportChains', params: {} })

export async function benchServerLoad({ rounds, seconds, connections }: ServerLoadOptions): Promise<BenchLine[]> {
  // No static folder: this row loads the API only.
  const hubdeck = await startAppServer({ staticDir: join(BENCH_TMP, 'no-app'), label: 'load' })
  const scratch = mkdtempSync(join(BENCH_TMP, 'bare-fastify-'))
  try {
    const answer = await fetchAnswer(`${hubdeck.url}/api`)
    const bare = await startBareFastify(scratch, '/api', answer, 'answer')
    try {
      const targets = [
        { key: 'hubdeck', url: `${hubdeck.url}/api` },
        { key: 'bare', url: bare.url },
      ]
      const request = { body: REQUEST }
      for (const { url } of targets) await load(url, request, { seconds: 1, connections }) // warm-up, not counted
      const samples = new Map<string, LoadResult[]>(targets.map(({ key }) => [key, []]))
      for (let round = 0; round < rounds; round++) {
        for (const { key, url } of targets) samples.get(key)?.push(await load(url, request, { seconds, connections }))
      }
      const hub = samples.get('hubdeck') ?? []
      const base = samples.get('bare') ?? []
      const note = `POST /api hub_getSupportChains (${answer.length} bytes of JSON), ${connections} connections, ${seconds} s a round, median of ${rounds} round(s) after a 1 s warm-up; load from an autocannon process. Baseline: a bare Fastify handler (own process) returning the same JSON.`
      return [
        measured(
          'server',
          'server hub_getSupportChains throughput',
          'rps',
          median(hub.map((r) => r.rps)),
          median(base.map((r) => r.rps)),
          {
            note,
            details: { runs: hub, baselineRuns: base },
          },
        ),
        measured(
          'server',
          'server hub_getSupportChains p99 latency',
          'ms',
          median(hub.map((r) => r.p99)),
          median(base.map((r) => r.p99)),
          { note },
        ),
      ]
    } finally {
      await bare.process.stop()
    }
  } finally {
    await hubdeck.stop()
    rmSync(scratch, { recursive: true, force: true })
  }
}

/** The real server's answer, checked: a JSON-RPC result, not an error. */
async function fetchAnswer(url: string): Promise<string> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: REQUEST })
  const text = await response.text()
  const parsed = JSON.parse(text) as { result?: unknown; error?: unknown }
  if (!response.ok || !Array.isArray(parsed.result))
    throw new Error(`hub_getSupportChains answered ${response.status}: ${text.slice(0, 200)}`)
  return text
}
