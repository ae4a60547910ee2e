/**
 * Issue 21: the dashboard header shows the workspace, the balance and the package with its RU
 * left on every dashboard page, at a desktop width and at a phone's (390 px, where they sit on a
 * line of their own), and a toast in the top-left corner never covers the logo or the phone's
 * menu button. One login serves every page; each page is loaded once and checked at both widths.
 * Between the two, on a tablet, every control of the header stays inside the window.
 */
import type { Locator, Page } from '@playwright/test'
import { SIDEBAR_MAX_WIDTH, SIDEBAR_WIDTH_KEY } from '../../src/lib/local-preferences'
import { LOGIN_TYPE_COOKIE, TEAM_ID_COOKIE } from '../../src/lib/team-context'
import { apiCall, apiLogin, createAccount, devCall, liveSockets, logIn } from './support/accounts'
import { expect, test } from './support/fixtures'
import { SPEC_ROUTES } from './support/routes'
import { widerThanWindow } from './support/wider-than-window'

const DESKTOP = { width: 1280, height: 720 }
const PHONE = { width: 390, height: 844 }

const DASHBOARD_PAGES = SPEC_ROUTES.map(({ path }) => path).filter((path) => path.startsWith('/rpc'))

const ACCOUNT_PARTS = ['workspace-switcher', 'header-package', 'header-balance'] as const

/**
 * What the page shows of the header's account parts, in one look: for each, whether one copy is
 * on screen wholly inside the viewport (the drawer may hold hidden ones); and whether the package
 * names its RU.
 */
function accountPartsOnScreen(partIds: readonly string[]) {
  const fits = (element: Element) => {
    const box = element.getBoundingClientRect()
    return box.width > 0 && box.left >= 0 && box.right <= innerWidth && box.top >= 0 && box.bottom <= innerHeight
  }
  const parts = Object.fromEntries(
    partIds.map((id) => [id, [...document.querySelectorAll(`[data-testid="${id}"]`)].filter(fits).length]),
  )
  const ru = [...document.querySelectorAll('[data-testid="header-package"]')].some(
    (element) => fits(element) && element.textContent?.includes('RU'),
  )
  return { parts, ru }
}

/** The header's account parts are all on screen, whole, and nothing in the page is wider than it. */
async function expectAccountParts(page: Page, label: string): Promise<void> {
  await expect
    .poll(
      async () => ({
        ...(await page.evaluate(accountPartsOnScreen, ACCOUNT_PARTS)),
        wide: await page.evaluate(widerThanWindow),
      }),
      {
        message: label,
      },
    )
    .toEqual({ parts: Object.fromEntries(ACCOUNT_PARTS.map((id) => [id, 1])), ru: true, wide: [] })
}

/**
 * Opens `path` inside the running app, as its back and forward buttons do (the router follows
 * `popstate`): the layout and its header stay mounted, as they do when a customer moves between
 * pages, and the test pays for no page load.
 */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((next) => {
    history.pushState(history.state, '', next)
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
  }, path)
  await expect(page).toHaveURL(new RegExp(`${path.replaceAll('/', '\\/')}$`))
}

/** Whether two boxes share any pixel. */
function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

async function expectClear(toast: Locator, corner: Locator, label: string): Promise<void> {
  const [toastBox, cornerBox] = [await toast.boundingBox(), await corner.boundingBox()]
  expect(toastBox && cornerBox, label).toBeTruthy()
  expect(
    overlaps(toastBox!, cornerBox!),
    `${label}: toast ${JSON.stringify(toastBox)} over ${JSON.stringify(cornerBox)}`,
  ).toBe(false)
}

test('every dashboard page shows the workspace, balance and package at 1280 and 390 px; a toast clears the logo and the menu button', async ({
  page,
}) => {
  const account = await createAccount(page.request)
  await devCall(page.request, 'dev_grantPackage', { email: account.email, skuName: 'Growth' })
  await page.setViewportSize(DESKTOP)
  await logIn(page, account, DASHBOARD_PAGES[0])
  for (const [index, path] of DASHBOARD_PAGES.entries()) {
    if (index > 0) await openInApp(page, path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.setViewportSize(DESKTOP)
    await expectAccountParts(page, `${path} at 1280`)
    await page.setViewportSize(PHONE)
    await expectAccountParts(page, `${path} at 390`)
  }

  // A file_download notice's toast stays open (SPEC §4): measured at both widths.
  await expect.poll(() => liveSockets(page, account)).toBe(1)
  await devCall(page.request, 'dev_sendNotice', {
    email: account.email,
    type: 'file_download',
    expand: { type: 'deposit', fileUrl: 'https://files.example.com/d.csv' },
  })
  const toast = page.getByRole('status').filter({ hasText: 'Export ready' })
  await expect(toast).toBeVisible()
  await expectClear(toast, page.getByRole('button', { name: 'Open menu' }), 'menu button at 390')
  await page.setViewportSize(DESKTOP)
  await expectClear(toast, page.getByTestId('sidebar').getByRole('link').first(), 'logo at 1280')
})

test('a toast on a page outside the dashboard clears the logo at 390 and 1280 px', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto('/login')
  await page.getByLabel('E-mail').fill('nobody-here@example.com')
  await page.getByLabel('Password').fill('not-the-password-1')
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  const toast = page.getByRole('alert').filter({ hasText: 'Incorrect e-mail or password' })
  await expect(toast).toBeVisible()
  // The pointer on the toast holds it open (5 s otherwise) while it is measured.
  await toast.hover()
  const logo = page.getByRole('banner').getByRole('link', { name: 'Hubdeck' })
  await expectClear(toast, logo, 'logo at 390')
  await page.setViewportSize(DESKTOP)
  await expectClear(toast, logo, 'logo at 1280')
})

/** The header's controls (buttons, links, selects) drawn partly or wholly outside the window, by name. */
function headerControlsOutside() {
  const controls = [...document.querySelectorAll('header button, header a, header select')].filter(
    (element) => element.getBoundingClientRect().width > 0,
  )
  const outside = controls.filter((element) => {
    const box = element.getBoundingClientRect()
    return box.left < 0 || box.right > innerWidth
  })
  return {
    outside: outside.map((element) => element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''),
  }
}

test('on a tablet every header control stays inside the window, with a long team name and the widest sidebar', async ({
  page,
  request,
}) => {
  const owner = await createAccount(request, 'Owner')
  const team = await apiCall<{ teamId: number }>(
    request,
    'hub_createTeam',
    { name: 'Blockchain Infrastructure Operations Night Shift' },
    await apiLogin(request, owner),
  )
  await page.setViewportSize({ width: 768, height: 900 })
  await logIn(page, owner)
  const origin = new URL(page.url()).origin
  await page.context().addCookies([
    { name: LOGIN_TYPE_COOKIE, value: 'Team', url: origin },
    { name: TEAM_ID_COOKIE, value: String(team.teamId), url: origin },
  ])
  await page.evaluate(({ key, width }) => localStorage.setItem(key, width), {
    key: SIDEBAR_WIDTH_KEY,
    width: String(SIDEBAR_MAX_WIDTH),
  })
  await page.goto('/rpc/endpoint')
  await expect(page.getByTestId('workspace-name')).toHaveText('Blockchain Infrastructure Operations Night Shift')
  // Two tablets held upright, lg exactly (where the widest sidebar leaves the header least), a laptop.
  for (const width of [768, 834, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    // The workspace, the balance, the language, help, the bell and the user menu, whole on screen…
    const header = page.getByRole('banner')
    for (const control of [
      header.getByRole('button', { name: /^Workspace: Blockchain Infrastructure/ }),
      header.getByTestId('header-balance'),
      header.getByLabel('Language'),
      header.getByRole('button', { name: 'Help' }),
      header.getByRole('button', { name: /^Notices, \d+ unread$/ }),
      header.getByRole('button', { name: 'Account menu for Owner' }),
    ])
      await expect(control, `at ${width} px`).toBeInViewport({ ratio: 1 })
    // …and no other control of the header past the window's edge.
    await expect
      .poll(async () => (await page.evaluate(headerControlsOutside)).outside, { message: `header at ${width} px` })
      .toEqual([])
  }
})
