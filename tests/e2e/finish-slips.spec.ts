/**
 * Issue 21 "What a customer sees", end to end in Chromium against the real server: badges stay
 * readable in dark mode; a failed login's error toast goes once the next login succeeds; a money
 * page says once why its money actions wait offline; a detected language is remembered in its
 * cookie; an installed app leaves the dev mail outbox to the server; the manifest's screenshots and
 * shortcuts are real. One account (with two teams) serves the file's signed-in tests.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { LOCALE_COOKIE } from '../../src/i18n/locales'
import { SESSION_COOKIE } from '../../src/lib/session-token'
import { LOGIN_TYPE_COOKIE } from '../../src/lib/team-context'
import { apiCall, apiLogin, createAccount, waitForWorker, type E2eAccount } from './support/accounts'
import { axeViolations } from './support/axe'
import { expect, OFFLINE_PROBLEMS, test } from './support/fixtures'
import { SPEC_ROUTES } from './support/routes'

interface SharedAccount {
  account: E2eAccount
  teamIds: number[]
}

let shared: Promise<SharedAccount> | undefined

/** The file's account, made by the first test that needs it: a personal user in two teams. */
function sharedAccount(request: APIRequestContext): Promise<SharedAccount> {
  shared ??= (async () => {
    const account = await createAccount(request, 'Grace')
    const token = await apiLogin(request, account)
    const teamIds: number[] = []
    for (const name of ['Analytical Engines', 'Difference Works']) {
      teamIds.push((await apiCall<{ teamId: number }>(request, 'hub_createTeam', { name }, token)).teamId)
    }
    return { account, teamIds }
  })()
  return shared
}

/** Signs the page in by API (the login form is not what these tests are about), in the personal workspace. */
async function signIn(page: Page, account: E2eAccount, landing: string): Promise<void> {
  const token = await apiLogin(page.request, account)
  const url = new URL(test.info().project.use.baseURL!).origin
  await page.context().addCookies([
    { name: SESSION_COOKIE, value: token, url },
    { name: LOGIN_TYPE_COOKIE, value: 'Personal', url },
  ])
  await page.goto(landing)
}

test('in dark mode /choose-team, with its "Current" badge, passes axe with no violation', async ({ page, request }) => {
  const { account, teamIds } = await sharedAccount(request)
  await page.emulateMedia({ colorScheme: 'dark' })
  await signIn(page, account, '/choose-team')
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  for (const teamId of teamIds) await expect(page.getByTestId(`workspace-team-${teamId}`)).toBeVisible()
  const current = page.getByTestId('workspace-personal').getByText('Current', { exact: true })
  await expect(current).toBeVisible()
  // The badge's text once took the colour of its background (a dark shade the theme lacked).
  const [text, background] = await current.evaluate((badge) => {
    const style = getComputedStyle(badge)
    return [style.color, style.backgroundColor]
  })
  expect(text).not.toBe(background)
  expect(await axeViolations(page)).toEqual([])
})

test('a failed login’s error toast closes when the next login succeeds', async ({ page, request }) => {
  const { account } = await sharedAccount(request)
  await page.goto('/login')
  await page.getByLabel('E-mail').fill(account.email)
  await page.getByLabel('Password').fill('not the password')
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  const refusal = page.getByRole('alert').filter({ hasText: 'Incorrect e-mail or password' })
  await expect(refusal).toBeVisible()

  // The pointer rests on the toast, which holds it open however long the next login takes: only
  // the success may close it. The right password is sent from the keyboard.
  await refusal.hover()
  await page.getByLabel('Password').fill(account.password)
  await page.getByLabel('Password').press('Enter')
  await expect(page).toHaveURL(/\/choose-team$/)
  await expect(refusal).toHaveCount(0)
})

test.describe('offline', () => {
  // Offline, Chromium logs each request it cannot make as a console error.
  test.use({ allowProblems: OFFLINE_PROBLEMS })

  test('a money page says once why its money actions wait, and each disabled one points there', async ({
    page,
    context,
    request,
  }) => {
    const { account } = await sharedAccount(request)
    await signIn(page, account, '/rpc')
    const pages = [
      { path: '/rpc', note: 'wallet-offline-note', loaded: page.getByTestId('wallet-amount') },
      {
        path: '/rpc/billings/charge',
        note: 'packages-offline-note',
        loaded: page.getByRole('button', { name: /^Buy / }).first(),
      },
      {
        path: '/rpc/billings/charge?tab=deposit',
        note: 'deposit-offline-note',
        loaded: page.getByRole('button', { name: 'Show deposit address' }),
      },
      { path: '/rpc/billings', note: 'billing-offline-note', loaded: page.getByRole('link', { name: 'Deposit' }) },
    ]
    for (const { path, note, loaded } of pages) {
      await context.setOffline(false)
      await page.goto(path)
      await expect(loaded).toBeVisible()
      await context.setOffline(true)

      const banner = page.getByTestId(note)
      await expect(banner).toBeVisible()
      const reason = (await banner.textContent()) ?? ''
      // Said once on the page: no card or button repeats it, nor words it its own way.
      await expect(page.getByText(reason, { exact: true })).toHaveCount(1)
      await expect(page.locator('main').getByText(/offline/i)).toHaveCount(1)
      const waiting = page.locator('main button:disabled[aria-describedby]')
      await expect(waiting.first()).toBeVisible()
      for (const button of await waiting.all()) await expect(button, path).toHaveAccessibleDescription(reason)
    }
    await context.setOffline(false)
  })
})

test('a first visit in a Chinese browser is in Chinese and remembers it in i18n_redirected for 365 days', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'zh-CN', serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
    await page.goto('/login')
    // The page arrives prerendered in Chinese (the server reads Accept-Language); the app, which
    // detects the language itself and writes the cookie, has taken over once the form is there.
    await expect(page.locator('[data-prerendered]')).toHaveCount(0)
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('登录')
    const cookie = (await context.cookies()).find((item) => item.name === LOCALE_COOKIE)
    expect(cookie?.value).toBe('zh')
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400
    expect(days).toBeGreaterThan(364.9)
    expect(days).toBeLessThanOrEqual(365.01)
  } finally {
    await context.close()
  }
})

test.describe('installed', () => {
  test.use({ serviceWorkers: 'allow' })

  test('once the service worker controls the page, /dev/mail still opens the outbox', async ({ page }) => {
    await page.goto('/login')
    await waitForWorker(page)
    const response = await page.goto('/dev/mail')
    expect(response?.fromServiceWorker()).toBe(false)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dev outbox')
    await expect(page).toHaveTitle('Dev outbox')
  })
})

test('the manifest’s screenshots are images of their declared size, and each shortcut opens its page', async ({
  page,
  request,
}) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    screenshots?: { src: string; sizes: string; type: string; form_factor?: string }[]
    shortcuts: { url: string }[]
  }
  const screenshots = manifest.screenshots ?? []
  expect(screenshots.map(({ form_factor, sizes, type }) => `${form_factor} ${sizes} ${type}`).sort()).toEqual([
    'narrow 390x844 image/png',
    'wide 1280x720 image/png',
  ])
  await page.goto('/login')
  for (const { src, sizes } of screenshots) {
    const drawn = await page.evaluate(async (url) => {
      const image = new Image()
      image.src = url
      await image.decode()
      return `${image.naturalWidth}x${image.naturalHeight}`
    }, src)
    expect(drawn, src).toBe(sizes)
  }

  const { account } = await sharedAccount(request)
  await signIn(page, account, '/rpc')
  expect(manifest.shortcuts.length).toBeGreaterThan(0)
  for (const { url } of manifest.shortcuts) {
    const route = SPEC_ROUTES.find(({ path }) => path === url)
    expect(route, `${url} is a page of SPEC §2`).toBeDefined()
    await page.goto(url)
    await expect(page.getByRole('heading', { level: 1 }), url).toHaveText(route!.heading)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0)
  }
})
