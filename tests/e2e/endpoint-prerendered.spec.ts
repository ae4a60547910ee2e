/**
 * The page a signed-in visitor lands on, `/rpc/endpoint`, prerendered as its shell (issue 15:
 * Lighthouse mobile ≥ 98 signed in; contract/prerendered-pages.ts): the dashboard layout, the
 * heading and the list's skeleton, painted from HTML before any JavaScript has run. The server
 * sends it only with a session cookie and in the visitor's language; it holds nothing of an
 * account; and the app takes it over with no frame without the page.
 */
import { SESSION_COOKIE } from '../../contract/index'
import { createAccount, logIn } from './support/accounts'
import { headingCountsSinceShown, noteHeadingsEachFrame } from './support/heading-frames'
import { expect, test } from './support/fixtures'

test('the server sends the shell only to a visitor holding a session, in their language', async ({ request }) => {
  const chinese = await request.get('/rpc/endpoint?q=bot', {
    headers: { cookie: `${SESSION_COOKIE}=any-token; i18n_redirected=zh` },
  })
  expect(chinese.headers()['vary']).toContain('Cookie')
  const zhHtml = await chinese.text()
  expect(zhHtml).toContain('<div id="app" data-prerendered="zh">')
  expect(zhHtml).toContain('<html lang="zh-CN"')
  expect(zhHtml).toContain('<h1 class="text-2xl font-semibold">端点</h1>')
  // The header's controls wait for the app; the navigation's links work without it.
  expect(zhHtml).toContain('<select disabled=""')
  expect(zhHtml).toContain('href="/rpc/statistic"')

  const english = await (
    await request.get('/rpc/endpoint', { headers: { cookie: `${SESSION_COOKIE}=any-token`, 'accept-language': 'en' } })
  ).text()
  expect(english).toContain('<h1 class="text-2xl font-semibold">Endpoints</h1>')

  // Without a session the app sends the visitor to log in: no dashboard flashes by first.
  for (const cookie of ['i18n_redirected=zh', `${SESSION_COOKIE}=`]) {
    const bare = await (await request.get('/rpc/endpoint', { headers: { cookie } })).text()
    expect(bare).toContain('<div id="app"></div>')
    expect(bare).not.toContain('<h1')
  }
})

test('the app takes the signed-in shell over with no frame without the heading, and shows the account', async ({
  page,
  request,
}) => {
  const account = await createAccount(request)
  await noteHeadingsEachFrame(page)
  await logIn(page, account)
  await expect(page.locator('[data-prerendered]')).toHaveCount(0)
  const shown = await headingCountsSinceShown(page)
  expect(shown.length).toBeGreaterThan(0)
  expect(shown.every((count) => count === 1)).toBe(true)
  await expect(page.getByRole('heading', { level: 1, name: 'Endpoints' })).toHaveCount(1)
  // The app's header, not the shell's: its controls work.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('zh')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('端点')
})
