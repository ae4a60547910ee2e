/**
 * Row "Bundle": gzip bytes of the JavaScript a cold load of each bench route needs, and of all
 * JavaScript in the build, against the bare React page built by the same Vite in the same run.
 */
import { allJs, readManifest, routeInitialJs } from './bundle-size'
import { BENCH_ROUTES } from './routes'
import { buildApp, buildBareReact } from './support/builds'
import { measured, type BenchLine } from './support/lines'

/**
 * /rpc/statistic (issue 18) is measured here but not in BENCH_ROUTES (whose routes Lighthouse
 * also audits): its initial JS without the chart chunk, which loads when the figures are drawn.
 */
const STATISTIC_ROUTE = {
  path: '/rpc/statistic',
  sources: ['src/routes/rpc/route.tsx', 'src/routes/rpc/statistic.tsx', 'locales/en/messages.po'],
} as const

const ROUTE_NOTE =
  'Entry chunk + its static imports + the layout and page route chunks + the en catalog (src/main.tsx awaits it before rendering), each file gzipped at level 9. Baseline: a bare React 19 page (createRoot().render(<h1>)) built by the same Vite in the same run.'

export async function benchBundle(): Promise<BenchLine[]> {
  const [appDist, bareDist] = await Promise.all([buildApp(), buildBareReact()])
  const manifest = readManifest(appDist)
  const bare = routeInitialJs(readManifest(bareDist), bareDist, [])
  const routeLines = [...BENCH_ROUTES, STATISTIC_ROUTE].map(({ path, sources }) => {
    const route = routeInitialJs(manifest, appDist, sources)
    return measured('bundle', `bundle ${path} initial JS (gz)`, 'bytes', route.gzipBytes, bare.gzipBytes, {
      note: ROUTE_NOTE,
      details: { files: route.files, baselineFiles: bare.files },
    })
  })
  const all = allJs(appDist)
  const bareAll = allJs(bareDist)
  return [
    ...routeLines,
    measured('bundle', 'bundle all JS (gz)', 'bytes', all.gzipBytes, bareAll.gzipBytes, {
      note: 'Every .js file of the build (route and locale chunks, the service worker) against every .js file of the bare React build.',
      details: { files: all.files, baselineFiles: bareAll.files },
    }),
  ]
}
