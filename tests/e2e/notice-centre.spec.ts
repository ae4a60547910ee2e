/**
 * Issue 5's notice centre in Chromium against the real server: groups and read markings as
 * SPEC §4 says, surviving a reload, and 10,000 notices scrolling with only the visible rows in
 * the page.
 */
import type { Page } from '@playwright/test'
import { createAccount, devCall, logIn } from './support/accounts'
import { expect, test } from './support/fixtures'

const bell = (page: Page) => page.getByRole('button', { name: /^Notices, \d+ unread$/ })
const unreadCount = (page: Page) => page.getByTestId('unread-count')

test('marking one type read drops the count by its notices; mark all read zeroes it; both survive a reload', async ({
  page,
  request,
}) => {
  const account = await createAccount(request)
  await devCall(request, 'dev_seedNotices', { email: account.email, count: 4, type: 'expired' })
  await logIn(page, account)
  // The demo's three unread plus four expired.
  await expect(unreadCount(page)).toHaveText('7')

  await bell(page).click()
  const panel = page.getByTestId('notice-panel')
  await panel.getByRole('button', { name: /^Expired packages/ }).click()
  await expect(panel.getByTestId('notice-row')).toHaveCount(4)
  await panel.getByRole('button', { name: 'Mark these read' }).click()
  await expect(unreadCount(page)).toHaveText('3')
  await page.reload()
  await expect(unreadCount(page)).toHaveText('3')

  await bell(page).click()
  await page.getByRole('button', { name: 'Mark all read' }).click()
  await expect(unreadCount(page)).toBeHidden()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Notices, 0 unread' })).toBeVisible()
  await expect(unreadCount(page)).toBeHidden()
})

test('10,000 notices scroll to the oldest with only the visible rows in the page', async ({ page, request }) => {
  test.setTimeout(120_000)
  const account = await createAccount(request)
  // activity_gift reads "Campaign gift: {name}", and the seed names each "No. n".
  await devCall(request, 'dev_seedNotices', { email: account.email, count: 10_000, read: true, type: 'activity_gift' })
  await logIn(page, account)

  await bell(page).click()
  const scroller = page.getByTestId('notice-scroller')
  await expect(page.getByTestId('notice-row').first()).toContainText('Campaign gift: No. 10000')
  // Scroll to the end again and again: each time the next page comes in below.
  const oldest = scroller.getByText(/^Campaign gift: No\. 1$/)
  for (let round = 0; round < 200 && !(await oldest.isVisible()); round += 1) {
    await scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight }))
    const rows = await page.getByTestId('notice-row').count()
    expect(rows, 'rows in the page').toBeLessThan(60)
    await page.waitForTimeout(50)
  }
  await expect(oldest).toBeVisible()
  expect(await page.getByTestId('notice-row').count()).toBeLessThan(60)
  // The list's height stands for every notice, while the page holds a few dozen rows.
  const height = await scroller.evaluate((element) => element.scrollHeight)
  expect(height).toBeGreaterThan(10_000 * 40)
})

test('on a phone the notice panel fits the screen', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 780 })
  await logIn(page, await createAccount(request))

  await bell(page).click()

  const box = await page.getByTestId('notice-panel').boundingBox()
  expect(box).not.toBeNull()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(390)
})
