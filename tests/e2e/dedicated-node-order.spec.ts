/**
 * Ordering a dedicated node (issue 20), as a customer does it, in Chromium against the real
 * server: a funded customer chooses the development network through the wizard, pays from the
 * wallet, watches the node go from pending to online without reloading, and the endpoint shown
 * answers JSON-RPC with the development chain's id. A reload afterwards comes back to the node.
 * A wallet short of the total leads into a card deposit and back to the same summary. A new card
 * typed into the processor's field (one that asks for 3-D Secure) pays a node too.
 */
import type { Page as BrowserPage } from '@playwright/test'
import type { Bill, DedicatedNode, DnSku, Page } from '../../contract/index'
import { createAccount, devCall, logIn, userCall } from './support/accounts'
import { expect, test } from './support/fixtures'

/** The development chain's EIP-155 id (1337), as `eth_chainId` answers it. */
const DEVNET_CHAIN_ID = '0x539'

/** The devnet SKU as the server sells it to the signed-in customer, and its monthly cycle. */
async function devnetOf(page: BrowserPage) {
  const skus = await userCall<DnSku[]>(page, 'hub_getDnSku', { networkId: 'hubdeck-devnet' })
  const sku = skus[0]!
  return { sku, monthly: sku.cycles.find((cycle) => cycle.months === 1)! }
}

/** Chooses the devnet node on its monthly cycle through the wizard's steps and opens the summary. */
async function chooseDevnet(page: BrowserPage, sku: DnSku) {
  const step = (name: string) => page.getByTestId(`node-step-${name}`)
  await step('chainId').getByRole('radio', { name: 'Hubdeck Devnet' }).check()
  await step('networkId').getByRole('radio', { name: sku.networkName }).check()
  await step('region').getByRole('radio', { name: sku.regionName }).check()
  await step('client').getByRole('radio', { name: sku.client }).check()
  await step('cycle')
    .getByRole('radio', { name: /Monthly/ })
    .check()
  await page.getByRole('button', { name: 'Review the order' }).click()
}

const usd = (amount: string) => `$${Number(amount).toFixed(2)}`

test('a funded customer orders a devnet node by wallet; it comes online and its endpoint answers', async ({ page }) => {
  test.setTimeout(90_000)
  const account = await createAccount(page.request)
  await devCall(page.request, 'dev_deposit', { email: account.email, coinAmount: '100', usdAmount: '100' })
  await logIn(page, account, '/rpc/dedicated-node/new')
  const { sku: devnet, monthly } = await devnetOf(page)
  const before = await userCall<{ amount: string }>(page, 'hub_getUserWalletOverview', {})

  // Each step appears once the one before it is chosen.
  await expect(page.getByTestId('node-step-chainId')).toBeVisible()
  await expect(page.getByTestId('node-step-networkId')).toHaveCount(0)
  await chooseDevnet(page, devnet)

  // The summary: the cycle's price, the set-up fee, the total and the balance.
  await expect(page.getByTestId('node-price')).toHaveText(usd(monthly.price))
  await expect(page.getByTestId('node-setup-fee')).toHaveText(usd(monthly.setupFee))
  await expect(page.getByTestId('node-total')).toHaveText(usd(monthly.firstPayment))
  await expect(page.getByTestId('node-balance')).toHaveText(usd(before.amount))
  await expect(page.getByRole('radio', { name: 'Wallet balance' })).toBeChecked()
  // Auto-renew is off until chosen; chosen here, the node is bought with it.
  const autoRenew = page.getByRole('switch', { name: 'Auto-renew' })
  await expect(autoRenew).not.toBeChecked()
  await autoRenew.check()

  let loads = 0
  page.on('load', () => (loads += 1))
  await page.getByTestId('node-pay').click()

  // Pending with its progress, then online, on the same page.
  await expect(page.getByTestId('node-provisioning')).toBeVisible()
  await expect(page.getByRole('progressbar', { name: 'Provisioning' })).toBeVisible()
  await expect(page).toHaveURL(/[?&]paid=/)
  await expect(page.getByTestId('node-online')).toBeVisible({ timeout: 30_000 })
  expect(loads).toBe(0)
  await expect(page.getByRole('link', { name: 'See your nodes' })).toHaveAttribute('href', '/rpc/dedicated-node')

  // The endpoint shown answers as the development chain (its path on this test's server).
  const shown = await page.getByTestId('node-https-url').innerText()
  const endpoint = new URL(shown)
  const answer = await page.request.post(`${endpoint.pathname}${endpoint.search}`, {
    data: { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
  })
  expect(answer.ok()).toBe(true)
  expect((await answer.json()).result).toBe(DEVNET_CHAIN_ID)

  // The wallet paid the first payment; a reload follows the same order back to its node.
  const wallet = await userCall<{ amount: string }>(page, 'hub_getUserWalletOverview', {})
  expect(Number(wallet.amount)).toBeCloseTo(Number(before.amount) - Number(monthly.firstPayment), 2)
  const bought = await userCall<Page<DedicatedNode>>(page, 'hub_getUserDnNodeView', {})
  expect(bought.list.map((node) => node.autoRenew)).toEqual([true])
  await page.reload()
  await expect(page.getByTestId('node-https-url')).toHaveText(shown)
})

test('a wallet short of the total leads into a card deposit and back to the same summary', async ({ page }) => {
  test.setTimeout(120_000)
  const account = {
    email: `node-short-${crypto.randomUUID()}@example.com`,
    password: 'correct horse battery',
    nickname: 'Short',
  }
  await devCall(page.request, 'dev_createAccount', { ...account, balance: '1.00' })
  await logIn(page, account, '/rpc/dedicated-node/new')
  const { sku, monthly } = await devnetOf(page)
  await chooseDevnet(page, sku)

  // The wallet cannot pay: the summary says by how much and offers the difference as a deposit.
  const missing = usd(String(Number(monthly.firstPayment) - 1))
  await page.getByRole('radio', { name: 'Wallet balance' }).check()
  await page.getByTestId('node-pay').click()
  const short = page.getByTestId('node-balance-short')
  await expect(short).toContainText(`Your wallet is ${missing} short of the total.`)
  await short.getByRole('button', { name: `Deposit ${missing}` }).click()

  // The deposit flow, with the way back to the order above it.
  await expect(page).toHaveURL(/tab=deposit/)
  const banner = page.getByTestId('node-order-return')
  await expect(banner).toContainText(`Depositing to order the node ${sku.networkName}`)
  await page.getByTestId('deposit-method-card').click()
  await page.getByLabel(/Amount in USD/).fill('50')
  await page.getByRole('button', { name: 'Continue to card details' }).click()
  const field = page.frameLocator('iframe[title="Card details"]')
  await field.getByLabel('Card number').fill('4242 4242 4242 4242')
  await field.getByLabel('Expiry (MM / YY)').fill('12 / 34')
  await field.getByLabel('CVC').fill('123')
  await field.getByLabel('Name on card').fill('Ada Lovelace')
  await page.getByTestId('card-field-pay').click()
  await expect(banner).toContainText(`Your balance of $51.00 now covers the node ${sku.networkName}`)
  await banner.getByRole('link', { name: 'Back to the node order' }).click()

  // Straight back to the same summary, paid from the wallet.
  await expect(page.getByTestId('node-total')).toHaveText(usd(monthly.firstPayment))
  await expect(page.getByTestId('node-balance')).toHaveText('$51.00')
  await expect(page.getByRole('radio', { name: 'Wallet balance' })).toBeChecked()
  await page.getByTestId('node-pay').click()
  await expect(page.getByTestId('node-online')).toBeVisible({ timeout: 30_000 })
  const wallet = await userCall<{ amount: string }>(page, 'hub_getUserWalletOverview', {})
  expect(Number(wallet.amount)).toBeCloseTo(51 - Number(monthly.firstPayment), 2)
})

test('a customer orders a devnet node with a new card that asks for 3-D Secure; the wallet is untouched', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await logIn(page, await createAccount(page.request), '/rpc/dedicated-node/new')
  const { sku, monthly } = await devnetOf(page)
  const before = await userCall<{ amount: string }>(page, 'hub_getUserWalletOverview', {})
  await chooseDevnet(page, sku)

  // By card: with none saved, a new card is the one offered.
  await page.getByRole('radio', { name: 'Card', exact: true }).check()
  await expect(page.getByRole('radio', { name: 'A new card' })).toBeChecked()
  await page.getByTestId('node-pay').click()

  // The card is typed into the processor's own field; the bank's step shows in it.
  const field = page.frameLocator('iframe[title="Card details"]')
  await field.getByLabel('Card number').fill('4000 0027 6000 3184')
  await field.getByLabel('Expiry (MM / YY)').fill('12 / 34')
  await field.getByLabel('CVC').fill('123')
  await field.getByLabel('Name on card').fill('Ada Lovelace')
  await page.getByTestId('card-field-pay').click()
  await field.getByRole('button', { name: 'Approve' }).click()

  // Paid: the node is made and provisioned on the same page.
  await expect(page).toHaveURL(/[?&]paid=/)
  await expect(page.getByTestId('node-online')).toBeVisible({ timeout: 30_000 })
  const nodes = await userCall<Page<DedicatedNode>>(page, 'hub_getUserDnNodeView', {})
  expect(nodes.list).toHaveLength(1)
  expect(nodes.list[0]!.status).toBe('online')
  // Billed once, to the card.
  const bills = await userCall<Page<Bill>>(page, 'hub_getUserBill', { billType: 'dn_node' })
  expect(bills.list.map((bill) => [Math.abs(Number(bill.amount)), bill.paymentChannel])).toEqual([
    [Number(monthly.firstPayment), 'card'],
  ])
  const wallet = await userCall<{ amount: string }>(page, 'hub_getUserWalletOverview', {})
  expect(wallet.amount).toBe(before.amount)
})
