import type { Page } from '@playwright/test'
import { createAccount, logIn } from './support/accounts'
import { expect, test } from './support/fixtures'

test('the theme toggle sets and clears dark on the root element and survives a reload', async ({ page, problems }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/rpc/endpoint')
  const html = page.locator('html')
  await expect(html).not.toHaveClass(/\bdark\b/)
  const toggle = page.getByRole('button', { name: 'Dark mode' })
  await toggle.click()
  await expect(html).toHaveClass(/\bdark\b/)
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  await page.reload()
  await expect(html).toHaveClass(/\bdark\b/)
  await page.getByRole('button', { name: 'Dark mode' }).click()
  await expect(html).not.toHaveClass(/\bdark\b/)
  await page.reload()
  await expect(html).not.toHaveClass(/\bdark\b/)
  expect(problems).toEqual([])
})

/**
 * Holds the scripts whose names match `pattern` until `release()` is called: a slow network for
 * the header's lazily loaded parts.
 */
async function holdScripts(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => pattern.test(url.pathname),
    async (route) => {
      await released
      await route.continue()
    },
  )
  return release
}

for (const { where, path, signedIn, held } of [
  // The help menu's button comes with the page; its panel's code (held here) only on intent.
  { where: 'signed out on /login', path: '/login', signedIn: false, held: /\/assets\/help-menu-items-/ },
  {
    where: 'signed in on /rpc/endpoint',
    path: '/rpc/endpoint',
    signedIn: true,
    held: /\/assets\/(help-menu-items|notice-centre|user-menu)-/,
  },
]) {
  test(`the header's controls stay put while its lazily loaded parts load, ${where}`, async ({ page, request }) => {
    // A late help menu pushed the theme toggle aside under a click (the first test above failed so).
    if (signedIn) await logIn(page, await createAccount(request))
    const release = await holdScripts(page, held)
    await page.goto(path)
    const toggle = page.getByRole('button', { name: 'Dark mode' })
    await expect(toggle).toBeEnabled()
    const before = await toggle.boundingBox()
    release()
    await expect(page.getByRole('button', { name: 'Help' })).toBeVisible()
    if (signedIn) {
      await expect(page.getByRole('button', { name: /^Notices, \d+ unread$/ })).toBeVisible()
      // The user menu waits for the profile; its grey avatar once sat in a smaller box than the menu's.
      await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible()
    }
    expect(await toggle.boundingBox()).toEqual(before)
  })
}

test('the help menu’s panel code loads when a hand comes to its button, not with the page', async ({ page }) => {
  const fetched: string[] = []
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname))
  await page.goto('/login')
  const help = page.getByRole('button', { name: 'Help' })
  await expect(help).toBeEnabled()
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
  expect(fetched.filter((path) => path.includes('/help-menu-items-'))).toEqual([])
  const panelCode = page.waitForRequest((request) => request.url().includes('/help-menu-items-'))
  await help.hover()
  await panelCode
  await help.click()
  await expect(page.getByRole('button', { name: 'Contact support' })).toBeVisible()
})

test("on a 390 px phone the header's help and notice panels stay on the screen", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await logIn(page, await createAccount(request))
  for (const name of ['Help', /^Notices, \d+ unread$/]) {
    const button = page.getByRole('button', { name })
    await button.click()
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`)
    await expect(panel).toBeVisible()
    const box = (await panel.boundingBox())!
    // The help menu's panel once ran 10 px past the left edge, under the button it hangs from.
    expect([name.toString(), box.x >= 0, box.x + box.width <= 390]).toEqual([name.toString(), true, true])
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
  }
})

test('the theme follows the system until the user chooses', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/login')
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
})

test("switching to zh shows Chinese, the key list's age says 刚刚更新, and the cookie lasts 365 days", async ({
  page,
  context,
  problems,
  request,
}) => {
  await logIn(page, await createAccount(request))
  // The endpoint page's key list, read from the server just now.
  await expect(page.getByText('Updated just now')).toBeVisible()
  await page.getByRole('combobox', { name: 'Language' }).selectOption('zh')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('端点')
  await expect(page.getByText('刚刚更新')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')

  const cookie = (await context.cookies()).find((item) => item.name === 'i18n_redirected')
  expect(cookie?.value).toBe('zh')
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400
  expect(days).toBeGreaterThan(364.9)
  expect(days).toBeLessThanOrEqual(365.01)

  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('端点')
  expect(problems).toEqual([])
})

test('the browser language decides when no cookie is set, falling back to English', async ({ browser }) => {
  const chinese = await browser.newContext({ locale: 'zh-CN', serviceWorkers: 'block' })
  const zhPage = await chinese.newPage()
  await zhPage.goto('/login')
  await expect(zhPage.getByRole('heading', { level: 1 })).toHaveText('登录')
  await chinese.close()

  const french = await browser.newContext({ locale: 'fr-FR', serviceWorkers: 'block' })
  const frPage = await french.newPage()
  await frPage.goto('/login')
  await expect(frPage.getByRole('heading', { level: 1 })).toHaveText('Log in')
  await french.close()
})

test('the sidebar width and collapsed state persist; phones get a drawer', async ({ page, request }) => {
  await logIn(page, await createAccount(request))
  const sidebar = page.getByTestId('sidebar')
  await expect(sidebar).toHaveCSS('width', '200px')
  const separator = page.getByRole('separator', { name: 'Resize sidebar' })
  await separator.focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(sidebar).toHaveCSS('width', '232px')
  await page.getByRole('button', { name: 'Collapse sidebar' }).click()
  await expect(sidebar).toHaveCSS('width', '64px')
  await page.reload()
  await expect(sidebar).toHaveCSS('width', '64px')
  await page.getByRole('button', { name: 'Expand sidebar' }).click()
  await expect(sidebar).toHaveCSS('width', '232px')

  await page.setViewportSize({ width: 390, height: 844 })
  await expect(sidebar).toBeHidden()
  await page.getByRole('button', { name: 'Open menu' }).click()
  const drawer = page.getByRole('dialog', { name: 'Menu' })
  await drawer.getByRole('link', { name: 'Billing' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible()
  await expect(drawer).toBeHidden()
})
