/**
 * Row "Offline warm start": the demo user signed in once online (session cookies, see
 * logInOnline), the service worker installed, then the browser offline; each run a new tab. The
 * app's figure is the time from navigation start to the first frame that paints `/rpc/endpoint`
 * usable with its data: the key list drawn from IndexedDB (its key count and table rows), the page
 * where users land. The baseline is a static HTML page served by the same worker from the same
 * precache, timed to the first frame that paints its heading. Both are stamped the same way, by
 * an init script (a MutationObserver, then `requestAnimationFrame` and `performance.now()`).
 * Median of 10 (3 with --quick), the pages interleaved.
 *
 * The baseline page: the app precaches no static page of its own (every navigation gets the
 * shell, `index.html`, which boots the app), so the bench copies the build, adds
 * `bench-static.html` (a heading and nothing else) and lists it in that copy's precache
 * manifest inside `sw.js`. Same origin, same worker code, same cache: the ratio is the cost of
 * booting the app from the worker's cache over the cost of the worker serving a page at all.
 * A second line times the bare React page of the bundle row added the same way
 * (`bench-react.html`): the floor of that ratio for any page React renders.
 */
import { createHash } from 'node:crypto'
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type BrowserContext, type Page } from '@playwright/test'
import { startAppServer } from './support/app-server'
import { buildApp, buildBareReact } from './support/builds'
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium'
import { demoSessionCookies } from './support/demo-session'
import { measured, type BenchLine } from './support/lines'
import { median } from './support/median'
import { BENCH_TMP } from './support/paths'

declare global {
  interface Window {
    /** Set by the bench's init script: the first non-empty `<h1>` and when its frame began (ms since navigation start). Read for the baseline page. */
    __benchHeading?: { text: string; at: number }
    /** Set by the bench's init script: when the frame that first painted the key list began, and what it showed. Read for the app. */
    __benchKeyList?: KeyListSeen
  }
}

/** Where users land: the key list, from the store. */
const APP_PAGE = '/rpc/endpoint'
/** The key list's count line (`api-keys-section.tsx`): rendered only once the list has data. */
const KEY_LIST = '[data-testid="api-key-count"]'

interface KeyListSeen {
  at: number
  /** "4 of 50 keys" */
  count: string
  /** Key rows of the table in that frame. */
  rows: number
}
const STATIC_PAGE = 'bench-static.html'
/** The bare React page of the bundle row, served by the same worker: what any React page pays. */
const REACT_PAGE = 'bench-react.html'
const STATIC_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>Endpoints</title></head>
  <body><h1>Endpoints</h1></body>
</html>
`

export async function benchOfflineStart({ runs }: { runs: number }): Promise<BenchLine[]> {
  const [appDist, bareDist] = await Promise.all([buildApp(), buildBareReact()])
  const staticDir = withBaselinePages(appDist, bareDist)
  const server = await startAppServer({ staticDir, label: 'offline' })
  const browser = await chromium
    .launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true })
    .catch(async (error: unknown) => {
      await server.stop()
      throw error
    })
  try {
    const context = await browser.newContext({ serviceWorkers: 'allow' })
    await context.addInitScript(recordFirstPaints, KEY_LIST)
    await logInOnline(context, server.url)
    await context.setOffline(true)
    const targets = [
      { key: 'app', time: () => keyListTime(context, `${server.url}${APP_PAGE}`) },
      { key: 'static', time: () => headingTime(context, `${server.url}/${STATIC_PAGE}`, 'Endpoints') },
      { key: 'react', time: () => headingTime(context, `${server.url}/${REACT_PAGE}`, 'Hello') },
    ]
    const samples = new Map<string, number[]>(targets.map(({ key }) => [key, []]))
    for (const target of targets) await target.time() // warm-up, not counted
    for (let run = 0; run < runs; run++) {
      for (const { key, time } of targets) samples.get(key)?.push(await time())
    }
    const app = samples.get('app') ?? []
    const base = samples.get('static') ?? []
    const react = samples.get('react') ?? []
    return [
      measured('offline', `offline warm start ${APP_PAGE} key list from the store`, 'ms', median(app), median(base), {
        note: `The demo user logged in once online, service worker installed, then browser offline; each run a new tab on ${APP_PAGE}: navigation start → first frame painting the key list (its count and rows) from IndexedDB, median of ${runs}. Baseline: a static HTML page precached by the same worker, navigation start → first frame painting its <h1>. Both stamped in the page (MutationObserver, requestAnimationFrame, performance.now()).`,
        details: { runs: app, baselineRuns: base },
      }),
      measured('offline', 'offline warm start bare React page (the floor)', 'ms', median(react), median(base), {
        note: `What any React page pays: the bare React page of the bundle row (React 19 rendering one <h1>), precached by the same worker in the same copy of the build, navigation start → first frame painting its <h1>, median of ${runs}, against the same static page. The app's ratio cannot go below this one.`,
        details: { runs: react, baselineRuns: base },
      }),
    ]
  } finally {
    await browser.close()
    await server.stop()
    rmSync(staticDir, { recursive: true, force: true })
  }
}

/**
 * Copies the build and adds the baseline pages to the copy and to its worker's precache: the
 * static page, and the bare React page (its HTML as REACT_PAGE, its script beside the app's).
 */
function withBaselinePages(appDist: string, bareDist: string): string {
  const copy = join(BENCH_TMP, 'app-offline')
  rmSync(copy, { recursive: true, force: true })
  cpSync(appDist, copy, { recursive: true })
  const added = [STATIC_PAGE, REACT_PAGE]
  writeFileSync(join(copy, STATIC_PAGE), STATIC_HTML)
  cpSync(join(bareDist, 'index.html'), join(copy, REACT_PAGE))
  for (const file of readdirSync(join(bareDist, 'assets'))) {
    if (existsSync(join(copy, 'assets', file))) throw new Error(`the bare React build's ${file} clashes with the app's`)
    cpSync(join(bareDist, 'assets', file), join(copy, 'assets', file))
    added.push(`assets/${file}`)
  }
  const swFile = join(copy, 'sw.js')
  const worker = readFileSync(swFile, 'utf8')
  // workbox's injectManifest writes entries as JSON objects: {"revision":"…","url":"index.html"}
  const shellEntry = /\{"revision":"[0-9a-f]+","url":"index\.html"\}/
  if (!shellEntry.test(worker))
    throw new Error('sw.js has no precache entry for index.html: cannot add the baseline pages')
  const entries = added.map((file) => {
    // Hashed build files are precached under their own URL, as the app's are (vite.config.ts).
    if (file.startsWith('assets/')) return `{"revision":null,"url":"${file}"}`
    const revision = createHash('md5')
      .update(readFileSync(join(copy, file)))
      .digest('hex')
    return `{"revision":"${revision}","url":"${file}"}`
  })
  writeFileSync(
    swFile,
    worker.replace(shellEntry, (entry) => [entry, ...entries].join(',')),
  )
  return copy
}

/**
 * Online, once: signs the demo user in (the session's cookies, as lighthouse.ts does: the token
 * and the Personal login type, so the demo user, who has a team, lands on the endpoint page and
 * not on /choose-team), opens the endpoint page, waits for its key list (the store then holds
 * the keys) and until the worker controls the page (precache complete).
 */
async function logInOnline(context: BrowserContext, origin: string): Promise<void> {
  await context.addCookies(await demoSessionCookies(origin))
  const page = await context.newPage()
  try {
    await page.goto(`${origin}${APP_PAGE}`)
    const online = await waitForKeyList(page, `${origin}${APP_PAGE} online`)
    if (online.rows === 0) throw new Error(`${origin}${APP_PAGE} online showed no key of the demo account`)
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
        )
      }
    })
  } finally {
    await page.close()
  }
}

/** Waits for the first frame that painted the key list and returns what it showed, and when. */
async function waitForKeyList(page: Page, what: string): Promise<KeyListSeen> {
  const handle = await page
    .waitForFunction(() => window.__benchKeyList, undefined, { timeout: 30_000 })
    .catch(async (error: unknown) => {
      const heading = await page
        .locator('h1')
        .first()
        .textContent({ timeout: 1000 })
        .catch(() => null)
      throw new Error(
        `${what}: no key list within 30 s (page at ${page.url()}, heading ${JSON.stringify(heading)}): ${String(error)}`,
      )
    })
  return (await handle.jsonValue()) as KeyListSeen
}

/**
 * Opens `url` offline in a new tab and returns when (ms after navigation start) the frame that
 * first painted the key list began; that frame must show the stored keys (the count the page
 * says and as many rows), not an empty or failed list.
 */
async function keyListTime(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage()
  try {
    const response = await page.goto(url, { waitUntil: 'commit' })
    if (!response?.fromServiceWorker()) throw new Error(`${url} was not served by the service worker offline`)
    const seen = await waitForKeyList(page, `${url} offline`)
    if (process.env.HUBDECK_BENCH_OFFLINE_TRACE) {
      // What the start waited for: each script's fetch and the page's performance marks, in time order.
      const entries = await page.evaluate(() => [
        ...performance.getEntriesByType('mark').map((m) => `${m.startTime.toFixed(0).padStart(5)} mark ${m.name}`),
        ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
          (r) =>
            `${r.startTime.toFixed(0).padStart(5)}-${r.responseEnd.toFixed(0).padStart(5)} ${r.name.replace(/^.*\/\/[^/]+/, '')}`,
        ),
        ...(performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]).map(
          (n) => `nav responseEnd ${n.responseEnd.toFixed(0)} dcl ${n.domContentLoadedEventEnd.toFixed(0)}`,
        ),
      ])
      console.log(`--- key list at ${seen.at.toFixed(0)}\n` + entries.sort().join('\n'))
    }
    const total = Number(/^\d+/.exec(seen.count)?.[0])
    if (!(total > 0) || seen.rows !== total) {
      throw new Error(`${url} offline first painted "${seen.count}" with ${seen.rows} key rows: not the stored list`)
    }
    return seen.at
  } finally {
    await page.close()
  }
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
 * Runs in every page before its own scripts: notes the first `<h1>` with text, and the first
 * key list (`keyList`, a selector), each stamped with the start of the frame that paints it
 * (requestAnimationFrame), in ms since navigation start.
 */
function recordFirstPaints(keyList: string): void {
  const observer = new MutationObserver(() => {
    const text = document.querySelector('h1')?.textContent?.trim()
    if (text && !headingSeen) {
      headingSeen = true
      requestAnimationFrame(() => (window.__benchHeading = { text, at: performance.now() }))
    }
    const count = document.querySelector(keyList)
    if (count && !keyListSeen) {
      keyListSeen = true
      // The key table's rows (issue 21: a table, no longer a list of cards).
      const rows = count.closest('section')?.querySelectorAll('tbody > tr').length ?? 0
      const shown = count.textContent?.trim() ?? ''
      requestAnimationFrame(() => (window.__benchKeyList = { at: performance.now(), count: shown, rows }))
    }
    if (headingSeen && keyListSeen) observer.disconnect()
  })
  let headingSeen = false
  let keyListSeen = false
  observer.observe(document, { childList: true, subtree: true, characterData: true })
}
