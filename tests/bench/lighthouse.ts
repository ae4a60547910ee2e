/**
 * Row "Lighthouse": the `lighthouse` package driving the system Chromium, mobile and desktop
 * presets, median of 3 runs (1 run, mobile only, with --quick) of each bench route, against the
 * bare React page. Both builds are served by the real server (`server/main.ts`), so headers,
 * caching and compression are the same and the ratio compares the pages only.
 */
import lighthouse, { desktopConfig } from 'lighthouse'
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

const NOT_LOGGED_IN =
  ' Not logged in to the demo workspace: there is no login until a later issue, so the page is measured as it renders now.'

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
      ...BENCH_ROUTES.map(({ path }) => ({ key: path, url: `${app.url}${path}` })),
    ]
    for (const preset of presets) {
      const samples = new Map<string, Figures[]>(targets.map(({ key }) => [key, []]))
      // Interleaved (bare, /login, /rpc/endpoint, bare, …) so a noisy moment hits every target alike.
      for (let run = 0; run < runs; run++) {
        for (const { key, url } of targets) samples.get(key)?.push(await audit(url, preset))
      }
      const baseline = medians(samples.get('bare') ?? [])
      for (const { path } of BENCH_ROUTES) {
        const figures = medians(samples.get(path) ?? [])
        const note = `Lighthouse ${preset} preset, median of ${runs} run(s), headless Chromium; baseline: the bare React page served by the same server.${path === '/rpc/endpoint' ? NOT_LOGGED_IN : ''}`
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
async function audit(url: string, preset: 'mobile' | 'desktop', retries = 1): Promise<Figures> {
  const chrome = await launchDebugChrome()
  let lhr
  try {
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
  if (lhr.runtimeError) {
    if (retries > 0) return audit(url, preset, retries - 1)
    throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  }
  const figures = {} as Figures
  for (const figure of FIGURES) {
    const value =
      'category' in figure ? scaled(lhr.categories[figure.category]?.score) : lhr.audits[figure.audit]?.numericValue
    if (typeof value !== 'number') throw new Error(`Lighthouse on ${url} (${preset}) gave no ${figure.name}`)
    figures[figure.name] = value
  }
  return figures
}

function scaled(score: number | null | undefined): number | undefined {
  return typeof score === 'number' ? score * 100 : undefined
}

function medians(runs: readonly Figures[]): Figures {
  const result = {} as Figures
  for (const { name } of FIGURES) result[name] = median(runs.map((run) => run[name]))
  return result
}
