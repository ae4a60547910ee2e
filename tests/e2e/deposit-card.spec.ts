/**
 * Card deposits through the sandbox processor (issue 16), as a customer makes them: the card
 * number goes into the processor's own field (its page in an iframe), never into the app.
 * Refusals move nothing; a paid deposit credits its amount once; 3-D Secure both ways.
 */
import type { FrameLocator, Page as BrowserPage } from '@playwright/test'
import type { Deposit, Page, WalletOverview } from '../../contract/index'
import { apiCall, createAccount, logIn, sessionToken } from './support/accounts'
import { expect, test } from './support/fixtures'

const CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  threeDSecure: '4000 0027 6000 3184',
}

/** The signed-in account's balance and card deposits, read through the API. */
async function moneyOf(page: BrowserPage) {
  const token = await sessionToken(page)
  const [overview, history] = await Promise.all([
    apiCall<WalletOverview>(page.request, 'hub_getUserWalletOverview', {}, token),
    apiCall<Page<Deposit>>(page.request, 'hub_getWalletDeposit', { paymentMethod: 'stripe' }, token),
  ])
  return {
    amount: overview.amount,
    paid: history.list.filter((deposit) => deposit.status === 'succeeded').map((deposit) => deposit.usdAmount),
  }
}

/** The processor's field: its own page, framed by the app. */
function cardField(page: BrowserPage): FrameLocator {
  return page.frameLocator('iframe[title="Card details"]')
}

/** Enters $49 and a new card's details in the processor's field, and pays. */
async function payWithNewCard(page: BrowserPage, number: string): Promise<void> {
  // Every payment starts from the amount, a retry too (the amount is kept).
  const amount = page.getByLabel('Amount in USD (at least $49.00)')
  await expect(amount).toBeVisible()
  await amount.fill('49')
  await page.getByRole('button', { name: 'Continue to card details' }).click()
  const field = cardField(page)
  await field.getByLabel('Card number').fill(number)
  await field.getByLabel('Expiry (MM / YY)').fill('12 / 34')
  await field.getByLabel('CVC').fill('123')
  await field.getByLabel('Name on card').fill('Ada Lovelace')
  await page.getByTestId('card-field-pay').click()
}

/** Every Hub method the page calls, in order. */
function callsOf(page: BrowserPage): string[] {
  const methods: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api') {
      const method = (request.postDataJSON() as { method?: string } | null)?.method
      if (method) methods.push(method)
    }
  })
  return methods
}

test('under the minimum nothing starts; declined and insufficient funds move nothing; 4242 pays $49 once', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await logIn(page, await createAccount(page.request), '/rpc/billings/charge?method=card')
  const start = await moneyOf(page)
  const calls = callsOf(page)

  // Under $49: refused on the page, before any payment is asked for.
  await page.getByLabel('Amount in USD (at least $49.00)').fill('48.99')
  await page.getByRole('button', { name: 'Continue to card details' }).click()
  await expect(page.getByText('The smallest card deposit is $49.00.')).toBeVisible()
  expect(calls.filter((method) => /Stripe|Card|polling/.test(method))).toEqual([])

  const failed = page.getByTestId('card-payment-failed')
  await payWithNewCard(page, CARDS.declined)
  await expect(failed).toHaveAttribute('data-failure', 'declined')
  await expect(failed).toContainText('Your card was declined. Nothing was charged')
  expect(await moneyOf(page)).toEqual(start)

  await failed.getByRole('button', { name: 'Try again' }).click()
  await payWithNewCard(page, CARDS.insufficientFunds)
  await expect(failed).toHaveAttribute('data-failure', 'insufficientFunds')
  await expect(failed).toContainText('Your card has insufficient funds. Nothing was charged')
  expect(await moneyOf(page)).toEqual(start)

  await failed.getByRole('button', { name: 'Try again' }).click()
  await payWithNewCard(page, CARDS.succeeds)
  const paid = page.getByTestId('card-payment-paid')
  await expect(paid).toContainText('Payment received: $49.00 added to your balance.')
  await expect(paid.getByRole('link', { name: 'View receipt' })).toBeVisible()
  const credited = (Number(start.amount) + 49).toFixed(2)
  expect(await moneyOf(page)).toEqual({ amount: credited, paid: ['49.00'] })

  // Reloading the finished page starts afresh and pays nothing again.
  await page.reload()
  await expect(page.getByLabel('Amount in USD (at least $49.00)')).toBeVisible()
  expect(await moneyOf(page)).toEqual({ amount: credited, paid: ['49.00'] })
})

test('a card that asks for 3-D Secure: failed authentication moves nothing, approved pays once', async ({ page }) => {
  test.setTimeout(90_000)
  await logIn(page, await createAccount(page.request), '/rpc/billings/charge?method=card')
  const start = await moneyOf(page)

  await payWithNewCard(page, CARDS.threeDSecure)
  await cardField(page).getByRole('button', { name: 'Fail authentication' }).click()
  const failed = page.getByTestId('card-payment-failed')
  await expect(failed).toHaveAttribute('data-failure', 'authenticationFailed')
  await expect(failed).toContainText('Your bank did not confirm the payment (3-D Secure). Nothing was charged.')
  expect(await moneyOf(page)).toEqual(start)

  await failed.getByRole('button', { name: 'Try again' }).click()
  await payWithNewCard(page, CARDS.threeDSecure)
  await cardField(page).getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('card-payment-paid')).toContainText('Payment received: $49.00 added to your balance.')
  expect(await moneyOf(page)).toEqual({ amount: (Number(start.amount) + 49).toFixed(2), paid: ['49.00'] })
})

test('a reload during 3-D Secure comes back to the same payment and pays it once', async ({ page }) => {
  test.setTimeout(90_000)
  await logIn(page, await createAccount(page.request), '/rpc/billings/charge?method=card')
  const start = await moneyOf(page)

  await payWithNewCard(page, CARDS.threeDSecure)
  await expect(cardField(page).getByRole('button', { name: 'Approve' })).toBeVisible()
  await expect(page).toHaveURL(/order=ord_/)
  const order = new URL(page.url()).searchParams.get('order')
  await page.reload()

  // The bank's step comes back in a frame of its own, for the same order.
  await expect(page).toHaveURL(new RegExp(`order=${order}`))
  await page.frameLocator('iframe[data-testid="three-d-secure-frame"]').getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('card-payment-paid')).toContainText('Payment received: $49.00 added to your balance.')
  expect(await moneyOf(page)).toEqual({ amount: (Number(start.amount) + 49).toFixed(2), paid: ['49.00'] })
})
