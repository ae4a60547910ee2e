import { createAccount, logIn } from './support/accounts'
import { expect, test } from './support/fixtures'

// These tests break a page on purpose: the error page logs what happened.
test.describe('a broken page', () => {
  // The render error is logged, as it must be.
  test.use({ allowProblems: /statistics exploded|Hubdeck failed to render this page/ })

  test('a thrown render error shows the error page, whose button leads to /', async ({ page, request }) => {
    // Dashboard pages are for signed-in users (the access guard).
    await logIn(page, await createAccount(request))
    // A deployment whose statistics page is broken: its chunk throws while rendering.
    await page.route(/\/assets\/statistic-[\w-]+\.js$/, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'export const component = () => { throw new Error("statistics exploded") }',
      }),
    )
    await page.goto('/rpc/statistic')
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible()
    // Its two illustrations, in the page (the header's logo is drawn with a rect too).
    await expect(
      page
        .getByRole('main')
        .locator('svg[aria-hidden="true"]')
        .filter({ has: page.locator('rect') }),
    ).toHaveCount(2)
    await page.getByRole('link', { name: 'Back to home' }).click()
    // `/` is for signed-out visitors: a signed-in user opening it is sent on to /rpc/endpoint (SPEC §2).
    await expect(page).toHaveURL('/rpc/endpoint')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Endpoints')
  })
})

test.describe('a missing chunk', () => {
  // The aborted request is logged by the browser; after the one reload, the error page logs the failure.
  test.use({
    allowProblems:
      /Failed to load resource|Failed to fetch dynamically imported module|Hubdeck failed to render this page|App error/,
  })

  test('a failing chunk reloads the page once, and not again within 10 s', async ({ page, request }) => {
    await logIn(page, await createAccount(request, 'Chunk Tester'))
    let documentLoads = 0
    page.on('request', (sent) => {
      if (sent.resourceType() === 'document') documentLoads++
    })
    // The statistics chunk of this deployment is gone (a newer deployment replaced it).
    await page.route(/\/assets\/statistic-[\w-]+\.js$/, (route) => route.abort('failed'))
    await page.goto('/rpc')
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Chunk Tester' })).toBeVisible()
    expect(documentLoads).toBe(1)

    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Statistics' }).click()
    // One reload…
    await expect.poll(() => documentLoads).toBe(2)
    // …after which the chunk still fails: the error page shows instead of a reload loop.
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible()
    await page.waitForTimeout(1500)
    expect(documentLoads).toBe(2)
  })
})
