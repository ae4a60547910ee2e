import type { Page } from '@playwright/test'
import { BUDGETS } from '../budgets'
import { LOCALE_COOKIE, type Locale } from '../../src/i18n/locales'
import { createAccount, logIn } from './support/accounts'
import { axeViolations } from './support/axe'
import { expect, test } from './support/fixtures'
import { SPEC_ROUTES } from './support/routes'

/** Pages the access guard opens only to a signed-in user (SPEC §2: everything not public). */
const needsLogin = (path: string) => path.startsWith('/rpc') || path === '/choose-team'

const LANG_ATTRIBUTE: Record<Locale, string> = { en: 'en-US', zh: 'zh-CN' }

/**
 * Audits the page as it is, in light then dark: the page follows the system's scheme live
 * (src/lib/theme.ts), so one load serves both.
 */
async function auditBothSchemes(page: Page, label: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/)
    // Colours fade to the new scheme (transition-colors): audit the colours they end on.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .flatMap((animation) =>
            animation instanceof CSSTransition ? [animation.finished.catch(() => undefined)] : [],
          ),
      ),
    )
    expect(await axeViolations(page), `${label} ${scheme}`).toHaveLength(BUDGETS.axeViolations)
  }
}

/**
 * Switches the page's language as a visitor does, with the layout's language select (no page
 * load); a page without one (a bare callback page) is reloaded with the language cookie set.
 */
async function switchLanguage(page: Page, locale: Locale): Promise<void> {
  const select = page.getByRole('combobox', { name: /^(Language|语言)$/ })
  if (await select.isVisible()) {
    await select.selectOption(locale)
  } else {
    await page.context().addCookies([{ name: LOCALE_COOKIE, value: locale, url: page.url() }])
    await page.reload()
  }
  await expect(page.locator('html')).toHaveAttribute('lang', LANG_ATTRIBUTE[locale])
}

test.describe('axe finds no violation', () => {
  for (const { path } of SPEC_ROUTES) {
    // /first-login opens only for an account that has not finished setting up (the guard sends
    // any other to the dashboard); the registration spec walks it.
    if (path === '/first-login') continue
    test(`on ${path}, in light and dark, in en and zh`, async ({ page, request }) => {
      if (needsLogin(path)) await logIn(page, await createAccount(request), path)
      else await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      for (const locale of ['en', 'zh'] as const) {
        await switchLanguage(page, locale)
        // Wait for data-driven content (the key list) to settle before auditing.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
        await auditBothSchemes(page, `${path} ${locale}`)
      }
    })
  }
})

test.describe('axe finds no violation signed in', () => {
  // The dashboard with an account's data: the welcome, wallet and limit cards, the settings form,
  // and the header's notice and account menus opened. One test per language keeps each short.
  for (const locale of ['en', 'zh'] as const) {
    test(`on /rpc and /rpc/profile, menus open, in light and dark, in ${locale}`, async ({ page, request }) => {
      await logIn(page, await createAccount(request), '/rpc')
      await switchLanguage(page, locale)
      for (const path of ['/rpc', '/rpc/profile']) {
        if (path !== '/rpc') await page.goto(path)
        await expect(page.getByTestId('data-age').first()).toBeVisible()
        await auditBothSchemes(page, `${path} ${locale}`)
      }
      for (const menu of [/^(Notices|通知)/, /^(Account menu|.*的账户菜单)/]) {
        await page.getByRole('button', { name: menu }).click()
        await auditBothSchemes(page, `${menu} ${locale}`)
        await page.keyboard.press('Escape')
      }
    })
  }
})
