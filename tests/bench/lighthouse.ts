/**
 * Row "Lighthouse": the `lighthouse` package driving the system Chromium, mobile and desktop
 * presets, median of 3 runs (1 run, mobile only, with --quick) of each bench route, against the
 * bare React page. Both builds are served by the real server (`server/main.ts`), so headers,
 * caching and compression are the same and the ratio compares the pages only.
 *
 * The bench routes (routes.ts) include the landing page `/` (issue 21: Lighthouse mobile ≥ 98),
 * audited as a first-time visitor sees it, signed out, its chains and plans read after the paint.
 *
 * `/rpc/endpoint` is audited signed in as the demo account, with its data (the key list): before
 * each run the bench signs in by API (`hub_login`) and puts the session's cookies (the token, and
 * the Personal login type a returning customer holds) into the fresh Chromium's cookie jar through
 * DevTools (`Storage.setCookies`). Lighthouse's storage reset leaves cookies alone (it clears the
 * service worker and caches), and each run's profile is new, so every run is a cold visit of a
 * signed-in customer: no cached code, no IndexedDB, the account loaded from the server. The page
 * must stay on `/rpc/endpoint`: a run that ends elsewhere (a redirect to /login) fails the row.
 * Request headers (Lighthouse's `extraHeaders`) would not do: the app reads the token from
 * `document.cookie`.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import lighthouse, { desktopConfig } from 'lighthouse'
import { WebSocket } from 'ws'
import { type BenchCookie, demoSessionCookies } from './support/demo-session'
import { BENCH_ROUTES } from './routes'
import { startAppServer } from './support/app-server'
import { buildApp, buildBareReact } from './support/builds'
import { launchDebugChrome } from './support/chromium'
import { measured, type BenchLine, type Unit } from './support/lines'
import { median } from './support/median'

export interface LighthouseOptions {
  runs: number
  presets: ReadonlyArray<'mobile' | 'desktop'>
}

/** What one Lighthouse run yields, by figure. */
type Figures = Record<FigureName, number>
type FigureName = (typeof FIGURES)[number]['name']

const FIGURES = [
  { name: 'performance', unit: 'score', category: 'performance' },
  { name: 'accessibility', unit: 'score', category: 'accessibility' },
  { name: 'best-practices', unit: 'score', category: 'best-practices' },
  { name: 'FCP', unit: 'ms', audit: 'first-contentful-paint' },
  { name: 'LCP', unit: 'ms', audit: 'largest-contentful-paint' },
  // A bare page blocks for ~0 ms and shifts ~0: below these floors a ratio would be noise.
  { name: 'TBT', unit: 'ms', audit: 'total-blocking-time', minBaseline: 10 },
  { name: 'CLS', unit: 'cls', audit: 'cumulative-layout-shift', minBaseline: 0.01 },
] as const satisfies ReadonlyArray<{
  name: string
  unit: Unit
  category?: string
  audit?: string
  minBaseline?: number
}>

/** Pages audited signed in as the demo account (see the header). */
const SIGNED_IN_PATHS: ReadonlySet<string> = new Set(['/rpc/endpoint'])
const SIGNED_IN = ' Signed in as the demo account (session cookies set before each run), its key list on screen.'

export async function benchLighthouse({ runs, presets }: LighthouseOptions): Promise<BenchLine[]> {
  const [appDist, bareDist] = await Promise.all([buildApp(), buildBareReact()])
  const started = await Promise.allSettled([
    startAppServer({ staticDir: appDist, label: 'lighthouse-app' }),
    startAppServer({ staticDir: bareDist, label: 'lighthouse-bare' }),
  ])
  const [app, bare] = started.map((result) => (result.status === 'fulfilled' ? result.value : undefined))
  if (!app || !bare) {
    await Promise.all([app?.stop(), bare?.stop()])
    throw started.find((result) => result.status === 'rejected')?.reason
  }
  try {
    const lines: BenchLine[] = []
    const targets = [
      { key: 'bare', url: `${bare.url}/` },
      ...BENCH_ROUTES.map(({ path }) => ({
        key: path,
        url: `${app.url}${path}`,
        signIn: SIGNED_IN_PATHS.has(path) ? () => demoSessionCookies(app.url) : undefined,
      })),
    ]
    for (const preset of presets) {
      const samples = new Map<string, Figures[]>(targets.map(({ key }) => [key, []]))
      // Interleaved (bare, /, /login, /rpc/endpoint, bare, …) so a noisy moment hits every target alike.
      for (let run = 0; run < runs; run++) {
        for (const target of targets) samples.get(target.key)?.push(await audit(target, preset))
      }
      const baseline = medians(samples.get('bare') ?? [])
      for (const { path } of BENCH_ROUTES) {
        const figures = medians(samples.get(path) ?? [])
        const note = `Lighthouse ${preset} preset, median of ${runs} run(s), headless Chromium; baseline: the bare React page served by the same server.${SIGNED_IN_PATHS.has(path) ? SIGNED_IN : ''}`
        for (const figure of FIGURES) {
          const { name, unit } = figure
          lines.push(
            measured('lighthouse', `lighthouse ${preset} ${path} ${name}`, unit, figures[name], baseline[name], {
              note,
              minBaseline: 'minBaseline' in figure ? figure.minBaseline : 0,
              details: {
                runs: samples.get(path)?.map((run) => run[name]),
                baselineRuns: samples.get('bare')?.map((run) => run[name]),
              },
            }),
          )
        }
      }
    }
    return lines
  } finally {
    await Promise.all([app.stop(), bare.stop()])
  }
}

/**
 * One Lighthouse run in a Chromium of its own (as the Lighthouse CLI does), so no run inherits
 * another's service worker or cache. A run Lighthouse itself reports as broken ("please run
 * Lighthouse again", e.g. NO_NAVSTART on a busy machine) is retried once.
 */
async function audit(target: AuditTarget, preset: 'mobile' | 'desktop', retries = 1): Promise<Figures> {
  const { url } = target
  const chrome = await launchDebugChrome()
  let lhr
  try {
    if (target.signIn) await setCookies(chrome.port, await target.signIn())
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      },
      preset === 'desktop' ? desktopConfig : undefined,
    )
    lhr = result?.lhr
  } finally {
    await chrome.close()
  }
  if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`)
  keepReport(lhr, url, preset)
  if (lhr.runtimeError) {
    if (retries > 0) return audit(target, preset, retries - 1)
    throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  }
  const landed = new URL(lhr.finalDisplayedUrl).pathname
  if (landed !== new URL(url).pathname)
    throw new Error(`Lighthouse on ${url} (${preset}) ended on ${landed}: not the page asked for`)
  const figures = {} as Figures
  for (const figure of FIGURES) {
    const value =
      'category' in figure ? scaled(lhr.categories[figure.category]?.score) : lhr.audits[figure.audit]?.numericValue
    if (typeof value !== 'number') throw new Error(`Lighthouse on ${url} (${preset}) gave no ${figure.name}`)
    figures[figure.name] = value
  }
  return figures
}

/**
 * With `HUBDECK_BENCH_LIGHTHOUSE_REPORTS=<folder>`, each run's full report is kept there, to see
 * where a page's time goes (the long tasks, the script evaluation, the critical request chain).
 */
function keepReport(lhr: object, url: string, preset: string): void {
  const folder = process.env.HUBDECK_BENCH_LIGHTHOUSE_REPORTS
  if (!folder) return
  mkdirSync(folder, { recursive: true })
  const page = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root'
  writeFileSync(join(folder, `${preset}-${new URL(url).port}-${page}-${Date.now()}.json`), JSON.stringify(lhr))
}

interface AuditTarget {
  url: string
  /** Signs in for this run and answers the session's cookies; absent for signed-out pages. */
  signIn?: () => Promise<BenchCookie[]>
}

/** Puts cookies into the cookie jar of the Chromium listening on `port` (DevTools, browser target). */
async function setCookies(port: number, cookies: BenchCookie[]): Promise<void> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string
  }
  const socket = new WebSocket(version.webSocketDebuggerUrl)
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('error', reject)
      socket.once('open', () => {
        socket.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies } }))
      })
      socket.on('message', (data) => {
        const answer = JSON.parse(String(data)) as { id?: number; error?: { message: string } }
        if (answer.id !== 1) return
        if (answer.error) reject(new Error(`Storage.setCookies: ${answer.error.message}`))
        else resolve()
      })
    })
  } finally {
    socket.close()
  }
}

function scaled(score: number | null | undefined): number | undefined {
  return typeof score === 'number' ? score * 100 : undefined
}

function medians(runs: readonly Figures[]): Figures {
  const result = {} as Figures
  for (const { name } of FIGURES) result[name] = median(runs.map((run) => run[name]))
  return result
}
