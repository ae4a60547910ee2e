/** Runs axe-core on the page as it is and returns its violations in a readable form. */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { AXE_TAGS } from '../../budgets'

export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}
