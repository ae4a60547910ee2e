/**
 * Issue 4 end to end, in Chromium against the real server: writes made offline wait in the
 * outbox across reloads and reach the server exactly once (also from two tabs at a time), tabs
 * stay in step, the app opens offline on its cached data with its age, and money never moves
 * offline. Each test has an account of its own (support/accounts.ts).
 */
import type { Page } from '@playwright/test'
import { createAccount, logIn, timesApplied, waitForWorker } from './support/accounts'
import { expect, OFFLINE_PROBLEMS, test } from './support/fixtures'

// Offline, Chromium logs each request it cannot make as a console error.
test.use({ serviceWorkers: 'allow', allowProblems: OFFLINE_PROBLEMS })

const unreadCount = (page: Page) => page.getByTestId('unread-count')
const waiting = (page: Page) => page.getByTestId('connection-status')

async function markAllRead(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Notices, \d+ unread$/ }).click()
  await page.getByRole('button', { name: 'Mark all read' }).click()
  await page.keyboard.press('Escape')
}

/**
 * On a 390 px phone the status has a line of its own: the header's first line still holds all its
 * buttons, and the badge is one line (a two-character Chinese word once stood in two).
 */
async function expectStatusFitsPhone(page: Page, offline: string): Promise<void> {
  const before = page.viewportSize()!
  await page.setViewportSize({ width: 390, height: 844 })
  const badge = waiting(page).getByText(offline)
  await expect(badge).toBeVisible()
  // Polled: the new width reaches React a moment after the window's resize, and the status then
  // moves to its own line (CI once measured it in between, when it had no box).
  await expect.poll(async () => (await badge.boundingBox())?.height ?? Infinity).toBeLessThan(32)
  const firstLine = page.getByRole('banner').locator('div').first()
  await expect.poll(() => firstLine.evaluate((line) => line.scrollWidth - line.clientWidth)).toBe(0)
  await page.setViewportSize(before)
}

async function chooseChinese(page: Page): Promise<void> {
  await page.goto('/rpc/profile')
  await page.getByLabel('Language for the dashboard and e-mails').selectOption('zh')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('个人资料与设置')
}

test('offline writes survive a reload and reach the server once each when the network returns', async ({
  page,
  context,
  request,
}) => {
  const account = await createAccount(request)
  await logIn(page, account)
  await expect(unreadCount(page)).toHaveText('3')
  await page.goto('/rpc/profile')
  await waitForWorker(page)

  await context.setOffline(true)
  await page.goto('/rpc/endpoint')
  await expect(waiting(page)).toContainText('Offline')
  await markAllRead(page)
  await expect(unreadCount(page)).toBeHidden()
  await chooseChinese(page)
  await expect(waiting(page)).toContainText('2 项更改等待发送')

  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('个人资料与设置')
  await expect(waiting(page)).toContainText('离线')
  await expect(waiting(page)).toContainText('2 项更改等待发送')
  await expect(unreadCount(page)).toBeHidden()
  await expectStatusFitsPhone(page, '离线')
  expect(await timesApplied(request, account.email, 'hub_setUserMessageReadAll')).toBe(0)
  expect(await timesApplied(request, account.email, 'hub_changeUserLang')).toBe(0)

  await context.setOffline(false)
  await expect(waiting(page)).toBeHidden()
  await expect.poll(() => timesApplied(request, account.email, 'hub_setUserMessageReadAll')).toBe(1)
  await expect.poll(() => timesApplied(request, account.email, 'hub_changeUserLang')).toBe(1)
  // Back online the app refreshed from the server, which now agrees with what the user did.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('个人资料与设置')
  await expect(unreadCount(page)).toBeHidden()
  expect(await timesApplied(request, account.email, 'hub_setUserMessageReadAll')).toBe(1)
  expect(await timesApplied(request, account.email, 'hub_changeUserLang')).toBe(1)
})

test('two tabs coming online together send each queued write once', async ({ page, context, request }) => {
  const account = await createAccount(request)
  await logIn(page, account)
  await waitForWorker(page)
  const other = await context.newPage()
  await other.goto('/rpc/endpoint')
  await expect(unreadCount(other)).toHaveText('3')

  await context.setOffline(true)
  await markAllRead(page)
  await chooseChinese(other)
  await expect(waiting(page)).toContainText('2')
  await expect(waiting(other)).toContainText('2 项更改等待发送')
  await Promise.all([page.reload(), other.reload()])
  await expect(waiting(page)).toContainText('2')
  await expect(waiting(other)).toContainText('2')

  await context.setOffline(false)
  await expect(waiting(page)).toBeHidden()
  await expect(waiting(other)).toBeHidden()
  await expect.poll(() => timesApplied(request, account.email, 'hub_setUserMessageReadAll')).toBe(1)
  await expect.poll(() => timesApplied(request, account.email, 'hub_changeUserLang')).toBe(1)
  // Both outboxes are empty (neither tab shows a waiting change): nothing can trickle in later.
  expect(await timesApplied(request, account.email, 'hub_setUserMessageReadAll')).toBe(1)
  expect(await timesApplied(request, account.email, 'hub_changeUserLang')).toBe(1)
})

test('a change in one tab shows in the other without a reload', async ({ page, context, request }) => {
  const account = await createAccount(request)
  await logIn(page, account)
  const other = await context.newPage()
  await other.goto('/rpc/endpoint')
  await expect(unreadCount(other)).toHaveText('3')

  await markAllRead(page)

  await expect(unreadCount(other)).toBeHidden()
  await expect(other.getByRole('button', { name: 'Notices, 0 unread' })).toBeVisible()
})

test('the app opened offline shows the cached profile and wallet with their age', async ({
  page,
  context,
  request,
}) => {
  const account = await createAccount(request, 'Ada')
  await logIn(page, account, '/rpc')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Ada')
  await expect(page.getByTestId('wallet-amount')).toHaveText('$125.50')
  await waitForWorker(page)

  // Six minutes later, with no network.
  await page.clock.install({ time: Date.now() + 6 * 60_000 })
  await context.setOffline(true)
  await page.reload()

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Ada')
  await expect(page.getByTestId('wallet-amount')).toHaveText('$125.50')
  await expect(page.getByTestId('data-age').first()).toHaveText('Updated 6 min ago')
  await expect(waiting(page)).toContainText('Offline')
})

test('a money-moving button is disabled offline, with its reason', async ({ page, context, request }) => {
  const account = await createAccount(request)
  await logIn(page, account, '/rpc')
  await expect(page.getByRole('link', { name: 'Deposit' })).toBeVisible()

  await context.setOffline(true)

  const deposit = page.getByRole('button', { name: 'Deposit' })
  await expect(deposit).toBeDisabled()
  await expect(deposit).toHaveAccessibleDescription('Deposits and purchases need a connection. You are offline.')
  await context.setOffline(false)
  await expect(page.getByRole('link', { name: 'Deposit' })).toBeVisible()
})
