/**
 * Row "Store": the event store (`src/store/`) in Chromium's real IndexedDB (never
 * fake-indexeddb). A tiny page (`store-page/`, built here with Vite's `build()` API into
 * `.tmp/bench/store-page/` and served by a bare node:http server) runs the real HubDatabase,
 * event log, projections and commands, and a raw Dexie baseline, on fresh databases per run;
 * every timing is taken inside the page. Median of 3 runs (1 with --quick) after a small warm-up,
 * the store and the baseline measured in the same page, taking turns going first.
 *
 * - append: 100,000 `notice.received` events (deposit notices as the socket delivers them)
 *   through `log.append('u1', batch)` in batches of 100, against one raw `bulkPut` of the same rows
 *   into a plain table in one transaction (issue 15). A store append still running after `capMs` stops there:
 *   the line fails with how far it got and why, and the bench moves on instead of stalling.
 * - log size: the events the scope holds afterwards (compaction bounds it; no ratio).
 * - start-up read: a fresh HubDatabase and event log over the same database (a reload) reading
 *   every projection's view side by side, against raw `bulkGet` by key of as many rows as the
 *   store was given (reading the log back without snapshots).
 * - rebuild: a log holding the same 100,000 events and no snapshot (written untimed), read by a
 *   fresh HubDatabase and event log, every projection's view side by side: every projection
 *   rebuilt from the log, as after a projection's version bump or an upcaster change; against
 *   opening the raw table again and `toArray()` of its rows (the same rows).
 */
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { build } from 'vite'
import { PROGRESS_EVERY, type AppendResult, type LogBound, type ReadResult, type StoreBenchApi } from './store-page/api'
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium'
import { measured, type BenchLine } from './support/lines'
import { median } from './support/median'
import { BENCH_TMP } from './support/paths'

const PAGE_SOURCE = join(import.meta.dirname, 'store-page')
const PAGE_DIST = join(BENCH_TMP, 'store-page')

export interface StoreBenchOptions {
  /** Measured runs, each on fresh databases, after a warm-up of `warmUpEvents` that is not counted. */
  runs?: number
  events?: number
  batch?: number
  warmUpEvents?: number
  /** A store append still running after this stops (and fails the append line) instead of stalling the bench. */
  capMs?: number
}

/**
 * run.ts calls `benchStore()` without options today; until it passes `{ runs: quick ? 1 : 3 }`,
 * --quick is read from the command line here.
 */
const DEFAULT_RUNS = process.argv.includes('--quick') ? 1 : 3

export async function benchStore(options: StoreBenchOptions = {}): Promise<BenchLine[]> {
  const { runs = DEFAULT_RUNS, events = 100_000, batch = 100, warmUpEvents = 2_000, capMs = 90_000 } = options
  await buildPage()
  const server = await serve(PAGE_DIST)
  const browser = await chromium
    .launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true })
    .catch(async (error: unknown) => {
      await server.close()
      throw error
    })
  try {
    const page = await browser.newPage()
    const pageErrors: string[] = []
    page.on('pageerror', (error) => pageErrors.push(error.message))
    await page.goto(server.url)
    await page
      .waitForFunction(() => Boolean(window.__storeBench), undefined, { timeout: 30_000 })
      .catch((error: unknown) => {
        throw new Error(`the store bench page did not start: ${pageErrors.join('; ') || String(error)}`)
      })
    const bound = await page.evaluate(() => (window.__storeBench as StoreBenchApi).limits)

    const plan = { events, batch, capMs }
    await measureRun(page, 'warm-up', { ...plan, events: warmUpEvents }, false) // not counted
    const samples: RunSample[] = []
    for (let run = 0; run < runs; run++) {
      const sample = await measureRun(page, `run-${run}`, plan, run % 2 === 1)
      samples.push(sample)
      if (sample.storeAppend.appended < events) break // capped: repeating it would only cost the cap again
    }
    return lines(samples, { ...plan, runs, bound })
  } finally {
    await browser.close()
    await server.close()
  }
}

interface Plan {
  events: number
  batch: number
  capMs: number
}

interface RunSample {
  storeAppend: AppendResult
  rawAppend: AppendResult
  storeRead: ReadResult
  rawRead: ReadResult
  storeRebuild: ReadResult
  rawReadAll: ReadResult
}

/** One run: both appends, then both reads, on fresh databases deleted afterwards. */
async function measureRun(page: Page, label: string, { events, batch, capMs }: Plan, storeFirst: boolean) {
  const store = `bench-store-${label}`
  const raw = `bench-raw-${label}`
  const call = <K extends Exclude<keyof StoreBenchApi, 'limits'>>(name: K, ...args: Parameters<StoreBenchApi[K]>) =>
    page.evaluate(
      ([name, args]) => {
        const api = window.__storeBench as StoreBenchApi
        return (api[name] as (...args: unknown[]) => Promise<unknown>)(...args)
      },
      [name, args] as const,
    ) as Promise<Awaited<ReturnType<StoreBenchApi[K]>>>
  // The store and the baseline take turns going first, so neither always meets a warmer disk.
  const inTurn = async <T>(storeSide: () => Promise<T>, rawSide: () => Promise<T>): Promise<[T, T]> => {
    if (storeFirst) {
      const first = await storeSide()
      return [first, await rawSide()]
    }
    const first = await rawSide()
    return [await storeSide(), first]
  }
  try {
    const [storeAppend, rawAppend] = await inTurn(
      () => call('storeAppend', store, events, batch, capMs),
      () => call('rawAppend', raw, events),
    )
    // As many rows as the store was given (all of them unless the cap stopped it).
    const [storeRead, rawRead] = await inTurn(
      () => call('storeRead', store),
      () => call('rawRead', raw, storeAppend.appended),
    )
    const rebuilt = `bench-rebuild-${label}`
    const [storeRebuild, rawReadAll] = await inTurn(
      () => call('storeRebuild', rebuilt, events).finally(() => call('drop', rebuilt)),
      () => call('rawReadAll', raw),
    )
    if (rawReadAll.rows !== events) throw new Error(`the baseline toArray found ${rawReadAll.rows} rows, not ${events}`)
    if (rawAppend.rows !== events) throw new Error(`the baseline table holds ${rawAppend.rows} rows, not ${events}`)
    if (rawRead.rows !== storeAppend.appended)
      throw new Error(`the baseline bulkGet found ${rawRead.rows} rows, not ${storeAppend.appended}`)
    return { storeAppend, rawAppend, storeRead, rawRead, storeRebuild, rawReadAll } satisfies RunSample
  } finally {
    await call('drop', store)
    await call('drop', raw)
  }
}

function lines(samples: RunSample[], plan: Plan & { runs: number; bound: LogBound }): BenchLine[] {
  const { runs, events, batch, capMs, bound } = plan
  const count = thousands(events)
  const pick = <T>(get: (sample: RunSample) => T) => samples.map(get)
  const appendMs = pick((sample) => sample.storeAppend.ms)
  const rawAppendMs = pick((sample) => sample.rawAppend.ms)
  const readMs = pick((sample) => sample.storeRead.ms)
  const rawReadMs = pick((sample) => sample.rawRead.ms)
  const rebuildMs = pick((sample) => sample.storeRebuild.ms)
  const rawReadAllMs = pick((sample) => sample.rawReadAll.ms)
  const sizes = pick((sample) => sample.storeAppend.rows)
  const size = Math.max(...sizes)
  const last = samples.at(-1) as RunSample
  const appended = last.storeAppend.appended
  const capped = appended < events
  const measuredRuns = `median of ${samples.length}${samples.length < runs ? ` (of ${runs} planned: run ${samples.length} was capped)` : ''}`
  const appendDetails = {
    runs: appendMs,
    baselineRuns: rawAppendMs,
    appended: pick((sample) => sample.storeAppend.appended),
    progressEvery: PROGRESS_EVERY,
    progress: last.storeAppend.progress,
    baselineProgress: last.rawAppend.progress,
  }
  const what = `${count} notice.received events (deposit notices) through log.append('u1', batch) in batches of ${batch}, every projection and compaction included. Baseline: one raw Dexie bulkPut of the same rows into a plain table in one transaction, same page, same run.`
  const append: BenchLine = capped
    ? {
        row: 'store',
        name: `store append ${count} events`,
        unit: 'ms',
        figure: null,
        baseline: median(rawAppendMs),
        ratio: null,
        status: 'failed',
        note: `capped at ${capMs / 1000} s: ${thousands(appended)} of ${count} appended\n${cappedReason(last, capMs)} Measured: ${what}`,
        details: appendDetails,
      }
    : measured('store', `store append ${count} events`, 'ms', median(appendMs), median(rawAppendMs), {
        note: `Chromium IndexedDB, fresh database per run, ${measuredRuns}: ${what}`,
        details: appendDetails,
      })
  const after = capped ? `the ${thousands(appended)} events appended before the cap` : `the ${count} events`
  return [
    append,
    // A count, printed as a whole number (the "score" format); no ratio: the bound is the point.
    measured('store', 'store log size after the append', 'score', size, last.rawAppend.rows, {
      minBaseline: Number.POSITIVE_INFINITY,
      note: `${size <= bound.maxEvents ? '' : `OVER THE BOUND of ${bound.maxEvents}. `}Events the scope's log holds after ${after} (largest of the runs); compaction should keep it at most ${bound.maxEvents} however many arrive. Baseline: rows of the raw table, which keeps every one.`,
      details: { runs: sizes, maxEvents: bound.maxEvents, keepEvents: bound.keepEvents },
    }),
    measured('store', 'store start-up read (every view)', 'ms', median(readMs), median(rawReadMs), {
      note: `After the append of ${after}: a fresh HubDatabase + createEventLog over the same database (a reload, open included) reading every projection's view (read(scope, p), side by side), ${measuredRuns}. Baseline: opening the raw table again and one bulkGet by key of as many rows (the log read back without snapshots).`,
      details: {
        runs: readMs,
        baselineRuns: rawReadMs,
        rowsRead: last.storeRead.rowsRead,
        views: last.storeRead.views,
      },
    }),
    measured('store', `store rebuild from a log of ${count} events`, 'ms', median(rebuildMs), median(rawReadAllMs), {
      note: `A log holding ${count} notice.received events and no snapshot (written untimed): a fresh HubDatabase + createEventLog (open included) reading every projection's view side by side, so every projection is rebuilt from the log, as after a version bump or an upcaster change; ${measuredRuns}. Baseline: opening the raw table again and toArray() of its ${count} rows.`,
      details: { runs: rebuildMs, baselineRuns: rawReadAllMs },
    }),
  ]
}

/** Why an append ran out of time, from what the run recorded: the cost per batch and the views' sizes. */
function cappedReason({ storeAppend, rawAppend, storeRead }: RunSample, capMs: number): string {
  const { progress } = storeAppend
  const first = progress[0]
  const lastStep = progress.length > 1 ? (progress.at(-1) as number) - (progress.at(-2) as number) : undefined
  const biggest = Object.entries(storeRead.views ?? {}).sort(([, a], [, b]) => b.jsonBytes - a.jsonBytes)[0]
  const parts = [
    `The store had appended ${thousands(storeAppend.appended)} events when it passed ${capMs / 1000} s; the baseline appended all ${thousands(rawAppend.appended)} in ${(rawAppend.ms / 1000).toFixed(1)} s.`,
  ]
  if (first !== undefined && lastStep !== undefined)
    parts.push(
      `The first ${thousands(PROGRESS_EVERY)} events took ${first.toFixed(0)} ms, the last ${thousands(PROGRESS_EVERY)} ${lastStep.toFixed(0)} ms.`,
    )
  if (biggest) {
    const [name, view] = biggest
    parts.push(
      `Largest view then: "${name}", ${(view.jsonBytes / 1e6).toFixed(1)} MB as JSON${view.notices === undefined ? '' : ` (${thousands(view.notices)} notices)`}.`,
    )
  }
  return parts.join(' ')
}

function thousands(value: number): string {
  return value.toLocaleString('en-US')
}

/** Builds `store-page/` with Vite's API into `.tmp/bench/store-page/` (the app's target, no app plugins). */
async function buildPage(): Promise<void> {
  await build({
    root: PAGE_SOURCE,
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: { outDir: PAGE_DIST, emptyOutDir: true, target: 'es2022', sourcemap: false },
  })
}

interface StaticServer {
  url: string
  close: () => Promise<void>
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
}

/** Serves `dir` on 127.0.0.1 and a free port: GET only, files only, `/` is `index.html`. */
async function serve(dir: string): Promise<StaticServer> {
  const server: Server = createServer((request, response) => {
    const path = normalize(join(dir, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)))
    const file = path.endsWith(sep) ? join(path, 'index.html') : path
    const send404 = () => response.writeHead(404).end()
    if (!file.startsWith(dir + sep)) return send404()
    stat(file).then((info) => {
      if (!info.isFile()) return send404()
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
      createReadStream(file).pipe(response)
    }, send404)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
