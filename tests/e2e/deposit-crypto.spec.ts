/**
 * A crypto deposit on the server's local chain (issue 16): a newcomer opens the deposit flow,
 * gets a USDT address, a real ERC-20 transfer to it (minted on the in-process chain by
 * `dev_sendTestTokens`) shows as pending with its confirmations growing, then credits the
 * balance once. The server is then restarted on the same data and chain: the watcher resumes
 * (a later transfer to another account is credited) and credits the first one nothing more.
 *
 * The test runs a server of its own with 5 confirmations (blocks every 2 s, the dev default), so
 * the app's 3 s polling sees the count grow before the credit; restarted, it mines every 0.5 s.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Deposit, DepositAddress, Page, WalletOverview } from '../../contract/index'
import { apiCall, apiLogin, createAccount, devCall, logIn, sessionToken } from './support/accounts'
import { expect, SERVER_RESTART_PROBLEMS, test } from './support/fixtures'
import { DIST, E2E_PORT } from './support/paths'
import { startServer, type RunningServer } from './support/server'

const PORT = E2E_PORT + 3
const CONFIRMATIONS = 5

test.use({
  baseURL: `http://localhost:${PORT}`,
  allowProblems: SERVER_RESTART_PROBLEMS,
})

let dataDir = ''
let server: RunningServer | undefined
/** `blockTimeMs`: how often the chain mines (the dev default, 2 s, unless said). */
const start = (blockTimeMs = 2_000) =>
  startServer({
    port: PORT,
    staticDir: DIST,
    dataDir,
    env: { HUBDECK_DEVNET_CONFIRMATIONS: String(CONFIRMATIONS), HUBDECK_DEVNET_BLOCK_TIME_MS: String(blockTimeMs) },
  })

test.beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'hubdeck-e2e-deposit-'))
  server = await start()
})

test.afterEach(async () => {
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

test('a USDT transfer shows its confirmations growing, credits once, and a restart credits nothing more', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const account = await createAccount(page.request)
  await logIn(page, account, '/rpc/billings')
  const token = await sessionToken(page)
  const overview = () => apiCall<WalletOverview>(page.request, 'hub_getUserWalletOverview', {}, token)
  const history = () => apiCall<Page<Deposit>>(page.request, 'hub_getWalletDeposit', {}, token)
  const before = Number((await overview()).amount)

  // The billing page's Deposit opens the flow; crypto, USDT on the dev network.
  await page.getByRole('link', { name: 'Deposit', exact: true }).first().click()
  await expect(page).toHaveURL(/\/rpc\/billings\/charge/)
  await page.getByRole('tab', { name: 'Crypto' }).click()
  await page.getByLabel('Coin').selectOption('USDT')
  await page.getByLabel('Network').selectOption('hubdeck-devnet')
  await page.getByRole('button', { name: 'Show deposit address' }).click()
  const address = (await page.getByTestId('deposit-address').innerText()).trim()
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await expect(page.getByRole('img', { name: 'QR code of your USDT address' })).toBeVisible()
  await expect(page.getByTestId('deposit-awaiting')).toBeVisible()

  await devCall(page.request, 'dev_sendTestTokens', {
    address,
    coin: 'USDT',
    networkId: 'hubdeck-devnet',
    amount: '25',
  })

  // Every count the page shows, until the deposit is credited: they must grow, never exceed 5.
  const seen: number[] = []
  const confirmations = page.getByTestId('pending-transfer-confirmations')
  const credited = page.getByTestId('deposit-credited')
  await expect
    .poll(
      async () => {
        if (await credited.isVisible()) return 'credited'
        // allInnerTexts does not wait: the count leaves the page the moment the deposit credits.
        const text = (await confirmations.allInnerTexts()).join(' ')
        const count = /(\d+) of (\d+) confirmations/.exec(text)
        if (count && Number(count[1]) !== seen.at(-1)) seen.push(Number(count[1]))
        return 'waiting'
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBe('credited')
  expect(seen.length, `confirmations seen: ${seen.join(', ')}`).toBeGreaterThanOrEqual(2)
  expect(seen).toEqual([...seen].sort((a, b) => a - b))
  expect(Math.max(...seen)).toBeLessThanOrEqual(CONFIRMATIONS)
  await expect(credited).toContainText('25 USDT credited: $25.00 added to your balance.')

  const after = Number((await overview()).amount)
  expect(after).toBeCloseTo(before + 25, 2)
  expect((await history()).list.filter((deposit) => deposit.txHash !== null)).toHaveLength(1)

  // The server restarts on the same database and chain. Nothing after this watches the count grow,
  // so the chain mines four times as often: the later transfer is credited in seconds, not ten.
  await server?.stop()
  server = await start(500)

  // The watcher runs again: a transfer made after the restart, to another account, is credited.
  const other = await createAccount(page.request, 'Other')
  const otherToken = await apiLogin(page.request, other)
  const otherAddress = await apiCall<DepositAddress>(
    page.request,
    'hub_getDepositAddress',
    { coin: 'USDC', networkId: 'hubdeck-devnet' },
    otherToken,
  )
  const otherBefore = Number(
    (await apiCall<WalletOverview>(page.request, 'hub_getUserWalletOverview', {}, otherToken)).amount,
  )
  await devCall(page.request, 'dev_sendTestTokens', {
    address: otherAddress.address,
    coin: 'USDC',
    networkId: 'hubdeck-devnet',
    amount: '7',
  })
  await expect
    .poll(
      async () =>
        Number((await apiCall<WalletOverview>(page.request, 'hub_getUserWalletOverview', {}, otherToken)).amount),
      { timeout: 60_000 },
    )
    .toBeCloseTo(otherBefore + 7, 2)

  // The first deposit was seen again by the restarted watcher and credited nothing more.
  expect(Number((await overview()).amount)).toBeCloseTo(after, 2)
  const deposits = (await history()).list.filter((deposit) => deposit.txHash !== null)
  expect(deposits).toHaveLength(1)
  expect(deposits[0]).toMatchObject({ status: 'succeeded', coin: 'USDT', coinAmount: '25', usdAmount: '25.00' })
  await page.goto('/rpc/billings')
  const rows = page.getByRole('table', { name: 'Deposit history' }).getByRole('row')
  await expect(rows).toHaveCount(2) // the header and the one deposit
  await expect(rows.nth(1)).toContainText('25 USDT')
})
