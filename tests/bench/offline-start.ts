/**
 * Row "Offline warm start": the demo user logged in once online, the service worker installed,
 * then the browser offline; each run a new tab. The app's figure is the time from navigation
 * start to the `hubdeck:first-stored-view` mark (FIRST_STORED_VIEW_MARK, set when a screen first
 * gets data from IndexedDB) on `/rpc`, the overview, which renders the stored profile and wallet.
 * The baseline is a static HTML page served by the same worker from the same precache, timed to
 * its first heading painted. Median of 10 (3 with --quick), the two pages interleaved.
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
import { chromium, type BrowserContext, type Page } from '@playwright/test'
import { FIRST_STORED_VIEW_MARK } from '../../src/store/live-store'
import { startAppServer } from './support/app-server'
import { buildApp } from './support/builds'
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium'
import { measured, type BenchLine } from './support/lines'
import { median } from './support/median'
import { BENCH_TMP } from './support/paths'

declare global {
  interface Window {
    /** Set by the bench's init script: the first non-empty `<h1>` and when its frame began (ms since navigation start). Read for the baseline page. */
    __benchHeading?: { text: string; at: number }
  }
}

/** The account the server seeds outside production (server/config.ts: DEFAULT_DEMO_*, overridable the same way). */
const DEMO = {
  email: process.env.HUBDECK_DEMO_EMAIL?.trim() || 'demo@hubdeck.dev',
  password: process.env.HUBDECK_DEMO_PASSWORD || 'hubdeck-demo',
}
/** The overview: profile and wallet, both from the store. */
const APP_PAGE = '/rpc'
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
    await logInOnline(context, server.url)
    await context.setOffline(true)
    const targets = [
      { key: 'app', time: () => storedViewTime(context, `${server.url}${APP_PAGE}`) },
      { key: 'static', time: () => headingTime(context, `${server.url}/${STATIC_PAGE}`, 'Endpoints') },
    ]
    const samples = new Map<string, number[]>(targets.map(({ key }) => [key, []]))
    for (const target of targets) await target.time() // warm-up, not counted
    for (let run = 0; run < runs; run++) {
      for (const { key, time } of targets) samples.get(key)?.push(await time())
    }
    const app = samples.get('app') ?? []
    const base = samples.get('static') ?? []
    return [
      measured('offline', `offline warm start ${APP_PAGE} first stored view`, 'ms', median(app), median(base), {
        note: `The demo user logged in once online, service worker installed, then browser offline; each run a new tab on ${APP_PAGE}: navigation start → the "${FIRST_STORED_VIEW_MARK}" performance mark (a screen's first data from IndexedDB), median of ${runs}. Baseline: a static HTML page precached by the same worker, navigation start → first frame with its <h1> (in-page performance.now()).`,
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

/**
 * Online, once: logs the demo user in through the form, waits until the worker controls the page
 * (precache complete), then opens the overview and waits for its first stored view, so the store
 * holds the account before the browser goes offline.
 */
async function logInOnline(context: BrowserContext, origin: string): Promise<void> {
  const page = await context.newPage()
  try {
    await page.goto(`${origin}/login`)
    const field = async (label: string) => {
      const input = page.getByLabel(label)
      await input.waitFor({ timeout: 30_000 }).catch(async () => {
        const labels = await page.locator('label').allTextContents()
        throw new Error(`${page.url()} shows no field labelled "${label}" (its labels: ${JSON.stringify(labels)})`)
      })
      return input
    }
    await (await field('E-mail')).fill(DEMO.email)
    await (await field('Password')).fill(DEMO.password)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await page.waitForURL('**/rpc/endpoint', { timeout: 30_000 }).catch((error: unknown) => {
      throw new Error(
        `logging in as ${DEMO.email} did not open /rpc/endpoint (still on ${page.url()}): ${String(error)}`,
      )
    })
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
        )
      }
    })
    await page.goto(`${origin}${APP_PAGE}`)
    await waitForMark(page, `${origin}${APP_PAGE} online`)
  } finally {
    await page.close()
  }
}

/** Waits for the first-stored-view mark and returns its time (ms since navigation start). */
async function waitForMark(page: Page, what: string): Promise<number> {
  const handle = await page
    .waitForFunction((name) => performance.getEntriesByName(name)[0]?.startTime, FIRST_STORED_VIEW_MARK, {
      timeout: 30_000,
    })
    .catch(async (error: unknown) => {
      const heading = await page
        .locator('h1')
        .first()
        .textContent({ timeout: 1000 })
        .catch(() => null)
      throw new Error(
        `${what}: no "${FIRST_STORED_VIEW_MARK}" mark within 30 s (page at ${page.url()}, heading ${JSON.stringify(heading)}): ${String(error)}`,
      )
    })
  return (await handle.jsonValue()) as number
}

/** Opens `url` offline in a new tab and returns when (ms after navigation start) a screen first showed stored data. */
async function storedViewTime(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage()
  try {
    const response = await page.goto(url, { waitUntil: 'commit' })
    if (!response?.fromServiceWorker()) throw new Error(`${url} was not served by the service worker offline`)
    return await waitForMark(page, `${url} offline`)
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
