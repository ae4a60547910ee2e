/**
 * The lazy-only libraries of tests/budgets.ts stay out of every route's initial JS (the entry,
 * the route's chunks and their static imports, as the bundle budget counts them): uPlot is in
 * the build, reached only by a dynamic import. Likewise XState stays out of the login form, which
 * is all a first visit to /login fetches (issue 15). Reads the same `dist` as bundle-budget.test.ts.
 */
import { join, resolve } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  allJs,
  filesContaining,
  readManifest,
  routeChunkFiles,
  routeSources,
  type Manifest,
} from '../bench/bundle-size'
import { BUDGETS } from '../budgets'
import { ensureAppBuild } from './app-build'

const ROOT = join(import.meta.dirname, '../..')
/** The build `npm test` makes; `HUBDECK_STATIC_DIR` checks another one (as the e2e suite serves it). */
const DIST = resolve(ROOT, process.env.HUBDECK_STATIC_DIR ?? 'dist')

/**
 * Text every build of the library holds, whatever the minifier renames or however it quotes:
 * uPlot's root class, a string literal `uplot` (not `uplot-chart`, the test id of its view).
 */
const MARKERS: Record<(typeof BUDGETS.lazyOnlyLibraries)[number], RegExp> = { uplot: /(["'`])uplot\1/ }

let manifest: Manifest

beforeAll(() => {
  ensureAppBuild(DIST)
  manifest = readManifest(DIST)
}, 120_000)

describe('lazy-only libraries (tests/budgets.ts)', () => {
  for (const library of BUDGETS.lazyOnlyLibraries) {
    it(`${library} is in the build, and in no route's initial JS`, () => {
      const marker = MARKERS[library]
      // The marker must find the library somewhere, or the check below would pass on nothing.
      expect(filesContaining(DIST, allJs(DIST).files, marker)).not.toEqual([])
      const routes = routeSources(manifest)
      expect(routes).toContain('src/routes/rpc/statistic.tsx')
      const holding = routes.filter(
        (route) => filesContaining(DIST, routeChunkFiles(manifest, [route]), marker).length > 0,
      )
      expect(holding).toEqual([])
    })
  }

  it("XState is in the build, and not in the login form's code: the login machine comes at the first touch", () => {
    // XState's own event type for an actor's start, in every build of it.
    const marker = /xstate\.init/
    expect(filesContaining(DIST, allJs(DIST).files, marker)).not.toEqual([])
    const form = routeChunkFiles(manifest, ['src/features/account/components/login-form.tsx'])
    expect(form.some((file) => /login-form-[\w-]+\.js$/.test(file))).toBe(true)
    expect(filesContaining(DIST, form, marker)).toEqual([])
  })
})
