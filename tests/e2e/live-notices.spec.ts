/**
 * Live notices end to end (issue 5), in Chromium against the real server: one socket per account
 * whatever the number of tabs, held by the leader tab and handed over when it closes; a notice
 * reaching every tab at once; what a deposit, a disbanded team and an export do.
 */
import type { BrowserContext, Page } from '@playwright/test'
import type { NoticeExpand, NoticeType } from '../../contract/notice-types'
import { createAccount, devCall, liveSockets, logIn, userCall, type E2eAccount } from './support/accounts'
import { expect, test } from './support/fixtures'

function sendNotice(page: Page, account: E2eAccount, type: NoticeType, expand: NoticeExpand = {}) {
  return devCall(page.request, 'dev_sendNotice', { email: account.email, type, expand })
}

/**
 * A second tab of the signed-in app, on the dashboard, once its live notices run: it waits for
 * the leader's socket lock (Web Locks) instead of opening a socket of its own, and hears the
 * leader's notices on the tab channel it subscribed to before asking for that lock. The unread
 * count alone is not enough: it comes from the store, and on a busy machine a notice sent right
 * after it could reach the store before the tab listened for toasts (CI, once).
 */
async function openSecondTab(context: BrowserContext): Promise<Page> {
  const tab = await context.newPage()
  await tab.goto('/rpc/endpoint')
  await expect(tab.getByTestId('unread-count')).toBeVisible()
  await expect.poll(() => waitsForSocketLock(tab)).toBe(true)
  return tab
}

function waitsForSocketLock(tab: Page): Promise<boolean> {
  return tab.evaluate(async () =>
    ((await navigator.locks.query()).pending ?? []).some((lock) => lock.name?.startsWith('hubdeck-socket:')),
  )
}

test('two tabs hold one socket between them; closing the leader hands it to the other within 5 s', async ({
  page,
  context,
}) => {
  const account = await createAccount(page.request)
  await logIn(page, account)
  await expect.poll(() => liveSockets(page, account)).toBe(1)
  // The second tab waits for the leader's lock (Web Locks) instead of opening a socket of its own.
  const second = await openSecondTab(context)
  expect(await liveSockets(second, account)).toBe(1)

  await page.close()

  await expect.poll(() => liveSockets(second, account), { timeout: 5000 }).toBe(1)
  await sendNotice(second, account, 'low_ru', { amount: '1200' })
  await expect(second.getByTestId('unread-count')).toHaveText('4')
})

// How fast a notice reaches the sockets is a bench row (tests/bench/socket.ts), not a timed test.
test('a notice sent by the server shows in both tabs, count and toast, without a reload', async ({ page, context }) => {
  const account = await createAccount(page.request)
  await logIn(page, account)
  const second = await openSecondTab(context)
  await expect.poll(() => liveSockets(page, account)).toBe(1)
  for (const tab of [page, second]) await expect(tab.getByTestId('unread-count')).toHaveText('3')
  const loads = [page, second].map((tab) => tab.evaluate(() => performance.timeOrigin))

  await sendNotice(page, account, 'low_balance', { amount: '3.20' })

  // Both tabs at once: a toast lasts 4.5 s, and checking one tab after the other on a busy machine
  // once found the second tab's toast already gone.
  await Promise.all(
    [page, second].map(async (tab, index) => {
      await expect(tab.getByRole('status').filter({ hasText: 'Your balance is down to $3.20' })).toBeVisible()
      await expect(tab.getByTestId('unread-count')).toHaveText('4')
      expect(await tab.evaluate(() => performance.timeOrigin), 'the tab was not reloaded').toBe(await loads[index])
    }),
  )
})

test('a deposit notice refreshes the wallet without a reload', async ({ page }) => {
  const account = await createAccount(page.request)
  await logIn(page, account, '/rpc')
  const balance = page.getByTestId('wallet-amount')
  await expect(balance).toBeVisible()
  const before = await balance.textContent()
  await expect.poll(() => liveSockets(page, account)).toBe(1)

  await devCall(page.request, 'dev_deposit', { email: account.email, coinAmount: '25', usdAmount: '25.00' })

  await expect(balance).not.toHaveText(before ?? '')
  await expect(page.getByRole('status').filter({ hasText: 'Deposit received' })).toBeVisible()
})

test('team_disband of the current team logs out to /', async ({ page, context, baseURL }) => {
  const account = await createAccount(page.request)
  await logIn(page, account)
  const { teamId } = await userCall<{ teamId: number }>(page, 'hub_createTeam', { name: 'Acme Labs' })
  // Into the team's workspace as the switcher does: its cookie, then a fresh start of the app.
  await context.addCookies([
    { name: 'hubdeck_login_type', value: 'Team', url: baseURL },
    { name: 'hubdeck_team_id', value: String(teamId), url: baseURL },
  ])
  await page.reload()
  await expect(page.getByRole('button', { name: /^Workspace: Acme Labs/ })).toBeVisible()
  await expect.poll(() => liveSockets(page, account)).toBe(1)

  // The real disband: the server tells the team's sockets (team_disband to the team).
  await devCall(page.request, 'dev_endTeamMembership', { teamId })

  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('button', { name: /Account menu/ })).toHaveCount(0)
  expect((await context.cookies()).find((cookie) => cookie.name === 'bpis')).toBeUndefined()
})

test('another team disbanded keeps the session', async ({ page }) => {
  const account = await createAccount(page.request)
  await logIn(page, account)
  const { teamId } = await userCall<{ teamId: number }>(page, 'hub_createTeam', { name: 'Other Team' })
  await expect.poll(() => liveSockets(page, account)).toBe(1)

  // Working in the personal workspace, the disband of a team is news, not a logout.
  await sendNotice(page, account, 'team_disband', { teamId, teamName: 'Other Team' })

  await expect(page.getByTestId('unread-count')).toHaveText('4')
  await expect(page).toHaveURL(/\/rpc\/endpoint$/)
})

test('a file_download toast stays open with its download action; other notice toasts close after 2 s', async ({
  page,
}) => {
  const account = await createAccount(page.request)
  await logIn(page, account)
  await expect.poll(() => liveSockets(page, account)).toBe(1)

  await sendNotice(page, account, 'file_download', { type: 'deposit', fileUrl: 'https://files.example.com/d.csv' })
  await sendNotice(page, account, 'low_ru', { amount: '900' })

  const exportToast = page.getByRole('status').filter({ hasText: 'Export ready' })
  const lowToast = page.getByRole('status').filter({ hasText: 'request units' })
  await expect(exportToast).toBeVisible()
  await expect(lowToast).toBeVisible()
  // The low-balance toast closes on its own after 2 s; the export toast is still open then.
  await expect(lowToast).toHaveCount(0)
  await expect(exportToast).toBeVisible()
  await expect(exportToast.getByRole('button', { name: 'Download' })).toBeVisible()
})
