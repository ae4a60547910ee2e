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

/** The dashboard pages, audited in groups: one login serves a group (pages load again, by URL). */
const DASHBOARD_PAGES = SPEC_ROUTES.map(({ path }) => path).filter((path) => path.startsWith('/rpc'))
const DASHBOARD_GROUPS = 3

/** Audits the page on screen in en and zh, light and dark, once its data-driven content has settled. */
async function auditBothLanguages(page: Page, path: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  for (const locale of ['en', 'zh'] as const) {
    await switchLanguage(page, locale)
    // Wait for data-driven content (the key list) to settle before auditing.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    // The overview and the profile show the account's data (the welcome, wallet and limit cards,
    // the settings form): audited with it, not with their skeletons.
    if (path === '/rpc' || path === '/rpc/profile') await expect(page.getByTestId('data-age').first()).toBeVisible()
    await auditBothSchemes(page, `${path} ${locale}`)
    if (path === '/rpc') {
      // The header's notice and account menus, opened.
      for (const menu of [/^(Notices|通知)/, /^(Account menu|.*的账户菜单)/]) {
        await page.getByRole('button', { name: menu }).click()
        await auditBothSchemes(page, `${menu} ${locale}`)
        await page.keyboard.press('Escape')
      }
    }
  }
}

test.describe('axe finds no violation', () => {
  for (const { path } of SPEC_ROUTES) {
    // /first-login opens only for an account that has not finished setting up (the guard sends
    // any other to the dashboard); the registration spec walks it. Dashboard pages: below.
    if (path === '/first-login' || DASHBOARD_PAGES.includes(path)) continue
    test(`on ${path}, in light and dark, in en and zh`, async ({ page, request }) => {
      if (needsLogin(path)) await logIn(page, await createAccount(request), path)
      else await page.goto(path)
      await auditBothLanguages(page, path)
    })
  }
})

test.describe('axe finds no violation signed in', () => {
  for (let group = 0; group < DASHBOARD_GROUPS; group++) {
    const paths = DASHBOARD_PAGES.filter((_, index) => index % DASHBOARD_GROUPS === group)
    test(`on ${paths.join(', ')}, in light and dark, in en and zh`, async ({ page, request }) => {
      await logIn(page, await createAccount(request), paths[0])
      for (const [index, path] of paths.entries()) {
        if (index > 0) await page.goto(path)
        await auditBothLanguages(page, path)
      }
    })
  }
})
