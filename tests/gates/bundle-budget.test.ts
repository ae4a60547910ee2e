import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { allJs, firstPaintCatalogs, readManifest, routeInitialJs } from '../bench/bundle-size'
import { BENCH_ROUTES } from '../bench/routes'
import { BUDGETS } from '../budgets'
import { bundleBudgetViolations, type BundleSizes } from './bundle-budget'

const ROOT = join(import.meta.dirname, '../..')
const DIST = join(ROOT, 'dist')
const BARE_DIST = join(ROOT, '.tmp/gates/bare-react')
const VITE = join(ROOT, 'node_modules/vite/bin/vite.js')

/** Vitest sets NODE_ENV=test, which would give a development React build: build as production. */
function build(args: string[]): void {
  execFileSync(process.execPath, [VITE, 'build', '--logLevel', 'warn', '--emptyOutDir', ...args], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
  })
}

let sizes: BundleSizes

beforeAll(() => {
  // `npm test` builds dist before this suite; a lone `vitest` run builds it here.
  if (!existsSync(join(DIST, '.vite/manifest.json'))) build([])
  build(['--config', join(ROOT, 'tests/bench/bare-react/vite.config.ts'), '--outDir', BARE_DIST])
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
