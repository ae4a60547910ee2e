/**
 * The chaos runs of the offline outbox (issue 21) in `npm test`: a fast slice of seeded runs
 * (chaos-run.ts), each ending with every queued write applied once, in order. `npm run
 * harden:chaos -- --runs 1000` plays many more through this same file (chaos-cli.ts sets
 * `HUBDECK_CHAOS_RUNS`, `HUBDECK_CHAOS_SEED` and `HUBDECK_CHAOS_REPORT`, where the figures go).
 */
import 'fake-indexeddb/auto'
import { writeFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sliceEngines } from '../../../server/test-support/test-database'
import { startChaosHarness, type ChaosHarness, type ChaosResult } from './chaos-run'
import { chaosScenario, FAULTS } from './chaos-scenario'

/** The fast slice: 20 runs, seeds 1–20, about 8 s (0.4 s a run in the 1,000-run form). */
const SLICE_RUNS = 20
const RUNS = Number(process.env.HUBDECK_CHAOS_RUNS ?? SLICE_RUNS)
const FIRST_SEED = Number(process.env.HUBDECK_CHAOS_SEED ?? 1)
const REPORT = process.env.HUBDECK_CHAOS_REPORT
const seedsFrom = (first: number, count: number) => Array.from({ length: count }, (_, index) => first + index)
const seeds = seedsFrom(FIRST_SEED, RUNS)
const sliceSeeds = seedsFrom(1, SLICE_RUNS)

describe('the chaos scenarios', () => {
  it('are the same for the same seed, so a failure is replayed from its seed', () => {
    for (const seed of sliceSeeds) expect(chaosScenario(seed)).toEqual(chaosScenario(seed))
    expect(chaosScenario(1).steps).not.toEqual(chaosScenario(2).steps)
  })

  it('reach every kind of trouble the issue names within the fast slice', () => {
    const steps = sliceSeeds.flatMap((seed) => chaosScenario(seed).steps)
    const kinds = new Set(steps.map((step) => step.kind))
    for (const kind of ['enqueue', 'goOffline', 'goOnline', 'reload', 'killMidFlush', 'restartServer', 'openTab'])
      expect(kinds, kind).toContain(kind)
    const faults = new Set(steps.flatMap((step) => (step.kind === 'faults' ? [step.fault] : [])))
    expect([...faults].sort()).toEqual([...FAULTS].sort())
  })
})

describe.each(sliceEngines())('the offline outbox under chaos (%s)', (engine) => {
  let harness: ChaosHarness

  beforeAll(async () => {
    harness = await startChaosHarness(engine)
  })

  afterAll(async () => {
    await harness?.close()
  })

  it(
    `loses and doubles no write in ${RUNS} seeded runs from seed ${FIRST_SEED}`,
    async () => {
      const started = Date.now()
      const results: ChaosResult[] = []
      for (const seed of seeds) {
        results.push(await harness.run(seed))
        // The long form (chaos-cli.ts) runs for minutes: say how far it is.
        if (REPORT && results.length % 100 === 0) console.log(`… ${results.length} runs`)
      }
      const failures = results.flatMap((result) => (result.failure ? [result.failure] : []))
      const figures = {
        engine,
        runs: results.length,
        firstSeed: FIRST_SEED,
        steps: results.reduce((sum, result) => sum + result.steps, 0),
        writes: results.reduce((sum, result) => sum + result.writes, 0),
        failures: failures.length,
        seconds: Math.round((Date.now() - started) / 100) / 10,
        failed: failures,
      }
      if (REPORT) writeFileSync(REPORT, JSON.stringify(figures, null, 2))
      expect(failures, failures.join('\n\n')).toEqual([])
    },
    Math.max(60_000, RUNS * 2_000),
  )
})
