/**
 * `npm run harden:crash -- --cycles 20` (issue 21): kill -9 cycles against `server/main.ts` on a
 * PGlite folder, and on a fresh PostgreSQL database when `HUBDECK_TEST_DATABASE_URL` names a
 * server (`--engine pglite|postgres` for one only). Prints the figures; exits non-zero when a
 * restart failed or an acknowledged write is missing.
 */
import { parseArgs } from 'node:util'
import { pgliteTarget, postgresTarget, runCrashCycles, type CrashTarget } from './crash-run'

const { values } = parseArgs({
  options: {
    cycles: { type: 'string', default: '20' },
    seed: { type: 'string', default: '21' },
    engine: { type: 'string' },
  },
})
const cycles = Number(values.cycles)
const seed = Number(values.seed)
const postgresUrl = process.env.HUBDECK_TEST_DATABASE_URL
const engines = values.engine ? [values.engine] : postgresUrl ? ['pglite', 'postgres'] : ['pglite']
if (
  !Number.isInteger(cycles) ||
  cycles < 1 ||
  !Number.isInteger(seed) ||
  engines.some((engine) => engine !== 'pglite' && engine !== 'postgres') ||
  (engines.includes('postgres') && !postgresUrl)
) {
  console.error(
    'usage: crash-cli.ts [--cycles N] [--seed S] [--engine pglite|postgres] (postgres needs HUBDECK_TEST_DATABASE_URL)',
  )
  process.exit(2)
}

let failed = false
for (const engine of engines) {
  const target: CrashTarget = engine === 'pglite' ? await pgliteTarget() : await postgresTarget(postgresUrl!)
  const started = Date.now()
  try {
    const report = await runCrashCycles(target, {
      cycles,
      seed,
      onCycle: ({ cycles: done, acknowledged, lost }) =>
        console.log(`  ${engine} cycle ${done}: ${acknowledged} acknowledged so far, ${lost.length} lost`),
    })
    const restarts = report.restartMs.toSorted((a, b) => a - b)
    console.log(
      `${engine}: ${report.cycles} of ${cycles} kill -9 cycles, ${report.acknowledged} acknowledged writes ` +
        `(${report.inFlight} more in flight at the kills), ${report.failedRestarts.length} failed restarts, ` +
        `${report.lost.length} acknowledged writes lost; restart ${restarts[0]}–${restarts.at(-1)} ms; ` +
        `${Math.round((Date.now() - started) / 1000)} s`,
    )
    for (const line of [...report.failedRestarts, ...report.lost]) console.log(`  ${line}`)
    failed ||= report.failedRestarts.length > 0 || report.lost.length > 0 || report.cycles !== cycles
  } finally {
    await target.dispose()
  }
}
process.exit(failed ? 1 : 0)
