/**
 * The /rpc overview and support (issue 18), in Chromium against the real server: a customer whose
 * key served calls (sent as the gateway meters them, POST /gateway/usage) sees the RU left and
 * the forecast the server answers, and today's requests with their sparkline; the configured
 * banner shows in English and Chinese and stays closed once closed; the help menu's support
 * dialog sends a ticket that reaches the support desk's mail with the page attached.
 */
import type { ApiKey } from '../../contract/methods/api-keys'
import type { RuForecast } from '../../contract/methods/reports-usage'
import { apiCall, apiLogin, createAccount, logIn, waitForWorker } from './support/accounts'
import { axeViolations } from './support/axe'
import { expect, OFFLINE_PROBLEMS, test } from './support/fixtures'
import { sendUsage, type ServedCall } from './support/gateway'
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts'
import { latestMail } from './support/mail'
import { E2E_BANNER } from './support/paths'

/** The e2e server's support address (server/config.ts default). */
const SUPPORT_EMAIL = 'support@hubdeck.dev'

/** What the overview says of a forecast, by the rules of usage-card.tsx. */
function forecastWords(forecast: RuForecast): RegExp {
  const { lapsesAt, runsOutAt } = forecast
  if (lapsesAt && (runsOutAt === null || Date.parse(lapsesAt) < Date.parse(runsOutAt))) return /what is left.* lapses/
  if (forecast.daysLeft === null) return /no run-out date to forecast/
  if (forecast.daysLeft > 365) return /last more than a year/
  if (forecast.daysLeft < 1) return /run out today/
  const days = Math.round(forecast.daysLeft)
  return new RegExp(`^Runs out in about ${days} ${days === 1 ? 'day' : 'days'} \\(around `)
}

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow', allowProblems: OFFLINE_PROBLEMS })

  test('the overview shows the RU left and forecast the server answers, and today’s requests with a sparkline; offline, the same with their age', async ({
    page,
    context,
    request,
  }) => {
    const account = await createAccount(request, 'Grace')
    const token = await apiLogin(request, account)
    const key = await apiCall<ApiKey>(request, 'hub_generateApiKey', { name: 'Indexer' }, token)
    // About 8.8M RU today (archive trace calls, 221 RU each) out of the 20M free: runs out in ~10 days.
    const call: ServedCall = {
      key: key.key,
      network: 'ethereum-mainnet',
      method: 'debug_traceTransaction',
      archive: true,
    }
    for (let batch = 0; batch < 4; batch += 1) {
      const receipt = await sendUsage(
        request,
        Array.from({ length: 10_000 }, () => ({ ...call })),
      )
      expect(receipt.counted).toBe(10_000)
    }

    await logIn(page, account, '/rpc')
    const usage = page.getByTestId('usage-card')
    await expect(usage.getByTestId('requests-today')).toHaveText('40,000')
    await expect(usage.getByTestId('sparkline')).toBeVisible()

    const forecast = await apiCall<RuForecast>(request, 'hub_reportRuForecast', {}, token)
    expect(forecast.daysLeft).toBeGreaterThan(5)
    expect(forecast.daysLeft).toBeLessThan(15)
    await expect(usage.getByTestId('ru-left')).toHaveText(forecast.ruLeft.toLocaleString('en-US'))
    await expect(usage.getByTestId('ru-forecast')).toHaveText(forecastWords(forecast))
    // A key with calls: the first steps are done, the keys card lists it.
    await expect(page.getByTestId('first-steps')).toBeHidden()
    await expect(page.getByTestId('overview-keys')).toContainText('Indexer')

    // Offline, a reload draws the same figures from the store, with their age.
    await waitForWorker(page)
    await context.setOffline(true)
    await page.reload()
    await expect(usage.getByTestId('ru-left')).toHaveText(forecast.ruLeft.toLocaleString('en-US'))
    await expect(usage.getByTestId('requests-today')).toHaveText('40,000')
    await expect(usage.getByTestId('data-age').first()).toHaveText(/^Updated (just now|\d+ min ago)$/)
    await context.setOffline(false)
  })
})

test('a new account is shown its first call with the key’s real URL', async ({ page, request }) => {
  const account = await createAccount(request, 'Newcomer')
  const token = await apiLogin(request, account)
  await logIn(page, account, '/rpc')
  const steps = page.getByTestId('first-steps')
  await expect(steps.getByRole('link', { name: 'Create a key' })).toBeVisible()

  const key = await apiCall<ApiKey>(request, 'hub_generateApiKey', { name: 'First' }, token)
  await page.reload()
  const url = await steps.getByTestId('first-call-url').innerText()
  expect(url).toContain(key.key)
  await expect(steps.getByTestId('first-call-snippet')).toContainText(`curl -X POST '${url}'`)
  await steps.getByRole('tab', { name: 'Python' }).click()
  await expect(steps.getByTestId('first-call-snippet')).toContainText(`requests.post(`)
  await expect(steps.getByTestId('first-call-snippet')).toContainText(`'method': 'eth_blockNumber'`)
})

test('the configured banner shows in English and Chinese, and stays closed once closed', async ({ page, request }) => {
  const account = await createAccount(request)
  await logIn(page, account, '/rpc')
  const banner = page.getByTestId('banner')
  await expect(banner).toHaveText(E2E_BANNER.title)
  await expect(banner.getByRole('link', { name: E2E_BANNER.title })).toHaveAttribute('href', E2E_BANNER.link)

  // The new account's overview (banner, first steps, cards) holds no accessibility violation.
  await expect(page.getByTestId('first-steps')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  await page.getByRole('combobox', { name: 'Language' }).selectOption('zh')
  await expect(banner).toHaveText(E2E_BANNER.titleZh)
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expect(banner).toHaveText(E2E_BANNER.titleZh)
  await expect(page.getByTestId('first-steps')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  await banner.getByRole('button', { name: `关闭公告“${E2E_BANNER.titleZh}”` }).click()
  await expect(banner).toBeHidden()
  await page.reload()
  await expect(page.getByTestId('usage-card')).toBeVisible()
  await expect(page.getByTestId('banner')).toBeHidden()
})

test('the help menu sends a support request that reaches the desk with the page and account attached', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'Linus')
  await logIn(page, account, '/rpc/endpoint')

  await page.getByRole('button', { name: 'Help' }).click()
  await page.getByRole('button', { name: 'Contact support' }).click()
  const dialog = page.getByRole('dialog', { name: 'Contact support' })
  await expect(dialog.getByTestId('support-attachments')).toHaveText(
    'We will attach: page /rpc/endpoint, your account.',
  )
  expect(await axeViolations(page)).toEqual([])
  // Nothing typed: the form says what is missing and sends nothing.
  await dialog.getByRole('button', { name: 'Send request' }).click()
  await expect(dialog.getByText('Required')).toHaveCount(2)

  await dialog.getByLabel('Topic').selectOption('billing')
  await dialog.getByLabel('Subject').fill('Invoice address')
  await dialog.getByLabel('Message').fill('Please put our VAT number on the November invoice.')
  await expect(dialog.getByText('50 / 5000')).toBeVisible()
  await dialog.getByRole('button', { name: 'Send request' }).click()

  const toast = page.getByText(/^Request T-[2-9A-Z]{8} sent\. We reply by e-mail\.$/)
  await expect(toast).toBeVisible()
  await expect(dialog).toBeHidden()
  const ticketId = /T-[2-9A-Z]{8}/.exec((await toast.innerText()) ?? '')?.[0]
  const desk = await latestMail(request, SUPPORT_EMAIL, new RegExp(`^\\[${ticketId}\\] Billing: Invoice address$`))
  expect(desk.text).toContain(`, ${account.email}`)
  expect(desk.text).toContain('Page: /rpc/endpoint')
  expect(desk.text).toContain('Please put our VAT number on the November invoice.')
  const confirmation = await latestMail(request, account.email, /We received your request/)
  expect(confirmation.subject).toBe(`We received your request ${ticketId}`)
})

test('a visitor gives an address to reply to, and the request reaches the desk as a visitor’s', async ({
  page,
  request,
}) => {
  const email = `visitor-${crypto.randomUUID()}@example.com`
  await page.goto('/login')
  await page.getByRole('button', { name: 'Help' }).click()
  await page.getByRole('button', { name: 'Contact support' }).click()
  const dialog = page.getByRole('dialog', { name: 'Contact support' })
  await expect(dialog.getByTestId('support-attachments')).toHaveText('We will attach: page /login.')
  await dialog.getByLabel('Subject').fill('Pricing for 1B RU')
  await dialog.getByLabel('Message').fill('Do you offer a yearly plan?')
  await dialog.getByLabel('Your e-mail, for our reply').fill('not-an-address')
  await dialog.getByRole('button', { name: 'Send request' }).click()
  await expect(dialog.getByText('Enter an e-mail address')).toBeVisible()

  await dialog.getByLabel('Your e-mail, for our reply').fill(email)
  await dialog.getByRole('button', { name: 'Send request' }).click()
  await expect(page.getByText(/^Request T-[2-9A-Z]{8} sent\./)).toBeVisible()
  const confirmation = await latestMail(request, email, /We received your request/)
  const ticketId = /T-[2-9A-Z]{8}/.exec(confirmation.subject)?.[0]
  const desk = await latestMail(request, SUPPORT_EMAIL, new RegExp(`^\\[${ticketId}\\] `))
  expect(desk.text).toContain(`Visitor (not signed in), reply to ${email}`)
  expect(desk.text).toContain('Page: /login')
})

/** The overview at a width, cold (a fresh browser), for a customer with keys in use or a new one. */
for (const [who, width] of [
  ['with keys in use', 800],
  ['with keys in use', 1280],
  ['new', 800],
] as const) {
  test(`the overview opens without moving, at ${width} px, for a customer ${who}`, async ({ page, request }) => {
    const account = await createAccount(request, 'Grace')
    if (who === 'with keys in use') {
      const token = await apiLogin(request, account)
      const keys: ApiKey[] = []
      for (const name of ['Indexer', 'Trading bot', 'Archive reader', 'Staging'])
        keys.push(await apiCall<ApiKey>(request, 'hub_generateApiKey', { name }, token))
      const call: ServedCall = { key: keys[0]!.key, network: 'ethereum-mainnet', method: 'eth_call' }
      await sendUsage(
        request,
        Array.from({ length: 1000 }, () => ({ ...call })),
      )
    }
    await recordLayoutShifts(page)
    await page.setViewportSize({ width, height: 1000 })
    await logIn(page, account, '/rpc')
    await expect(page.getByTestId('ru-forecast')).toBeVisible()
    await expect(page.getByTestId('requests-today')).toBeVisible()
    await expect(page.getByTestId('wallet-package')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Latest notices' }).getByTestId('data-age')).toBeVisible()
    if (who === 'new') await expect(page.getByTestId('first-steps')).toBeVisible()
    else await expect(page.getByTestId('overview-keys').getByRole('listitem')).toHaveCount(4)
    // Skeletons of every card's shape: the cards arriving one by one moved the page 0.14 at 800 px.
    expect(await layoutShifts(page)).toEqual([])
  })
}
