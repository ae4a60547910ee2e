/**
 * The bundle budget as a pure check: measured sizes in, the broken budgets out (as sentences a
 * developer can act on). `bundle-budget.test.ts` feeds it the real build.
 */
import { BUDGETS } from '../budgets'

export interface BundleSizes {
  /** Initial JS of each budgeted route, gzip bytes. */
  routes: Record<string, number>
  /** The bare React 19 page built by the same Vite, gzip bytes. */
  bareReact: number
  /** All JS of the build, gzip bytes. */
  allJs: number
  /** The first-paint catalog of each locale, gzip bytes. */
  firstPaintCatalogs: Record<string, number>
}

export interface BundleBudgets {
  routeInitialJsRatio: Record<string, number>
  allJsGzipBytes: number
  firstPaintCatalogGzipBytes: number
}

export function bundleBudgetViolations(sizes: BundleSizes, budgets: BundleBudgets = BUDGETS): string[] {
  const violations: string[] = []
  for (const [path, ratio] of Object.entries(budgets.routeInitialJsRatio)) {
    const bytes = sizes.routes[path]
    if (bytes === undefined) {
      violations.push(`${path}: not measured`)
      continue
    }
    const limit = sizes.bareReact * ratio
    if (bytes > limit) {
      violations.push(
        `${path}: initial JS ${bytes} B gz exceeds ${ratio}× the bare React page (${Math.floor(limit)} B)`,
      )
    }
  }
  if (sizes.allJs > budgets.allJsGzipBytes) {
    violations.push(`all JS ${sizes.allJs} B gz exceeds ${budgets.allJsGzipBytes} B`)
  }
  if (Object.keys(sizes.firstPaintCatalogs).length === 0) violations.push('first-paint catalogs: not measured')
  for (const [locale, bytes] of Object.entries(sizes.firstPaintCatalogs).sort()) {
    if (bytes > budgets.firstPaintCatalogGzipBytes) {
      violations.push(
        `${locale} first-paint catalog ${bytes} B gz exceeds ${budgets.firstPaintCatalogGzipBytes} B: move a page's words into a catalog part`,
      )
    }
  }
  return violations
}
