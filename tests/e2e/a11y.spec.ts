import { BUDGETS } from '../budgets'
import { axeViolations } from './support/axe'
import { expect, test } from './support/fixtures'
import { SPEC_ROUTES } from './support/routes'

test.describe('axe finds no violation', () => {
  for (const { path } of SPEC_ROUTES) {
    test(`on ${path}, in light and dark, in en and zh`, async ({ page, context, baseURL }) => {
      for (const locale of ['en', 'zh']) {
        await context.addCookies([{ name: 'i18n_redirected', value: locale, url: baseURL! }])
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme })
          await page.goto(path)
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
          await expect(page.locator('html')).toHaveAttribute('lang', locale === 'zh' ? 'zh-CN' : 'en-US')
          // Wait for data-driven content (the networks table) to settle before auditing.
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
          const violations = await axeViolations(page)
          expect(violations, `${path} ${locale} ${scheme}`).toHaveLength(BUDGETS.axeViolations)
        }
      }
    })
  }
})
