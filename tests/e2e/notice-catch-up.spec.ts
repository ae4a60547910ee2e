/**
 * Notices that arrive while the page's socket is down are caught up by cursor when it reconnects,
 * and do what a live notice does, once: a deleted key leaves the list, a deposit refreshes the
 * balance (src/features/notices/README.md "Effects of caught-up notices"). The socket is taken
 * down by the server (dev_dropSockets) while the browser is offline, so it cannot reconnect
 * until the test brings the network back.
 */
import type { Page } from '@playwright/test'
import type { ApiKey } from '../../contract/index'
import { createAccount, devCall, liveSockets, logIn, userCall, type E2eAccount } from './support/accounts'
import { expect, test } from './support/fixtures'

test.use({
  // Offline, the socket's reconnection attempts are refused by the browser.
  allowProblems: /WebSocket connection to .* failed|ERR_INTERNET_DISCONNECTED/,
})

/** Counts the page's calls of `method` from now on. */
function countCalls(page: Page, method: string): () => number {
  let calls = 0
  page.on('request', (request) => {
    if (request.url().endsWith('/api') && request.postData()?.includes(`"${method}"`)) calls += 1
  })
  return () => calls
}

/**
 * Counts the page's calls of `method` over one outage of its socket with `meanwhile` done while it
 * is down, once the socket is back and `settled` holds. Coming back online, the screens read their
 * data again whatever happened (the key list once, use-api-keys-refresh.ts; the wallet once or
 * twice, by the billing page and the session's own refresh: measured), so the bounds below allow
 * those reads plus exactly one read by the effect. The effect's read may leave after `settled`
 * already holds (the screen's own read can show the change first), so callers poll the count.
 */
async function readsOverOutage(
  page: Page,
  account: E2eAccount,
  method: string,
  meanwhile: () => Promise<unknown>,
  settled: () => Promise<void>,
): Promise<() => number> {
  await socketDown(page, account)
  await meanwhile()
  const reads = countCalls(page, method)
  await page.context().setOffline(false)
  await settled()
  await expect.poll(() => liveSockets(page, account)).toBe(1)
  return reads
}

/** Takes the page's socket down and keeps it down: offline, then closed by the server. */
async function socketDown(page: Page, account: E2eAccount): Promise<void> {
  await expect.poll(() => liveSockets(page, account)).toBe(1)
  await page.context().setOffline(true)
  await devCall(page.request, 'dev_dropSockets', { email: account.email })
  await expect.poll(() => liveSockets(page, account)).toBe(0)
}

test('a key deleted while the socket is down leaves the list after the reconnect, read once', async ({ page }) => {
  const account = await createAccount(page.request)
  await logIn(page, account)
  await userCall<ApiKey>(page, 'hub_generateApiKey', { name: 'Keep' })
  const doomed = await userCall<ApiKey>(page, 'hub_generateApiKey', { name: 'Doomed' })
  await page.reload()
  const unread = page.getByTestId('unread-count')
  await expect(page.getByRole('article', { name: 'Doomed' })).toBeVisible()
  await expect(unread).toHaveText('3')
  const withNotice = await readsOverOutage(
    page,
    account,
    'hub_getApiKeys',
    () => userCall(page, 'hub_deleteApiKey', { id: doomed.id }),
    async () => {
      await expect(page.getByRole('article', { name: 'Doomed' })).toHaveCount(0)
      await expect(unread).toHaveText('4')
    },
  )

  // The list's own read on coming online, and the effect's.
  await expect.poll(withNotice).toBe(2)
  await expect(page.getByRole('article', { name: 'Keep' })).toBeVisible()
  expect(withNotice()).toBe(2)
})

test('a deposit made while the socket is down refreshes the balance after the reconnect, once', async ({ page }) => {
  const account = await createAccount(page.request)
  await logIn(page, account, '/rpc')
  const balance = page.getByTestId('wallet-amount')
  const unread = page.getByTestId('unread-count')
  await expect(balance).toBeVisible()
  await expect(unread).toHaveText('3')
  const before = await balance.textContent()
  const method = 'hub_getUserWalletOverview'
  const withNotice = await readsOverOutage(
    page,
    account,
    method,
    () => devCall(page.request, 'dev_deposit', { email: account.email, coinAmount: '25', usdAmount: '25.00' }),
    async () => {
      await expect(balance).not.toHaveText(before ?? '')
      await expect(unread).toHaveText('4')
    },
  )

  await expect(page.getByRole('status').filter({ hasText: 'Deposit received' })).toHaveCount(1)
  // At most two reads of the screens' own on coming online, and the effect's.
  await expect.poll(withNotice).toBeGreaterThanOrEqual(1)
  expect(withNotice()).toBeLessThanOrEqual(3)
})
