import { BUDGETS } from '../budgets'
import { createAccount, logIn } from './support/accounts'
import { axeViolations } from './support/axe'
import { expect, test } from './support/fixtures'
import { SPEC_ROUTES } from './support/routes'

/** Pages the access guard opens only to a signed-in user (SPEC §2: everything not public). */
const needsLogin = (path: string) => path.startsWith('/rpc') || path === '/choose-team'

test.describe('axe finds no violation', () => {
  for (const { path } of SPEC_ROUTES) {
    // /first-login opens only for an account that has not finished setting up (the guard sends
    // any other to the dashboard); the registration spec walks it.
    if (path === '/first-login') continue
    test(`on ${path}, in light and dark, in en and zh`, async ({ page, context, baseURL, request }) => {
      if (needsLogin(path)) await logIn(page, await createAccount(request))
      for (const locale of ['en', 'zh']) {
        await context.addCookies([{ name: 'i18n_redirected', value: locale, url: baseURL! }])
        await page.emulateMedia({ colorScheme: 'light' })
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expect(page.locator('html')).toHaveAttribute('lang', locale === 'zh' ? 'zh-CN' : 'en-US')
        // Wait for data-driven content (the key list) to settle before auditing.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
        // The page follows the system's scheme live (src/lib/theme.ts): one load serves both.
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme })
          await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/)
          const violations = await axeViolations(page)
          expect(violations, `${path} ${locale} ${scheme}`).toHaveLength(BUDGETS.axeViolations)
        }
      }
    })
  }
})

test.describe('axe finds no violation signed in', () => {
  // The dashboard with an account's data: the welcome, wallet and limit cards, the settings form,
  // and the header's notice and account menus opened.
  test('on /rpc and /rpc/profile, menus open, in light and dark, in en and zh', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const account = await createAccount(request)
    await logIn(page, account)
    for (const locale of ['en', 'zh']) {
      await context.addCookies([{ name: 'i18n_redirected', value: locale, url: baseURL! }])
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme })
        for (const path of ['/rpc', '/rpc/profile']) {
          await page.goto(path)
          await expect(page.getByTestId('data-age').first()).toBeVisible()
          expect(await axeViolations(page), `${path} ${locale} ${scheme}`).toHaveLength(BUDGETS.axeViolations)
        }
        for (const menu of [/^(Notices|通知)/, /^(Account menu|.*的账户菜单)/]) {
          await page.getByRole('button', { name: menu }).click()
          expect(await axeViolations(page), `${menu} ${locale} ${scheme}`).toHaveLength(BUDGETS.axeViolations)
          await page.keyboard.press('Escape')
        }
      }
    }
  })
})
