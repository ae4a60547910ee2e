import type { Page } from '@playwright/test'
import { BUDGETS } from '../budgets'
import { LOCALE_COOKIE, type Locale } from '../../src/i18n/locales'
import { createAccount, logIn } from './support/accounts'
import { axeViolations } from './support/axe'
import { englishWordsOn } from './support/english-words'
import { expect, test } from './support/fixtures'
import { SPEC_ROUTES } from './support/routes'

/** Pages the access guard opens only to a signed-in user (SPEC §2: everything not public). */
const needsLogin = (path: string) => path.startsWith('/rpc') || path === '/choose-team'

/** The nickname `createAccount` gives: the customer's own words, shown as typed. */
const TEST_NICKNAME = 'Tester'

const LANG_ATTRIBUTE: Record<Locale, string> = { en: 'en-US', zh: 'zh-CN' }

/**
 * Audits the page as it is in one colour scheme: the page follows the system's scheme live
 * (src/lib/theme.ts), so no load is needed to switch.
 */
async function auditInScheme(page: Page, label: string, scheme: 'light' | 'dark'): Promise<void> {
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

type Scheme = 'light' | 'dark'

const DESKTOP = { width: 1280, height: 720 }
const PHONE = { width: 390, height: 844 }

/** One audit of a page: its language, colour scheme and viewport. */
interface Audit {
  locale: Locale
  scheme: Scheme
  viewport: typeof DESKTOP
}

/**
 * The audit plan (issue 21: every route in both themes and both languages at 390 and 1280 px,
 * without doubling the sweep's cost, an axe run being its main cost). Each page is audited twice,
 * in English then in Chinese, and each of those in the other scheme and at the other width, so
 * every page is seen in both languages, both schemes and at both widths. Pages take the four
 * plans below in turn:
 *
 *   plan   English          Chinese
 *   A      light  1280      dark   390
 *   B      dark    390      light 1280
 *   C      light   390      dark  1280
 *   D      dark   1280      light  390
 *
 * Any three plans in a row hold every pair of two factors: (language, scheme) — A and C give
 * en light and zh dark, B and D en dark and zh light; (scheme, width) — A and B give light 1280
 * and dark 390, C and D light 390 and dark 1280; (language, width) — A and D give en 1280 and zh
 * 390, B and C en 390 and zh 1280. So every route group (the public pages, and each group of
 * dashboard pages, which has at least three) meets each of the twelve pairs; the first test
 * below checks it. The viewport is resized in place (`setViewportSize`): no load.
 */
const PLANS: ReadonlyArray<readonly [Audit, Audit]> = [
  [
    { locale: 'en', scheme: 'light', viewport: DESKTOP },
    { locale: 'zh', scheme: 'dark', viewport: PHONE },
  ],
  [
    { locale: 'en', scheme: 'dark', viewport: PHONE },
    { locale: 'zh', scheme: 'light', viewport: DESKTOP },
  ],
  [
    { locale: 'en', scheme: 'light', viewport: PHONE },
    { locale: 'zh', scheme: 'dark', viewport: DESKTOP },
  ],
  [
    { locale: 'en', scheme: 'dark', viewport: DESKTOP },
    { locale: 'zh', scheme: 'light', viewport: PHONE },
  ],
]

const planOf = (index: number) => PLANS[index % PLANS.length]!

/** How an audit reads in a test's report: `en light 1280`. */
const describeAudit = ({ locale, scheme, viewport }: Audit) => `${locale} ${scheme} ${viewport.width}`

/** The pairs of factors a set of audits covers, as `language×scheme:en/light` and the like. */
function pairsOf(audits: readonly Audit[]): Set<string> {
  return new Set(
    audits.flatMap(({ locale, scheme, viewport }) => [
      `language×scheme:${locale}/${scheme}`,
      `scheme×width:${scheme}/${viewport.width}`,
      `language×width:${locale}/${viewport.width}`,
    ]),
  )
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

/** The dashboard pages, audited in groups (DASHBOARD_GROUP_PAGES below). */
const DASHBOARD_PAGES = SPEC_ROUTES.map(({ path }) => path).filter((path) => path.startsWith('/rpc'))
const DASHBOARD_GROUPS = 3

/** Audits the page on screen in the two audits of its plan, once its data-driven content has settled. */
async function auditPlan(page: Page, path: string, plan: readonly [Audit, Audit]): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  for (const audit of plan) {
    const { locale, scheme, viewport } = audit
    await page.setViewportSize(viewport)
    await switchLanguage(page, locale)
    // Wait for data-driven content (the key list) to settle before auditing.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    // The overview and the profile show the account's data (the welcome, wallet and limit cards,
    // the settings form): audited with it, not with their skeletons.
    if (path === '/rpc' || path === '/rpc/profile') await expect(page.getByTestId('data-age').first()).toBeVisible()
    await auditInScheme(page, `${path} ${describeAudit(audit)}`, scheme)
    // Issue 21: a Chinese page shows no English but names, code and the customer's own data.
    if (locale === 'zh') expect.soft(await englishWordsOn(page, [TEST_NICKNAME]), `English on ${path} zh`).toEqual([])
    if (path === '/rpc') {
      // The header's notice and account menus, opened.
      for (const menu of [/^(Notices|通知)/, /^(Account menu|.*的账户菜单)/]) {
        await page.getByRole('button', { name: menu }).click()
        await auditInScheme(page, `${menu} ${describeAudit(audit)}`, scheme)
        await page.keyboard.press('Escape')
      }
    }
  }
}

/**
 * The public pages, each a test of its own (one route group for the plan). /first-login opens
 * only for an account that has not finished setting up (the guard sends any other to the
 * dashboard); the registration spec walks it. Dashboard pages: below.
 */
const PUBLIC_PAGES = SPEC_ROUTES.map(({ path }) => path).filter(
  (path) => path !== '/first-login' && !DASHBOARD_PAGES.includes(path),
)

/** The dashboard pages in groups: one login serves a group (pages load again, by URL). */
const DASHBOARD_GROUP_PAGES = Array.from({ length: DASHBOARD_GROUPS }, (_, group) =>
  DASHBOARD_PAGES.filter((_, index) => index % DASHBOARD_GROUPS === group),
)

test('the audit plan meets every pair of language, scheme and width on every route group', () => {
  const everyPair = pairsOf(PLANS.flat())
  expect(everyPair.size).toBe(12)
  for (const group of [PUBLIC_PAGES, ...DASHBOARD_GROUP_PAGES]) {
    expect(pairsOf(group.flatMap((_, index) => planOf(index))), group.join(', ')).toEqual(everyPair)
  }
})

test.describe('axe finds no violation', () => {
  for (const [index, path] of PUBLIC_PAGES.entries()) {
    const plan = planOf(index)
    test(`on ${path}, in ${plan.map(describeAudit).join(' and ')}`, async ({ page, request }) => {
      if (needsLogin(path)) await logIn(page, await createAccount(request), path)
      else await page.goto(path)
      await auditPlan(page, path, plan)
    })
  }
})

test.describe('axe finds no violation signed in', () => {
  for (const paths of DASHBOARD_GROUP_PAGES) {
    test(`on ${paths.join(', ')}, in both languages, schemes and widths`, async ({ page, request }) => {
      await logIn(page, await createAccount(request), paths[0])
      for (const [index, path] of paths.entries()) {
        if (index > 0) await page.goto(path)
        await auditPlan(page, path, planOf(index))
      }
    })
  }
})
