/**
 * Runs axe-core on the page as it is and returns its violations in a readable form.
 *
 * axe is put into the page once per document and run there directly. `@axe-core/playwright`
 * re-injects its 600 KB source into every frame and opens a blank page for each analysis: about
 * a second a run on our machines, against ~100 ms for the run itself, which made the sweep (32
 * pages × 2 languages × 2 schemes) a quarter of the whole end-to-end suite. Our pages have no
 * frames, so the top document is all there is to audit.
 */
import type { Page } from '@playwright/test'
import axe from 'axe-core'
import { AXE_TAGS } from '../../budgets'

export async function axeViolations(page: Page): Promise<string[]> {
  const present = await page.evaluate(() => 'axe' in window)
  if (!present) await page.evaluate(axe.source)
  const violations = await page.evaluate(async (tags) => {
    const results = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    })
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }))
  }, AXE_TAGS)
  return violations.map(({ id, impact, targets }) => `${id} (${impact}): ${targets.join(', ')}`)
}
