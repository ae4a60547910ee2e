/**
 * A dedicated node's life on the list (issue 20), as a customer sees it in Chromium: a node bought
 * through the API shows provisioning with its progress and turns online without a reload, with its
 * endpoints; renewing it by a saved card moves its end on screen; its auto-renew switched off stays
 * off after a reload; the time left reads "1 min",
 * "5 min", "3 h" and "2 days" as its end nears; under a controlled clock (`dev_runNodeLifecycle`)
 * it turns "Expiring soon" with a notice, then "Expired". Offline, the list and its endpoints show
 * from the store with their age, and Renew is disabled with the reason.
 *
 * The file runs a server of its own: the lifecycle job moves every node of a server at the time it
 * is given, and other specs' nodes must not age with these.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { APIRequestContext } from '@playwright/test'
import type { DedicatedNode, DnPurchase, DnSku, Page } from '../../contract/index'
import { apiCall, apiLogin, createAccount, devCall, logIn, waitForWorker, type E2eAccount } from './support/accounts'
import { expect, OFFLINE_PROBLEMS, test } from './support/fixtures'
import { DIST, E2E_PORT } from './support/paths'
import { startServer, type RunningServer } from './support/server'

const PORT = E2E_PORT + 7
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

test.use({ baseURL: `http://localhost:${PORT}`, timezoneId: 'UTC' })
test.describe.configure({ mode: 'serial' })

let dataDir = ''
let server: RunningServer | undefined

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'hubdeck-e2e-nodes-'))
  server = await startServer({
    port: PORT,
    staticDir: DIST,
    dataDir,
    // Provisioning slow enough to be seen, the job quick to bring a provisioned node online.
    env: { HUBDECK_NODE_PROVISION_MS: '6000', HUBDECK_NODE_LIFECYCLE_MS: '1000' },
  })
})

test.afterAll(async () => {
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

/** A funded account's node, bought from its wallet on the cheapest SKU's monthly cycle. */
async function buyNode(request: APIRequestContext, account: E2eAccount, name: string, autoRenew = false) {
  await devCall(request, 'dev_deposit', { email: account.email, coinAmount: '5000', usdAmount: '5000.00' })
  const token = await apiLogin(request, account)
  const skus = await apiCall<DnSku[]>(request, 'hub_getDnSku', {}, token)
  const monthly = (sku: DnSku) => Number(sku.cycles[0]?.firstPayment ?? Infinity)
  const sku = skus.filter((one) => one.available).sort((a, b) => monthly(a) - monthly(b))[0]!
  const bought = await apiCall<DnPurchase>(
    request,
    'hub_buyDnNodeByWallet',
    { skuId: sku.id, months: 1, name, autoRenew },
    token,
  )
  return { token, sku, node: bought.node }
}

async function nodeOf(request: APIRequestContext, token: string, id: number): Promise<DedicatedNode> {
  const page = await apiCall<Page<DedicatedNode>>(request, 'hub_getUserDnNodeView', { perPage: 20 }, token)
  return page.list.find((node) => node.id === id)!
}

/** The date as the list shows it in UTC (YYYY-MM-DD HH:mm). */
const shown = (iso: string) => iso.slice(0, 16).replace('T', ' ')

test('a bought node turns online on screen without a reload, renewing it by card moves its end, auto-renew switches off', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const account = await createAccount(page.request)
  await logIn(page, account, '/rpc/dedicated-node')
  await expect(page.getByText('No dedicated nodes yet')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Order a dedicated node' })).toHaveAttribute(
    'href',
    '/rpc/dedicated-node/new',
  )

  const { token, node } = await buyNode(page.request, account, 'lifecycle-one', true)
  // A saved card, typed into the sandbox's own field as its page would send it.
  const setup = await apiCall<{ clientSecret: string }>(page.request, 'hub_createStripeSetup', {}, token)
  const typed = await page.request.post('/sandbox/api/confirm', {
    data: { clientSecret: setup.clientSecret, number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' },
  })
  expect((await typed.json()).status).toBe('succeeded')

  await page.reload()
  const card = page.locator('[data-testid="node-card"][data-node="lifecycle-one"]')
  await expect(card.getByTestId('node-status')).toHaveText('Provisioning')
  await expect(card.getByRole('progressbar')).toBeVisible()
  // Online without a reload: the list is read again while a node provisions.
  await expect(card.getByTestId('node-status')).toHaveText('Online', { timeout: 30_000 })
  await expect(card.getByTestId('node-status')).toHaveAttribute('data-color', 'green')
  await expect(card.getByRole('progressbar')).toHaveCount(0)
  const online = await nodeOf(page.request, token, node.id)
  await expect(card.getByTestId('node-https-url')).toHaveText(online.httpsUrl!)
  await expect(card.getByTestId('node-wss-url')).toHaveText(online.wssUrl!)
  await expect(card.getByRole('button', { name: 'Copy HTTPS endpoint' })).toBeVisible()
  await expect(card.getByTestId('node-ends')).toHaveText(shown(online.expiresAt!))
  // On a phone the long endpoint URLs are cut, never widening the page.
  const desktop = page.viewportSize()!
  await page.setViewportSize({ width: 390, height: 844 })
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0)
  await page.setViewportSize(desktop)

  // Renew for a month by the saved card.
  await card.getByRole('button', { name: 'Renew lifecycle-one' }).click()
  const dialog = page.getByRole('dialog', { name: 'Renew lifecycle-one' })
  await dialog.getByRole('radio', { name: /^Monthly/ }).check()
  await dialog.getByRole('radio', { name: /•••• 4242/ }).check()
  await dialog.getByTestId('renew-pay').click()
  await expect(dialog.getByTestId('renew-done')).toBeVisible({ timeout: 30_000 })

  const renewed = await nodeOf(page.request, token, node.id)
  expect(Date.parse(renewed.expiresAt!)).toBeGreaterThan(Date.parse(online.expiresAt!) + 27 * DAY)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(card.getByTestId('node-ends')).toHaveText(shown(renewed.expiresAt!))

  // Auto-renew, on since the purchase, switched off: the server keeps it, and a reload shows it off.
  const autoRenew = card.getByRole('switch', { name: 'Auto-renew' })
  await expect(autoRenew).toBeChecked()
  await autoRenew.uncheck()
  await expect(autoRenew).not.toBeChecked()
  await expect(autoRenew).toBeEnabled()
  await expect.poll(async () => (await nodeOf(page.request, token, node.id)).autoRenew).toBe(false)
  await page.reload()
  await expect(card.getByRole('switch', { name: 'Auto-renew' })).not.toBeChecked()
})

test('as its end nears the time left shortens; under a controlled clock it warns, with a notice, then expires', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const account = await createAccount(page.request)
  const { token, node } = await buyNode(page.request, account, 'lifecycle-two')
  await expect.poll(async () => (await nodeOf(page.request, token, node.id)).status, { timeout: 30_000 }).toBe('online')
  const end = Date.parse((await nodeOf(page.request, token, node.id)).expiresAt!)

  await logIn(page, account, '/rpc/dedicated-node')
  const card = page.locator('[data-testid="node-card"][data-node="lifecycle-two"]')
  await expect(card.getByTestId('node-status')).toHaveText('Online')

  // The browser's clock moved towards the node's end: SPEC §9's remaining-time words.
  for (const [before, words] of [
    [2 * DAY, '2 days'],
    [3 * HOUR, '3 h'],
    [5 * MINUTE, '5 min'],
    [30_000, '1 min'],
  ] as const) {
    await page.clock.setFixedTime(end - before)
    await page.reload()
    await expect(card.getByTestId('node-time-left')).toHaveText(words)
  }

  // Six days before its end the lifecycle warns: the badge turns orange and a notice says so.
  await page.clock.setFixedTime(end - 6 * DAY)
  await page.reload()
  await expect(card.getByTestId('node-time-left')).toHaveText('6 days')
  const warned = await devCall<{ nodeId: number; step: string }[]>(page.request, 'dev_runNodeLifecycle', {
    now: new Date(end - 6 * DAY).toISOString(),
  })
  expect(warned).toContainEqual({ nodeId: node.id, step: 'will_expired' })
  await expect(page.getByText('Dedicated node expiring')).toBeVisible()
  await expect(card.getByTestId('node-status')).toHaveText('Expiring soon')
  await expect(card.getByTestId('node-status')).toHaveAttribute('data-color', 'orange')

  // At its end it expires, with a notice, and the list says when it is released.
  await page.clock.setFixedTime(end + MINUTE)
  const expired = await devCall<{ nodeId: number; step: string }[]>(page.request, 'dev_runNodeLifecycle', {
    now: new Date(end + MINUTE).toISOString(),
  })
  expect(expired).toContainEqual({ nodeId: node.id, step: 'expired' })
  await expect(page.getByText('Dedicated node expired')).toBeVisible()
  await expect(card.getByTestId('node-status')).toHaveText('Expired')
  await expect(card.getByTestId('node-status')).toHaveAttribute('data-color', 'red')
  await page.reload()
  await expect(card.getByTestId('node-time-left')).toHaveText('Ended')
  const released = (await nodeOf(page.request, token, node.id)).releasesAt!
  await expect(card.getByTestId('node-ends')).toHaveText(shown(released))
  await expect(card.getByRole('button', { name: 'Renew lifecycle-two' })).toBeEnabled()
})

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow', allowProblems: OFFLINE_PROBLEMS })

  test('offline, the nodes and their endpoints stay readable with their age; renewing waits, with the reason', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000)
    const account = await createAccount(page.request)
    const { token, node } = await buyNode(page.request, account, 'lifecycle-three')
    await expect
      .poll(async () => (await nodeOf(page.request, token, node.id)).status, { timeout: 30_000 })
      .toBe('online')
    const online = await nodeOf(page.request, token, node.id)

    await logIn(page, account, '/rpc/dedicated-node')
    const card = page.locator('[data-testid="node-card"][data-node="lifecycle-three"]')
    await expect(card.getByTestId('node-status')).toHaveText('Online')
    await waitForWorker(page)

    // Six minutes later, with no network.
    await page.clock.install({ time: Date.now() + 6 * MINUTE })
    await context.setOffline(true)
    await page.reload()

    await expect(card.getByTestId('node-status')).toHaveText('Online')
    await expect(card.getByTestId('node-https-url')).toHaveText(online.httpsUrl!)
    await expect(page.getByTestId('data-age')).toHaveText('Updated 6 min ago')
    await expect(page.getByTestId('nodes-renew-refusal')).toHaveText(
      'Renewing and auto-renew need a connection: you are offline.',
    )
    await expect(card.getByRole('button', { name: 'Renew lifecycle-three' })).toBeDisabled()
    await expect(card.getByRole('switch', { name: 'Auto-renew' })).toBeDisabled()
  })
})
