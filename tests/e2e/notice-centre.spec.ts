/**
 * Issue 5's notice centre in Chromium against the real server: groups and read markings as
 * SPEC §4 says, surviving a reload, and 10,000 notices scrolling with only the visible rows in
 * the page. Issue 21: each notice links where it acts, the notice history filters by type and
 * read state in its address, and a phone's page never widens for the panel's chips.
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

test('on a phone the notice panel fits the screen, its chips scrolling inside their row', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 780 })
  const account = await createAccount(request)
  // Enough groups that their chips are wider than a phone.
  for (const type of ['expired', 'low_balance', 'auto_renew_off', 'ru_pkg_running_out', 'card_auto_scaling_failed']) {
    await devCall(request, 'dev_seedNotices', { email: account.email, count: 1, type })
  }
  await logIn(page, account)

  await bell(page).click()

  const box = await page.getByTestId('notice-panel').boundingBox()
  expect(box).not.toBeNull()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(390)
  const chips = page.getByRole('group', { name: 'Notice types' })
  await expect(chips.getByRole('button', { name: /^Card auto scaling failed/ })).toBeVisible()
  const widths = (element: Element) => ({ scroll: element.scrollWidth, client: element.clientWidth })
  // The chips are wider than their row, which scrolls; the page does not widen.
  const row = await chips.evaluate(widths)
  expect(row.scroll).toBeGreaterThan(row.client)
  const document = await page.evaluate(() => ({
    scroll: window.document.documentElement.scrollWidth,
    client: window.document.documentElement.clientWidth,
  }))
  expect(document.scroll).toBeLessThanOrEqual(document.client)
})

test('a notice links where it acts and opening it marks it read; the history filters by type and read state, kept over a reload', async ({
  page,
  request,
}) => {
  const account = await createAccount(request)
  const fileUrl = 'https://files.example.com/exports/deposits.csv?sig=e2e'
  await devCall(request, 'dev_sendNotice', {
    email: account.email,
    type: 'file_download',
    expand: { type: 'deposit', fileUrl },
  })
  await devCall(request, 'dev_deposit', { email: account.email, coinAmount: '37.25', usdAmount: '37.25' })
  await logIn(page, account)
  // The demo's three unread, the export and the deposit.
  await expect(unreadCount(page)).toHaveText('5')

  await bell(page).click()
  const panel = page.getByTestId('notice-panel')
  // An export is a link to its file, in a tab of its own.
  const exportLink = panel.getByRole('link', { name: /^Export ready/ })
  await expect(exportLink).toHaveAttribute('href', fileUrl)
  await expect(exportLink).toHaveAttribute('target', '_blank')

  // A deposit opens the statements' deposits of its day, and is read from then on.
  await panel.getByRole('link', { name: /^Deposit received.*\$37\.25/ }).click()
  await expect(page).toHaveURL(/\/rpc\/billings\/event\?tab=deposit&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/)
  await expect(page.getByRole('tab', { name: 'Deposits', selected: true })).toBeVisible()
  await expect(page.getByRole('tabpanel').getByRole('row').filter({ hasText: '$37.25' })).toBeVisible()
  await expect(unreadCount(page)).toHaveText('4')

  await bell(page).click()
  await panel.getByRole('link', { name: 'View all notices' }).click()
  await expect(page).toHaveURL(/\/rpc\/notices$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Notices' })).toBeVisible()
  const rows = page.getByTestId('notice-history').getByTestId('notice-row')
  const types = page.getByRole('group', { name: 'Notice types' })
  const readState = page.getByRole('group', { name: 'Read state' })
  await expect(rows).toHaveCount(7)

  await types.getByRole('button', { name: /^Deposits/ }).click()
  await expect(page).toHaveURL(/\?type=deposit$/)
  await expect(rows).toHaveCount(2)
  await readState.getByRole('button', { name: 'Unread', exact: true }).click()
  await expect(page.getByText('No notices match these filters')).toBeVisible()
  // The demo's deposit and the one opened above.
  await readState.getByRole('button', { name: 'Read', exact: true }).click()
  await expect(rows).toHaveCount(2)
  await expect(rows.first()).toHaveAttribute('data-read', 'true')

  await types.getByRole('button', { name: /^Exports/ }).click()
  await readState.getByRole('button', { name: 'Unread', exact: true }).click()
  await expect(page).toHaveURL(/\?type=file_download&read=unread$/)
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toHaveAttribute('href', fileUrl)

  await page.reload()
  await expect(types.getByRole('button', { name: /^Exports/ })).toHaveAttribute('aria-pressed', 'true')
  await expect(readState.getByRole('button', { name: 'Unread', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText('Export ready')
})
