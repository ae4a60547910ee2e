import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { allJs, firstPaintCatalogs, readManifest, routeInitialJs } from '../bench/bundle-size'
import { BENCH_ROUTES } from '../bench/routes'
import { BUDGETS } from '../budgets'
import { ensureAppBuild, viteBuild } from './app-build'
import { bundleBudgetViolations, type BundleSizes } from './bundle-budget'

const ROOT = join(import.meta.dirname, '../..')
const DIST = join(ROOT, 'dist')
const BARE_DIST = join(ROOT, '.tmp/gates/bare-react')

let sizes: BundleSizes

beforeAll(() => {
  ensureAppBuild(DIST)
  viteBuild(['--config', join(ROOT, 'tests/bench/bare-react/vite.config.ts'), '--outDir', BARE_DIST])
  const manifest = readManifest(DIST)
  sizes = {
    routes: Object.fromEntries(
      BENCH_ROUTES.map(({ path, sources }) => [path, routeInitialJs(manifest, DIST, sources).gzipBytes]),
    ),
    bareReact: routeInitialJs(readManifest(BARE_DIST), BARE_DIST, []).gzipBytes,
    allJs: allJs(DIST).gzipBytes,
    firstPaintCatalogs: firstPaintCatalogs(manifest, DIST),
  }
}, 120_000)

describe('the bundle budget (tests/budgets.ts)', () => {
  it('holds for the initial JS of /login and /rpc/endpoint, for all JS and for the first-paint catalogs', () => {
    expect(Object.keys(sizes.firstPaintCatalogs).sort()).toEqual(['en', 'zh'])
    expect(bundleBudgetViolations(sizes)).toEqual([])
  })

  it('fails when a first-paint catalog outgrows its budget', () => {
    const violations = bundleBudgetViolations(sizes, { ...BUDGETS, firstPaintCatalogGzipBytes: 1024 })
    expect(violations).toEqual([
      expect.stringMatching(
        /^en first-paint catalog \d+ B gz exceeds 1024 B: move a page's words into a catalog part$/,
      ),
      expect.stringMatching(/^zh first-paint catalog \d+ B gz exceeds 1024 B/),
    ])
  })

  it('fails when a budget is broken: a budget of 1 byte', () => {
    const violations = bundleBudgetViolations(sizes, { ...BUDGETS, allJsGzipBytes: 1 })
    expect(violations).toHaveLength(1)
    expect(violations[0]).toMatch(/^all JS \d+ B gz exceeds 1 B$/)
  })

  it('fails when a route outgrows its ratio', () => {
    const violations = bundleBudgetViolations(sizes, { ...BUDGETS, routeInitialJsRatio: { '/login': 0.5 } })
    expect(violations[0]).toMatch(/^\/login: initial JS \d+ B gz exceeds 0.5× the bare React page/)
  })
})
