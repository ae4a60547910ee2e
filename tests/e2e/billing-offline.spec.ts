/**
 * The billing page offline (issue 16): opened with no network, it shows the balance, the deposit
 * history (its filter kept in the address) and the saved cards from the store with their age, and
 * every money action is disabled with one reason for the whole page, not one per card.
 */
import { apiCall, apiLogin, createAccount, devCall, logIn, waitForWorker } from './support/accounts'
import { expect, OFFLINE_PROBLEMS, test } from './support/fixtures'

test.use({ serviceWorkers: 'allow', allowProblems: OFFLINE_PROBLEMS })

test('offline, the balance, deposits and cards stay readable with their age; money actions wait, with one reason', async ({
  page,
  context,
  request,
}) => {
  const account = await createAccount(request, 'Ada')
  await devCall(request, 'dev_deposit', { email: account.email, coinAmount: '25', usdAmount: '25.00' })
  // A saved card, typed into the sandbox's own field as its page would send it.
  const token = await apiLogin(request, account)
  const setup = await apiCall<{ clientSecret: string }>(request, 'hub_createStripeSetup', {}, token)
  const typed = await request.post('/sandbox/api/confirm', {
    data: {
      clientSecret: setup.clientSecret,
      number: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
      name: 'Ada',
    },
  })
  expect((await typed.json()).status).toBe('succeeded')
  await expect.poll(async () => (await apiCall<unknown[]>(request, 'hub_getCreditCardList', {}, token)).length).toBe(1)

  await logIn(page, account, '/rpc/billings')
  const history = page.getByRole('table', { name: 'Deposit history' })
  await expect(page.getByTestId('wallet-amount')).toHaveText('$150.50')
  await expect(history.getByRole('row').nth(1)).toContainText('$25.00')
  await expect(page.getByTestId('saved-card')).toContainText('Visa •••• 4242')

  // The history's filter is kept in the address: a reload shows the same deposits.
  await page.getByLabel('Payment method').selectOption('cobo')
  await expect(page).toHaveURL(/[?&]method=cobo/)
  await page.reload()
  await expect(page.getByLabel('Payment method')).toHaveValue('cobo')
  await expect(history.getByRole('row').nth(1)).toContainText('$25.00')
  await waitForWorker(page)

  // Six minutes later, with no network.
  await page.clock.install({ time: Date.now() + 6 * 60_000 })
  await context.setOffline(true)
  await page.reload()

  await expect(page.getByTestId('wallet-amount')).toHaveText('$150.50')
  await expect(history.getByRole('row').nth(1)).toContainText('$25.00')
  await expect(page.getByTestId('saved-card')).toContainText('Visa •••• 4242')
  await expect(page.getByTestId('data-age').first()).toHaveText('Updated 6 min ago')

  const note = page.getByTestId('billing-offline-note')
  await expect(note).toHaveCount(1)
  const reason = (await note.innerText()).trim()
  // The only card is the default, so its money actions are Remove; Deposit is the page's own.
  for (const name of ['Deposit', 'Remove Visa •••• 4242']) {
    const action = page.getByRole('button', { name, exact: true })
    await expect(action).toBeDisabled()
    await expect(action).toHaveAccessibleDescription(reason)
  }

  await context.setOffline(false)
  await expect(page.getByRole('link', { name: 'Deposit', exact: true }).first()).toBeVisible()
})
