import { securityHeaderProblems } from '../gates/security-headers'
import { createAccount, logIn } from './support/accounts'
import { SPEC_ROUTES } from './support/routes'
import { expect, test } from './support/fixtures'

/** Pages the access guard opens only to a signed-in user (SPEC §2: everything not public). */
const needsLogin = (path: string) => path.startsWith('/rpc') || ['/choose-team', '/first-login'].includes(path)

/**
 * The routes opened by URL in a few groups, one page each (one login for a signed-in group): a
 * page load per route in a context of its own cost the suite a login and a cold cache per route,
 * for nothing these checks need. Each route is still a full load of its URL, in a step of its own.
 */
const ROUTE_GROUPS = 2
const OPENED_ROUTES = SPEC_ROUTES.filter(({ path }) => path !== '/first-login')
const routeGroups = (signedIn: boolean) => {
  const routes = OPENED_ROUTES.filter(({ path }) => needsLogin(path) === signedIn)
  return Array.from({ length: ROUTE_GROUPS }, (_, group) => routes.filter((_, index) => index % ROUTE_GROUPS === group))
}

test.describe('every SPEC route opens with its title and no console error', () => {
  // /first-login: an initialised account is sent from it to the dashboard (the guard's rows below).
  for (const signedIn of [false, true]) {
    for (const routes of routeGroups(signedIn)) {
      test(`${signedIn ? 'signed in' : 'signed out'}: ${routes.map(({ path }) => path).join(', ')}`, async ({
        page,
        problems,
        request,
      }) => {
        if (signedIn) await logIn(page, await createAccount(request), routes[0]!.path)
        for (const { path, heading } of routes) {
          await test.step(path, async () => {
            await page.goto(path)
            // Signed in, the overview greets the account (its heading for signed-out visitors is never seen now).
            const expected = path === '/rpc' ? 'Welcome, Tester' : heading
            await expect(page.getByRole('heading', { level: 1, name: expected })).toBeVisible()
            const dashboard = path.startsWith('/rpc')
            await expect(page.getByRole('navigation', { name: 'Dashboard' })).toHaveCount(dashboard ? 1 : 0)
            await expect(page).toHaveTitle(/ · Hubdeck$/)
            expect(problems, path).toEqual([])
          })
        }
      })
    }
  }
})

test('an unknown path shows Page Not Found with the path', async ({ page, problems }) => {
  await page.goto('/that/path')
  await expect(page.getByText('Page Not Found: /that/path')).toBeVisible()
  await page.getByRole('link', { name: 'Back to home' }).click()
  await expect(page).toHaveURL('/')
  expect(problems).toEqual([])
})

test('a page failing its validity check shows the 404 page', async ({ page }) => {
  // Invoice codes are 6–64 letters, digits, - or _: "abc" is not one.
  await page.goto('/invoice/abc')
  await expect(page.getByText('Page Not Found: /invoice/abc')).toBeVisible()
})

test.describe('the access guard (SPEC §2)', () => {
  test('a signed-out visit to a dashboard page lands on /login, and logging in returns there', async ({
    page,
    request,
    problems,
  }) => {
    const account = await createAccount(request, 'Guarded')
    await page.goto('/rpc/endpoint')
    await expect(page).toHaveURL(/\/login\?redirect=%2Frpc%2Fendpoint$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()

    await page.getByLabel('E-mail').fill(account.email)
    await page.getByLabel('Password').fill(account.password)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()

    await expect(page).toHaveURL(/\/rpc\/endpoint$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Endpoints' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Account menu for Guarded' })).toBeVisible()
    expect(problems).toEqual([])
  })

  test('a deep link keeps its search through the login', async ({ page, request }) => {
    const account = await createAccount(request)
    await page.goto('/rpc/billings/invoice?page=1')
    await expect(page).toHaveURL(/\/login\?redirect=/)
    await page.getByLabel('E-mail').fill(account.email)
    await page.getByLabel('Password').fill(account.password)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page).toHaveURL(/\/rpc\/billings\/invoice\?page=1$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible()
  })

  test('a signed-in user opening a signed-out page (/register) or /first-login goes to the dashboard', async ({
    page,
    request,
  }) => {
    await logIn(page, await createAccount(request))
    for (const path of ['/register', '/first-login', '/']) {
      await page.goto(path)
      await expect(page).toHaveURL(/\/rpc\/endpoint$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Endpoints' })).toBeVisible()
    }
  })

  test('a signed-out visit to /first-login logs in first', async ({ page }) => {
    await page.goto('/first-login')
    await expect(page).toHaveURL(/\/login\?redirect=%2Ffirst-login$/)
  })

  test('/third-party/login?from=admin ends the session in this browser and stays on the page', async ({
    page,
    context,
    request,
  }) => {
    await logIn(page, await createAccount(request, 'Admin Visit'))
    await page.goto('/third-party/login?from=admin')
    await expect(page.getByTestId('third-party-signed-out')).toBeVisible()
    await expect(page).toHaveURL(/\/third-party\/login\?from=admin$/)
    expect((await context.cookies()).some((cookie) => cookie.name === 'bpis')).toBe(false)
    await page.goto('/rpc/endpoint')
    await expect(page).toHaveURL(/\/login\?redirect=/)
  })
})

test('the page title reads "page title · site name" and the social card has an image', async ({ page, request }) => {
  await logIn(page, await createAccount(request))
  await expect(page).toHaveTitle('Endpoints · Hubdeck')
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', '/og-image.png')
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Endpoints · Hubdeck')
})

test('the app pages carry the security headers', async ({ request }) => {
  for (const path of ['/', '/rpc/endpoint', '/login', '/manifest.webmanifest']) {
    const response = await request.get(path)
    expect(securityHeaderProblems(response.headers()), path).toEqual([])
  }
})

test('scroll returns to the top on route change, but not when a hash is present', async ({ page, request }) => {
  await page.setViewportSize({ width: 1200, height: 400 })
  await logIn(page, await createAccount(request))
  // A key's card makes the page taller than the window.
  await page.getByRole('button', { name: 'Create my first key' }).click()
  await expect(page.getByRole('article')).toBeVisible()
  const main = page.locator('[data-scroll-root]')
  await main.evaluate((el) => el.scrollTo(0, 300))
  await expect.poll(() => main.evaluate((el) => el.scrollTop)).toBeGreaterThan(0)
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Statistics' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible()
  await expect.poll(() => main.evaluate((el) => el.scrollTop)).toBe(0)
})
