/**
 * `npm run harden:chaos -- --runs 1000 [--seed S]` (issue 21): plays seeds S, S+1, … S+N−1
 * (default S = 1) through chaos.test.ts, on PGlite, and prints the figures: runs, steps, writes,
 * failures, and for each failure its seed and steps; `--seed S --runs 1` replays one. The runs
 * go through Vitest because the app code they drive is compiled as the app's tests compile it
 * (Lingui's macros). Exits non-zero on any failure.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '1000' }, seed: { type: 'string', default: '1' } },
})
const runs = Number(values.runs)
const seed = Number(values.seed)
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(seed)) {
  console.error('usage: npm run harden:chaos -- [--runs N] [--seed S]')
  process.exit(2)
}

const folder = mkdtempSync(join(tmpdir(), 'hubdeck-chaos-'))
const report = join(folder, 'report.json')
const vitest = spawnSync('npx', ['vitest', 'run', '--project', 'server', 'tests/integration/chaos/chaos.test.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    HUBDECK_CHAOS_RUNS: String(runs),
    HUBDECK_CHAOS_SEED: String(seed),
    HUBDECK_CHAOS_REPORT: report,
    HUBDECK_TEST_ENGINES: 'pglite',
  },
})
try {
  const figures = JSON.parse(readFileSync(report, 'utf8')) as {
    runs: number
    steps: number
    writes: number
    failures: number
    seconds: number
    failed: string[]
  }
  const number = (value: number) => value.toLocaleString('en')
  console.log(
    `Chaos: ${number(figures.runs)} runs (seeds ${seed}–${seed + runs - 1}), ${number(figures.steps)} steps, ` +
      `${number(figures.writes)} writes queued, ${figures.failures} failures (0 lost, 0 doubled when 0) in ${figures.seconds} s`,
  )
  for (const failure of figures.failed) console.error(`\nFAILED ${failure}`)
} catch {
  console.error('The chaos runs wrote no figures: see Vitest’s output above.')
} finally {
  rmSync(folder, { recursive: true, force: true })
}
process.exitCode = vitest.status ?? 1
