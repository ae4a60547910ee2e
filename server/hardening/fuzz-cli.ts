/**
 * `npm run harden:fuzz` (issue 21): `--count N` fuzzed bodies of run `--seed S` (default 21)
 * against one server on PGlite, or `--case <seed>` to replay one case alone. Prints the figures;
 * exits non-zero on any failure, printing each failing case's seed and body.
 */
import { parseArgs } from 'node:util'
import { setPasswordCostForTests } from '../modules/account/password'
import { fuzzCase } from './fuzz-bodies'
import { HEAP_GROWTH_BOUND, heapMb, passed, runFuzz, startFuzzHarness } from './fuzz-run'

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '2000' },
    seed: { type: 'string', default: '21' },
    case: { type: 'string' },
  },
})
const count = Number(values.count)
const runSeed = Number(values.seed)
const replay = values.case === undefined ? undefined : Number(values.case)
if (
  !Number.isInteger(count) ||
  count < 1 ||
  !Number.isInteger(runSeed) ||
  (replay !== undefined && !Number.isInteger(replay))
) {
  console.error('usage: fuzz-cli.ts [--count N] [--seed S] [--case SEED]')
  process.exit(2)
}

// Fuzzed hub_register and hub_login calls hash passwords; the hash's cost is not what is tested here.
setPasswordCostForTests(10)
const harness = await startFuzzHarness()
try {
  if (replay !== undefined) {
    const fuzz = fuzzCase(replay, harness.fixture)
    console.log(`case ${replay}: ${fuzz.target} ${fuzz.url} as ${fuzz.caller}, ${fuzz.what}`)
    console.log(`body: ${String(fuzz.body).slice(0, 2000)}`)
  }
  const report = await runFuzz(harness, {
    count: replay === undefined ? count : 1,
    runSeed,
    seeds: replay === undefined ? undefined : [replay],
    sweep: replay === undefined,
    onProgress: (done) => console.log(`… ${done.toLocaleString('en')} sent, heap ${heapMb()} MB`),
  })
  console.log(
    `Fuzzed ${report.count.toLocaleString('en')} bodies (a sweep of ${report.sweepCount.toLocaleString('en')}, then seed ${runSeed}) in ${(report.ms / 1000).toFixed(1)} s`,
  )
  console.log(`  by target: ${JSON.stringify(report.byTarget)}`)
  console.log(`  by HTTP status: ${JSON.stringify(report.byStatus)}`)
  console.log(`  /api answers by outcome: ${JSON.stringify(report.byAnswer)}`)
  console.log(`  5xx or malformed answers, crashes: ${report.failures.length}`)
  console.log(
    `  heap: ${report.heap.warmUpMb} MB after warm-up, ${report.heap.endMb} MB after the run (×${report.heap.ratio.toFixed(2)}, bound ×${HEAP_GROWTH_BOUND})`,
  )
  console.log(`  healthy after the run: ${report.healthy}; fixture repairs: ${report.repairs}`)
  for (const failure of report.failures.slice(0, 20)) {
    const name = failure.sweep ? `sweep case ${failure.seed}` : `case ${failure.seed}`
    console.error(`FAILED ${name} (${failure.target}: ${failure.what}): ${failure.reason}`)
    if (!failure.sweep) console.error(`  replay: npx tsx server/hardening/fuzz-cli.ts --case ${failure.seed}`)
    console.error(`  body: ${failure.body}`)
  }
  process.exitCode = passed(report) ? 0 : 1
} finally {
  await harness.close()
}
