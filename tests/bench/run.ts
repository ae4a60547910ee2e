/**
 * `npm run bench`: runs the rows, prints one table (figure, baseline measured in the same run,
 * ratio last) and writes `bench-results.json`. A row that fails prints "failed: reason" and the
 * others still run; the exit code is 1 only if a row failed.
 *
 *   npm run bench                            every row, full runs (~10 min on 2 cores)
 *   npm run bench -- --quick                 fewer runs, Lighthouse mobile only
 *   npm run bench -- --only bundle,server    some rows (bundle, first-visit, lighthouse, offline, store, server, keys, wallet, deposits, socket, usage, reports)
 *   npm run bench -- --sockets 1000          N for the socket row
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { parseArgs } from 'node:util'
import { failed, ROW_IDS, type BenchLine, type RowId } from './support/lines'
import { BENCH_TMP, RESULTS_FILE } from './support/paths'
import { formatTable } from './support/table'

interface Options {
  rows: RowId[]
  quick: boolean
  sockets: number
}

/** Each row, loaded only when it runs (Lighthouse and Playwright are slow to import). */
const ROWS: Record<RowId, (options: Options) => Promise<BenchLine[]>> = {
  bundle: async () => (await import('./bundle')).benchBundle(),
  'first-visit': async ({ quick }) => (await import('./first-visit')).benchFirstVisit({ runs: quick ? 1 : 3 }),
  lighthouse: async ({ quick }) =>
    (await import('./lighthouse')).benchLighthouse(
      quick ? { runs: 1, presets: ['mobile'] } : { runs: 3, presets: ['mobile', 'desktop'] },
    ),
  offline: async ({ quick }) => (await import('./offline-start')).benchOfflineStart({ runs: quick ? 3 : 10 }),
  store: async () => (await import('./store')).benchStore(),
  server: async ({ quick }) =>
    (await import('./server-load')).benchServerLoad({ rounds: quick ? 1 : 3, seconds: 5, connections: 10 }),
  keys: async ({ quick }) =>
    (await import('./api-keys-load')).benchApiKeysLoad({ rounds: quick ? 1 : 3, seconds: 5, connections: 10 }),
  wallet: async ({ quick }) =>
    (await import('./wallet-load')).benchWalletLoad({ rounds: quick ? 1 : 3, seconds: 5, connections: 10 }),
  deposits: async ({ quick }) => (await import('./deposit-lag')).benchDepositLag({ transfers: quick ? 3 : 7 }),
  socket: async ({ sockets, quick }) => (await import('./socket')).benchSocket({ sockets, rounds: quick ? 3 : 7 }),
  usage: async ({ quick }) =>
    (await import('./usage-ingest')).benchUsageIngest({ rounds: quick ? 1 : 3, seconds: 5, connections: 4 }),
  reports: async ({ quick }) =>
    (await import('./reports-load')).benchReportsLoad({ rounds: quick ? 1 : 3, seconds: 5, connections: 10 }),
}

const options = parseOptions(process.argv.slice(2))
mkdirSync(BENCH_TMP, { recursive: true })
const startedAt = new Date()
const lines: BenchLine[] = []
for (const row of options.rows) {
  const started = Date.now()
  console.error(`▶ ${row}…`)
  try {
    lines.push(...(await ROWS[row](options)))
  } catch (error) {
    lines.push(failed(row, error))
  }
  console.error(`  ${row} done in ${((Date.now() - started) / 1000).toFixed(0)} s`)
}

console.log(`\n${formatTable(lines)}`)
writeFileSync(
  RESULTS_FILE,
  `${JSON.stringify(
    {
      measuredAt: startedAt.toISOString(),
      machine: { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version, platform: process.platform },
      options,
      lines,
    },
    null,
    2,
  )}\n`,
)
console.log(`\nWrote ${RESULTS_FILE}`)
const failures = lines.filter((line) => line.status === 'failed')
if (failures.length > 0) {
  console.error(`${failures.length} row(s) failed: ${failures.map((line) => line.row).join(', ')}`)
  process.exitCode = 1
}

function parseOptions(args: string[]): Options {
  const { values } = parseArgs({
    args,
    options: {
      only: { type: 'string' },
      quick: { type: 'boolean', default: false },
      sockets: { type: 'string', default: '1000' },
    },
  })
  const rows = values.only ? values.only.split(',').map((row) => row.trim()) : [...ROW_IDS]
  const unknown = rows.filter((row) => !(ROW_IDS as readonly string[]).includes(row))
  if (unknown.length > 0) {
    console.error(`Unknown row(s): ${unknown.join(', ')}. Rows: ${ROW_IDS.join(', ')}`)
    process.exit(2)
  }
  const sockets = Number(values.sockets)
  if (!Number.isInteger(sockets) || sockets < 1) {
    console.error(`--sockets must be a positive integer, not ${values.sockets}`)
    process.exit(2)
  }
  return { rows: ROW_IDS.filter((row) => rows.includes(row)), quick: values.quick ?? false, sockets }
}
