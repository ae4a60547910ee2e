import { securityHeaderProblems } from '../gates/security-headers'
import { SPEC_ROUTES } from './support/routes'
import { expect, test } from './support/fixtures'

test.describe('every SPEC route', () => {
  for (const { path, heading } of SPEC_ROUTES) {
    test(`${path} opens with its title and no console error`, async ({ page, problems }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      const layout = path.startsWith('/rpc') ? 'dashboard' : 'default'
      await expect(page.getByRole('navigation', { name: 'Dashboard' })).toHaveCount(layout === 'dashboard' ? 1 : 0)
      await expect(page).toHaveTitle(/ · Hubdeck$/)
      expect(problems).toEqual([])
    })
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

test('the page title reads "page title · site name" and the social card has an image', async ({ page }) => {
  await page.goto('/rpc/endpoint')
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

test('scroll returns to the top on route change, but not when a hash is present', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 400 })
  await page.goto('/rpc/endpoint')
  await expect(page.getByRole('table')).toBeVisible()
  const main = page.locator('[data-scroll-root]')
  await main.evaluate((el) => el.scrollTo(0, 300))
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Statistics' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible()
  await expect.poll(() => main.evaluate((el) => el.scrollTop)).toBe(0)
})
