/**
 * Row "First visit": all JavaScript a cold visit fetches until the network is idle, measured
 * from the browser's script responses, on `/login` (signed out) and on `/rpc/endpoint` signed
 * in as the demo account (its key list on screen), against the bare React page measured the
 * same way in the same run.
 *
 * Each visit is a fresh browser context (empty HTTP cache, no service worker, no IndexedDB):
 * every script response the browser receives from navigation start until Playwright's
 * `networkidle` (no request for 500 ms) counts — the page's and, were there any, its service
 * worker's (Chromium reports both on the context) — each body gzipped at level 9, as the bundle
 * row weighs files, so the transfer encoding the server picked (on-the-fly Brotli for the bare
 * build, precompressed for the app) does not skew the ratio.
 *
 * What comes after idle is reported, not counted: the service worker's precache (every chunk,
 * so that every screen opens offline; `src/app/after-settled.ts` starts it once the page is
 * usable and the network quiet) and anything else fetched until the worker is active.
 */
import { gzipSync } from 'node:zlib'
import { chromium, type Browser, type BrowserContext, type Response } from '@playwright/test'
import { startAppServer, type AppServer } from './support/app-server'
import { buildApp, buildBareReact } from './support/builds'
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium'
import { demoSessionCookies } from './support/demo-session'
import { measured, type BenchLine } from './support/lines'
import { median } from './support/median'

/** A visit's scripts: until idle (counted) and after it, until the worker is active (reported). */
interface Visit {
  untilIdle: ScriptFetch[]
  afterIdle: ScriptFetch[]
}

interface ScriptFetch {
  path: string
  gzipBytes: number
  /** Fetched by the service worker (its precache), not by the page. */
  byWorker: boolean
}

/** How long to wait after idle for the worker's precache to finish. */
const WORKER_WAIT_MS = 30_000

export async function benchFirstVisit({ runs }: { runs: number }): Promise<BenchLine[]> {
  const [appDist, bareDist] = await Promise.all([buildApp(), buildBareReact()])
  const servers: AppServer[] = []
  let browser: Browser | undefined
  try {
    for (const [staticDir, label] of [
      [appDist, 'first-visit-app'],
      [bareDist, 'first-visit-bare'],
    ] as const) {
      servers.push(await startAppServer({ staticDir, label }))
    }
    const [app, bare] = servers as [AppServer, AppServer]
    browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true })
    const targets = [
      { key: 'bare', visit: (b: Browser) => visit(b, `${bare.url}/`, { waitForWorker: false }) },
      {
        key: '/login',
        visit: (b: Browser) => visit(b, `${app.url}/login`, { usable: 'input[type="password"]', waitForWorker: true }),
      },
      {
        key: '/rpc/endpoint',
        visit: async (b: Browser) =>
          visit(b, `${app.url}/rpc/endpoint`, {
            cookies: await demoSessionCookies(app.url),
            usable: '[data-testid="api-key-count"]',
            waitForWorker: true,
          }),
      },
    ]
    const samples = new Map<string, Visit[]>(targets.map(({ key }) => [key, []]))
    // Interleaved, so a busy moment of the machine hits every target alike.
    for (let run = 0; run < runs; run++) {
      for (const { key, visit: run } of targets) samples.get(key)?.push(await run(browser))
    }
    const bareVisits = samples.get('bare') ?? []
    const bareBytes = median(bareVisits.map((one) => total(one.untilIdle)))
    return ['/login', '/rpc/endpoint'].map((path) => {
      const visits = samples.get(path) ?? []
      const bytes = visits.map((one) => total(one.untilIdle))
      const afterIdle = visits.map((one) => total(one.afterIdle))
      const who = path === '/rpc/endpoint' ? ' (signed in as the demo account, its key list on screen)' : ''
      return measured(
        'first-visit',
        `first visit ${path} JS until network idle (gz)`,
        'bytes',
        median(bytes),
        bareBytes,
        {
          note: `A cold visit${who} in a fresh browser context: every script response (page and service worker) from navigation start to Playwright's networkidle, each body gzipped at level 9; median of ${runs}. Not counted, reported in the JSON: what arrives after idle until the service worker is active (its precache of every chunk, for offline use), median ${(median(afterIdle) / 1000).toFixed(1)} kB gz. Baseline: the bare React page measured the same way.`,
          details: {
            runs: bytes,
            baselineRuns: bareVisits.map((one) => total(one.untilIdle)),
            files: visits[0]?.untilIdle,
            afterIdleRuns: afterIdle,
            afterIdleFiles: visits[0]?.afterIdle,
            baselineFiles: bareVisits[0]?.untilIdle,
          },
        },
      )
    })
  } finally {
    await browser?.close()
    await Promise.all(servers.map((server) => server.stop()))
  }
}

/**
 * One cold visit in a fresh context: the scripts fetched until network idle, then (with
 * `waitForWorker`) those fetched until a service worker is active.
 */
async function visit(
  browser: Browser,
  url: string,
  options: { cookies?: Awaited<ReturnType<typeof demoSessionCookies>>; usable?: string; waitForWorker: boolean },
): Promise<Visit> {
  const context = await browser.newContext({ serviceWorkers: 'allow' })
  try {
    if (options.cookies) await context.addCookies(options.cookies)
    const recorder = recordScripts(context)
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 })
    const untilIdle = await recorder.cut()
    if (options.usable) {
      // The page must be usable at idle: what it needed is then among the counted scripts.
      const shown = await page.locator(options.usable).count()
      if (shown === 0) throw new Error(`${url} showed no ${options.usable} at network idle (at ${page.url()})`)
    }
    if (new URL(page.url()).pathname !== new URL(url).pathname) {
      throw new Error(`${url} ended on ${page.url()}: the visit measured another page`)
    }
    if (options.waitForWorker) {
      await page
        .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: WORKER_WAIT_MS })
        .catch(() => {
          throw new Error(`${url}: no service worker controlled the page within ${WORKER_WAIT_MS / 1000} s of idle`)
        })
    }
    const afterIdle = await recorder.cut()
    return { untilIdle, afterIdle }
  } finally {
    await context.close()
  }
}

/** Records every script response of the context; `cut()` returns those since the last cut. */
function recordScripts(context: BrowserContext): { cut: () => Promise<ScriptFetch[]> } {
  let pending: Array<Promise<ScriptFetch | null>> = []
  context.on('response', (response) => pending.push(scriptFetch(response)))
  return {
    async cut() {
      const taken = pending
      pending = []
      return (await Promise.all(taken)).filter((fetch): fetch is ScriptFetch => fetch !== null)
    },
  }
}

async function scriptFetch(response: Response): Promise<ScriptFetch | null> {
  const request = response.request()
  const path = new URL(response.url()).pathname
  const isScript = request.resourceType() === 'script' || /\.m?js$/.test(path)
  if (!isScript || response.status() !== 200) return null
  const body = await response.body().catch(() => null)
  if (!body) return null
  return { path, gzipBytes: gzipSync(body, { level: 9 }).length, byWorker: request.serviceWorker() !== null }
}

function total(fetches: readonly ScriptFetch[]): number {
  return fetches.reduce((sum, fetch) => sum + fetch.gzipBytes, 0)
}
