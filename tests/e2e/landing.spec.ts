/**
 * The landing page (issue 21): the chains and plans the server offers, read after the first
 * paint, in English and in Chinese; its calls to action; a phone's width without sideways
 * scrolling; and a sentence, not an error page, when the offer cannot be read.
 */
import type { Page } from '@playwright/test'
import { packageName } from '../../contract/index'
import type { Chain } from '../../contract/methods/system'
import type { CatalogPackage } from '../../contract/methods/packages'
import { apiCall } from './support/accounts'
import { headingCountsSinceShown, noteHeadingsEachFrame } from './support/heading-frames'
import { expect, test } from './support/fixtures'
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts'

const HEADING = 'RPC endpoints for every chain, in one dashboard'

/** Answers the landing page's two reads with a network failure, as a dropped connection would. */
async function failOfferReads(page: Page): Promise<void> {
  await page.route('**/api', async (route) => {
    const method = (route.request().postDataJSON() as { method?: string } | null)?.method
    if (method === 'hub_getSupportChains' || method === 'hub_getPackageCatalog') await route.abort('failed')
    else await route.fallback()
  })
}

test('the landing page shows the chains and plans the server offers, in English and Chinese', async ({
  page,
  request,
}) => {
  const [chains, plans] = await Promise.all([
    apiCall<Chain[]>(request, 'hub_getSupportChains', {}),
    apiCall<CatalogPackage[]>(request, 'hub_getPackageCatalog', {}),
  ])
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible()

  const evm = chains.filter((chain) => chain.family === 'evm')
  const evmNetworks = evm.flatMap((chain) => chain.networks)
  const evmTestnets = evmNetworks.filter((network) => network.testnet).length
  const evmCard = page.getByTestId('chain-family-evm')
  await expect(evmCard.getByRole('heading', { name: 'EVM chains' })).toBeVisible()
  await expect(evmCard).toContainText(`${evmNetworks.length - evmTestnets} mainnets · ${evmTestnets} testnets`)
  for (const chain of evm) await expect(evmCard).toContainText(chain.name)

  const cards = page.getByTestId('landing-plan')
  await expect(cards).toHaveCount(plans.length)
  const growth = cards.nth(plans.findIndex((plan) => plan.name === 'Growth'))
  await expect(growth.getByRole('heading', { name: 'Growth', exact: true })).toBeVisible()
  await expect(growth).toContainText('$49.00 for 30 days')
  await expect(growth).toContainText('250M RU')

  await page.getByRole('combobox', { name: 'Language' }).selectOption('zh')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('覆盖所有链的 RPC 端点，尽在一个控制台')
  await expect(evmCard.getByRole('heading', { name: 'EVM 链' })).toBeVisible()
  for (const plan of plans) {
    await expect(page.getByRole('heading', { level: 3, name: packageName(plan.name, 'zh'), exact: true })).toBeVisible()
  }
  await expect(growth).toContainText('2.5亿 RU')
})

test('at 390 px nothing scrolls sideways, and Log in opens the login page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await expect(page.getByTestId('landing-plans')).toBeVisible()
  await expect(page.getByTestId('landing-chains')).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await page.getByRole('link', { name: 'Log in' }).first().click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
})

test.describe('when the offer cannot be read', () => {
  // Chromium logs the aborted requests as console errors.
  test.use({ allowProblems: /Failed to load resource/ })

  test('each section says so in a sentence and the rest of the page stands', async ({ page }) => {
    await failOfferReads(page)
    await page.goto('/')
    await expect(page.getByText('The list of chains cannot be loaded right now')).toBeVisible()
    await expect(page.getByText('The plans cannot be loaded right now')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Works offline' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Create account' }).first()).toBeVisible()
  })
})

test.describe('prerendered', () => {
  test('the server sends the page already rendered, in the language of the cookie, else of the browser', async ({
    request,
  }) => {
    const chinese = await request.get('/', { headers: { 'accept-language': 'fr-FR,zh-CN;q=0.8,en;q=0.5' } })
    expect(chinese.headers()['content-type']).toContain('text/html')
    const zhHtml = await chinese.text()
    expect(zhHtml).toContain('<html lang="zh-CN"')
    expect(zhHtml).toContain('覆盖所有链的 RPC 端点，尽在一个控制台')

    const chosen = await request.get('/', {
      headers: { 'accept-language': 'zh-CN', cookie: 'i18n_redirected=en' },
    })
    const enHtml = await chosen.text()
    expect(enHtml).toContain('<html lang="en-US"')
    expect(enHtml).toContain(HEADING)

    // /login is prerendered too, with its form's placeholder (its code loads after the paint);
    // every other page gets the bare shell, and the client router decides what it is.
    const login = await (await request.get('/login', { headers: { 'accept-language': 'zh-CN' } })).text()
    expect(login).toContain('<h1 class="text-2xl font-semibold">登录</h1>')
    expect(login).not.toContain('<input')
    expect(await (await request.get('/register')).text()).not.toContain('<h1')
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the heading, the calls to action and what the app does are on screen', async ({ page }) => {
      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Works offline' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Log in' }).first()).toHaveAttribute('href', '/login')
    })
  })

  test('/login opens without a layout shift: its placeholder has the shape of the form and the other ways in', async ({
    page,
  }) => {
    await recordLayoutShifts(page)
    await page.goto('/login')
    await expect(page.locator('[data-prerendered]')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeEnabled()
    await expect(page.getByRole('button', { name: 'A wallet extension' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible()
    // The form's arrival once pushed these links 96 px down (CLS 0.005 on a phone).
    expect(await layoutShifts(page)).toEqual([])
  })

  test('the app takes the prerendered page over with no frame without the page, and one heading', async ({ page }) => {
    await noteHeadingsEachFrame(page)
    await page.goto('/')
    await expect(page.locator('[data-prerendered]')).toHaveCount(0)
    await expect(page.getByTestId('landing-plan').first()).toBeVisible()
    const shown = await headingCountsSinceShown(page)
    expect(shown.length).toBeGreaterThan(0)
    expect(shown.every((count) => count === 1)).toBe(true)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    // The app's page, not the prerendered one: its language switch works.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('zh')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('覆盖所有链的 RPC 端点，尽在一个控制台')
  })
})
