/**
 * Row "Offline warm start": with the service worker installed and the browser offline, the time
 * from navigation start to the page's first heading painted, for `/rpc/endpoint` against a
 * static HTML page served by the same worker from the same precache. Median of 10 (3 with
 * --quick), the two pages interleaved.
 *
 * The baseline page: the app precaches no static page of its own (every navigation gets the
 * shell, `index.html`, which boots the app), so the bench copies the build, adds
 * `bench-static.html` (a heading and nothing else) and lists it in that copy's precache
 * manifest inside `sw.js`. Same origin, same worker code, same cache: the ratio is the cost of
 * booting the app from the worker's cache over the cost of the worker serving a page at all.
 */
import { createHash } from 'node:crypto'
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type BrowserContext } from '@playwright/test'
import { startAppServer } from './support/app-server'
import { buildApp } from './support/builds'
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium'
import { measured, type BenchLine } from './support/lines'
import { median } from './support/median'
import { BENCH_TMP } from './support/paths'

declare global {
  interface Window {
    /** Set by the bench's init script: the first non-empty `<h1>` and when its frame began (ms since navigation start). */
    __benchHeading?: { text: string; at: number }
  }
}

const STATIC_PAGE = 'bench-static.html'
const STATIC_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>Endpoints</title></head>
  <body><h1>Endpoints</h1></body>
</html>
`

export async function benchOfflineStart({ runs }: { runs: number }): Promise<BenchLine[]> {
  const staticDir = withStaticPage(await buildApp())
  const server = await startAppServer({ staticDir, label: 'offline' })
  const browser = await chromium
    .launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true })
    .catch(async (error: unknown) => {
      await server.stop()
      throw error
    })
  try {
    const context = await browser.newContext({ serviceWorkers: 'allow' })
    await context.addInitScript(recordFirstHeading)
    await installWorker(context, `${server.url}/rpc/endpoint`)
    await context.setOffline(true)
    const targets = [
      { key: 'app', url: `${server.url}/rpc/endpoint`, heading: 'Endpoints' },
      { key: 'static', url: `${server.url}/${STATIC_PAGE}`, heading: 'Endpoints' },
    ]
    const samples = new Map<string, number[]>(targets.map(({ key }) => [key, []]))
    for (const target of targets) await headingTime(context, target.url, target.heading) // warm-up, not counted
    for (let run = 0; run < runs; run++) {
      for (const { key, url, heading } of targets) samples.get(key)?.push(await headingTime(context, url, heading))
    }
    const app = samples.get('app') ?? []
    const base = samples.get('static') ?? []
    return [
      measured('offline', 'offline warm start /rpc/endpoint heading', 'ms', median(app), median(base), {
        note: `Service worker installed, browser offline: navigation start → first frame with the page's <h1> (in-page performance.now()), median of ${runs}. Baseline: a static HTML page with the same <h1> precached by the same worker. The mark moves to "rendered from IndexedDB" when the event store lands.`,
        details: { runs: app, baselineRuns: base },
      }),
    ]
  } finally {
    await browser.close()
    await server.stop()
    rmSync(staticDir, { recursive: true, force: true })
  }
}

/** Copies the build and adds the baseline page to the copy's worker precache. */
function withStaticPage(appDist: string): string {
  const copy = join(BENCH_TMP, 'app-offline')
  rmSync(copy, { recursive: true, force: true })
  cpSync(appDist, copy, { recursive: true })
  writeFileSync(join(copy, STATIC_PAGE), STATIC_HTML)
  const swFile = join(copy, 'sw.js')
  const worker = readFileSync(swFile, 'utf8')
  // workbox's injectManifest writes entries as JSON objects: {"revision":"…","url":"index.html"}
  const shellEntry = /\{"revision":"[0-9a-f]+","url":"index\.html"\}/
  if (!shellEntry.test(worker))
    throw new Error('sw.js has no precache entry for index.html: cannot add the baseline page')
  const revision = createHash('md5').update(STATIC_HTML).digest('hex')
  writeFileSync(
    swFile,
    worker.replace(shellEntry, (entry) => `${entry},{"revision":"${revision}","url":"${STATIC_PAGE}"}`),
  )
  return copy
}

/** Visits the app online once and waits until its worker controls the page (precache complete). */
async function installWorker(context: BrowserContext, url: string): Promise<void> {
  const page = await context.newPage()
  await page.goto(url)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      )
    }
  })
  await page.close()
}

/** Opens `url` in a new tab and returns when (ms after navigation start) its heading was first painted. */
async function headingTime(context: BrowserContext, url: string, heading: string): Promise<number> {
  const page = await context.newPage()
  try {
    const response = await page.goto(url, { waitUntil: 'commit' })
    if (!response?.fromServiceWorker()) throw new Error(`${url} was not served by the service worker offline`)
    const handle = await page.waitForFunction(() => window.__benchHeading, undefined, { timeout: 30_000 })
    const seen = (await handle.jsonValue()) as { text: string; at: number }
    if (seen.text !== heading) throw new Error(`${url} showed "${seen.text}" first, not "${heading}"`)
    return seen.at
  } finally {
    await page.close()
  }
}

/**
 * Runs in every page before its own scripts: notes the first `<h1>` with text and stamps the
 * start of the frame that paints it (requestAnimationFrame), in ms since navigation start.
 */
function recordFirstHeading(): void {
  const observer = new MutationObserver(() => {
    const text = document.querySelector('h1')?.textContent?.trim()
    if (!text) return
    observer.disconnect()
    requestAnimationFrame(() => (window.__benchHeading = { text, at: performance.now() }))
  })
  observer.observe(document, { childList: true, subtree: true, characterData: true })
}
