/**
 * The fast slice of `npm run harden:crash`: 2 kill -9 cycles on one PGlite folder (and on a
 * PostgreSQL database of its own when the run has one), each restart must come up and every
 * acknowledged write must read back.
 */
import { describe, expect, it } from 'vitest'
import { testEngines } from '../test-support/test-database'
import { pgliteTarget, postgresTarget, runCrashCycles } from './crash-run'

/** Two cycles: a restart after a kill, twice, on each engine; the long form runs 20. */
const CYCLES = 2

describe.each(testEngines())('kill -9 during writes, then a restart, on %s', (engine) => {
  it('comes back up with every acknowledged write', { timeout: 120_000 }, async () => {
    const target =
      engine === 'pglite' ? await pgliteTarget() : await postgresTarget(process.env.HUBDECK_TEST_DATABASE_URL!)
    try {
      const report = await runCrashCycles(target, { cycles: CYCLES })
      console.log(
        `crash on ${engine}: ${report.cycles} cycles, ${report.acknowledged} acknowledged writes, ` +
          `${report.inFlight} in flight at the kills, first start ${report.firstStartMs} ms, restarts ${report.restartMs.join(', ')} ms`,
      )
      expect(report.failedRestarts).toEqual([])
      expect(report.lost).toEqual([])
      expect(report.cycles).toBe(CYCLES)
      // Each cycle acknowledged its account and at least 3 writes before the kill.
      expect(report.acknowledged).toBeGreaterThanOrEqual(CYCLES * 4)
    } finally {
      await target.dispose()
    }
  })
})
