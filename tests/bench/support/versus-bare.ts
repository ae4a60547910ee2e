/**
 * Calls on the real server against a bare Fastify handler returning the same JSON, each in its
 * own process, load from an autocannon process, rounds alternating after a 1 s warm-up: the
 * shape of every "X against bare Fastify" row (keys, wallet).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { load, startBareFastify, type LoadRequest, type LoadResult } from './autocannon'
import { measured, type BenchLine, type RowId } from './lines'
import { median } from './median'
import { BENCH_TMP } from './paths'

/** One call to measure, with the answer the real server gave it (the baseline returns it too). */
export interface LoadTarget {
  name: string
  path: string
  request: LoadRequest
  answer: string
}

export interface VersusBareOptions {
  /** Measured rounds per server and call, alternating. */
  rounds: number
  /** Seconds per round. */
  seconds: number
  connections: number
}

/** Throughput and p99 lines of each target on `baseUrl` against its bare twin. */
export async function versusBareFastify(
  row: RowId,
  baseUrl: string,
  targets: readonly LoadTarget[],
  { rounds, seconds, connections }: VersusBareOptions,
): Promise<BenchLine[]> {
  const scratch = mkdtempSync(join(BENCH_TMP, `bare-fastify-${row}-`))
  const bares: Array<Awaited<ReturnType<typeof startBareFastify>>> = []
  try {
    for (const target of targets)
      bares.push(await startBareFastify(scratch, target.path, target.answer, `bare-${bares.length + 1}`))
    const runs = targets.map((target, index) => ({
      target,
      hub: { url: `${baseUrl}${target.path}`, samples: [] as LoadResult[] },
      bare: { url: bares[index]?.url ?? '', samples: [] as LoadResult[] },
    }))
    for (const { target, hub, bare } of runs) {
      for (const side of [hub, bare]) await load(side.url, target.request, { seconds: 1, connections }) // warm-up
    }
    for (let round = 0; round < rounds; round++) {
      for (const { target, hub, bare } of runs) {
        for (const side of [hub, bare])
          side.samples.push(await load(side.url, target.request, { seconds, connections }))
      }
    }
    return runs.flatMap(({ target, hub, bare }) => {
      const note = `${target.name} (${target.answer.length} bytes of JSON), ${connections} connections, ${seconds} s a round, median of ${rounds} round(s) after a 1 s warm-up; load from an autocannon process. Baseline: a bare Fastify handler (own process) returning the same JSON.`
      return [
        measured(
          row,
          `${row} ${target.name} throughput`,
          'rps',
          median(hub.samples.map((r) => r.rps)),
          median(bare.samples.map((r) => r.rps)),
          { note, details: { runs: hub.samples, baselineRuns: bare.samples } },
        ),
        measured(
          row,
          `${row} ${target.name} p99 latency`,
          'ms',
          median(hub.samples.map((r) => r.p99)),
          median(bare.samples.map((r) => r.p99)),
          { note },
        ),
      ]
    })
  } finally {
    for (const bare of bares) await bare.process.stop()
    rmSync(scratch, { recursive: true, force: true })
  }
}
