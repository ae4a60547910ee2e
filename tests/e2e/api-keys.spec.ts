/**
 * Issue 7's endpoint page in Chromium against the real server, acting as a customer: the first
 * key in one click, its endpoints on two chains copied whole, a rename made offline that reaches
 * the server once, delete with its notice, rotation with a grace period and freezing (after a
 * confirmation) as the RPC gateway sees them (`POST /gateway/authorize`), and the writes that wait
 * for the network. The key table itself (issue 21) is in api-keys-table.spec.ts.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import type { ApiKey } from '../../contract/methods/api-keys'
import type { Page as ListPage } from '../../contract/rpc'
import { createAccount, devCall, liveSockets, logIn, timesApplied, userCall, waitForWorker } from './support/accounts'
import { expect, OFFLINE_PROBLEMS, test } from './support/fixtures'
import { axeViolations } from './support/axe'
import { askGateway } from './support/gateway'

const serverKeys = async (page: Page) =>
  (await userCall<ListPage<ApiKey>>(page, 'hub_getApiKeys', { page: 1, perPage: 50 })).list

/** The details of the key named `name` (beside the table on a wide window). */
const card = (page: Page, name: string): Locator => page.getByRole('article', { name })

/** Chooses the key named `name` in the table; its details show. */
async function openKey(page: Page, name: string): Promise<Locator> {
  await page.getByRole('table', { name: 'API keys' }).getByRole('button', { name, exact: true }).click()
  await expect(card(page, name)).toBeVisible()
  return card(page, name)
}

/** A signed-in account with one key made through the API; the page shows it. */
async function accountWithKey(page: Page, request: APIRequestContext, name: string): Promise<ApiKey> {
  await logIn(page, await createAccount(request))
  const key = await userCall<ApiKey>(page, 'hub_generateApiKey', { name })
  await page.reload()
  await expect(card(page, name)).toBeVisible()
  return key
}

test('a new account creates its first key in one click, reads its endpoints on two chains and copies one', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await logIn(page, await createAccount(request))
  await expect(page.getByText('Create your first API key')).toBeVisible()
  await expect(page.getByTestId('api-key-count')).toHaveText('0 of 50 keys')

  await page.getByRole('button', { name: 'Create my first key' }).click()

  const first = card(page, 'My first key')
  await expect(first).toBeVisible()
  await expect(page.getByTestId('api-key-count')).toHaveText('1 of 50 keys')
  const [key] = await serverKeys(page)
  expect(key?.name).toBe('My first key')
  const secret = key!.key
  // Masked until shown: the URL names the key without giving it away.
  const https = first.getByTestId('endpoint-url').first()
  await expect(https).not.toContainText(secret)
  await expect(https).toContainText('•')
  await first.getByRole('button', { name: 'Show key' }).click()
  await expect(https).toContainText(secret)
  await expect(first.getByText('eth_getLogs: at most 10,000 blocks per call')).toBeVisible()

  await first.getByLabel('Chain').selectOption({ label: 'Polygon' })
  await expect(first.getByLabel('Network')).toHaveValue('polygon-mainnet')
  const polygonUrl = await https.textContent()
  expect(polygonUrl).toContain(secret)
  await expect(first.getByText('eth_getLogs: at most 5,000 blocks per call')).toBeVisible()

  await first.getByRole('button', { name: 'Hide key' }).click()
  await first.getByRole('button', { name: 'Copy HTTPS URL of My first key on Polygon PoS' }).click()
  await expect(first.getByRole('status').filter({ hasText: 'Copied' })).toBeAttached()
  // The copy is the whole URL, even while the page shows it masked.
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(polygonUrl)
})

test.describe('offline', () => {
  // Offline, Chromium logs each request it cannot make as a console error.
  test.use({ serviceWorkers: 'allow', allowProblems: OFFLINE_PROBLEMS })

  test('a rename made offline survives a reload and reaches the server once', async ({ page, context, request }) => {
    const account = await createAccount(request)
    await logIn(page, account)
    await userCall<ApiKey>(page, 'hub_generateApiKey', { name: 'Backend' })
    await page.reload()
    await expect(card(page, 'Backend')).toBeVisible()
    await waitForWorker(page)

    await context.setOffline(true)
    await card(page, 'Backend').getByRole('button', { name: 'Rename Backend' }).click()
    const field = page.getByLabel('Key name')
    await field.fill('')
    await field.press('Enter')
    await expect(page.getByText('Enter a name for the key.')).toBeVisible()
    await field.fill('Indexer')
    await field.press('Enter')
    const renamed = card(page, 'Indexer')
    await expect(renamed.getByText('Rename waiting to sync')).toBeVisible()
    await expect(renamed.getByRole('button', { name: 'Rename Indexer' })).toBeFocused()

    await page.reload()
    await expect(renamed.getByText('Rename waiting to sync')).toBeVisible()
    await expect(page.getByTestId('data-age')).toBeVisible()
    expect(await timesApplied(request, account.email, 'hub_setApiKeyName')).toBe(0)

    await context.setOffline(false)
    await expect(renamed.getByText('Rename waiting to sync')).toBeHidden()
    await expect.poll(() => timesApplied(request, account.email, 'hub_setApiKeyName')).toBe(1)
    expect((await serverKeys(page)).map((key) => key.name)).toEqual(['Indexer'])
    await page.reload()
    await expect(card(page, 'Indexer')).toBeVisible()
    // The reloaded page has nothing waiting to send: the rename is not sent a second time.
    await expect(page.getByText('Rename waiting to sync')).toHaveCount(0)
    await expect(page.getByTestId('connection-status')).toBeHidden()
    expect(await timesApplied(request, account.email, 'hub_setApiKeyName')).toBe(1)
  })

  test('writes other than rename wait for the network and say why', async ({ page, context, request }) => {
    await accountWithKey(page, request, 'Backend')
    await context.setOffline(true)

    const reason = 'You are offline: rotating, freezing or deleting a key needs the network. Renaming works offline.'
    const backend = card(page, 'Backend')
    for (const name of ['Rotate', 'Freeze', 'Delete']) {
      const button = backend.getByRole('button', { name, exact: true })
      await expect(button).toBeDisabled()
      await expect(button).toHaveAccessibleDescription(reason)
    }
    const create = page.getByRole('button', { name: 'Create key' })
    await expect(create).toBeDisabled()
    await expect(create).toHaveAccessibleDescription('You are offline: creating a key needs the network.')
    await expect(backend.getByRole('button', { name: 'Rename Backend' })).toBeEnabled()

    await context.setOffline(false)
    await expect(create).toBeEnabled()
  })
})

test('a key is created from the dialog, and deleting it after a confirmation naming it sends its notice', async ({
  page,
  request,
}) => {
  await accountWithKey(page, request, 'Backend')
  await page.getByRole('button', { name: 'Create key' }).click()
  const create = page.getByRole('dialog', { name: 'Create an API key' })
  await expect(create.getByText('You have 1 of 50 keys.')).toBeVisible()
  await create.getByLabel('Name').fill('Frontend')
  await create.getByRole('button', { name: 'Create key' }).click()
  await expect(create).toBeHidden()
  await expect(page.getByTestId('api-key-count')).toHaveText('2 of 50 keys')

  await (await openKey(page, 'Frontend')).getByRole('button', { name: 'Delete', exact: true }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete the key “Frontend”?' })
  await confirm.getByRole('button', { name: 'Delete Frontend' }).click()

  await expect(card(page, 'Frontend')).toBeHidden()
  await expect(page.getByTestId('api-key-count')).toHaveText('1 of 50 keys')
  // The panel shows the key that is left, and the address no longer names the deleted one.
  await expect(card(page, 'Backend')).toBeVisible()
  await expect(page).toHaveURL(/\/rpc\/endpoint$/)
  expect((await serverKeys(page)).map((key) => key.name)).toEqual(['Backend'])
  // The server's apikey_delete notice arrives over the socket.
  await expect(page.getByText('The API key Frontend was deleted.').first()).toBeVisible()
})

test('a key deleted elsewhere (another member, another device) leaves the list when its notice arrives', async ({
  page,
  request,
}) => {
  const account = await createAccount(request)
  await logIn(page, account)
  const key = await userCall<ApiKey>(page, 'hub_generateApiKey', { name: 'Shared' })
  await page.reload()
  await expect(card(page, 'Shared')).toBeVisible()
  // The notice must find the page live: a notice sent before the socket is up is caught up
  // into the notice centre on connect, without its effects.
  await expect.poll(() => liveSockets(page, account)).toBe(1)

  // Deleted outside this page: only the live apikey_delete notice can tell it.
  await userCall(page, 'hub_deleteApiKey', { id: key.id })

  await expect(page.getByText('The API key Shared was deleted.').first()).toBeVisible()
  await expect(card(page, 'Shared')).toBeHidden()
  await expect(page.getByTestId('api-key-count')).toHaveText('0 of 50 keys')
})

test('rotating keeps the old secret working through the grace period, then the gateway refuses it', async ({
  page,
  request,
}) => {
  const account = await createAccount(request)
  await logIn(page, account)
  const old = await userCall<ApiKey>(page, 'hub_generateApiKey', { name: 'Backend' })
  await page.reload()

  await card(page, 'Backend').getByRole('button', { name: 'Rotate' }).click()
  const dialog = page.getByRole('dialog', { name: 'Rotate the key “Backend”' })
  await dialog.getByLabel('Grace period for the old secret').selectOption('2')
  await dialog.getByRole('button', { name: 'Rotate key' }).click()

  const done = page.getByRole('dialog', { name: 'New secret for Backend' })
  await expect(
    done.getByText(/The old secret keeps working until \d{4}-\d\d-\d\d \d\d:\d\d, then stops\./),
  ).toBeVisible()
  const fresh = (await done.getByTestId('new-secret').textContent()) ?? ''
  expect(fresh).not.toBe(old.key)
  expect((await serverKeys(page))[0]?.key).toBe(fresh)
  await done.getByRole('button', { name: 'Done' }).click()
  await expect(card(page, 'Backend').getByText(/Old secret works until/)).toBeVisible()

  expect(await askGateway(request, old.key)).toEqual({ allowed: true })
  expect(await askGateway(request, fresh)).toEqual({ allowed: true })
  await devCall(request, 'dev_endRotationGrace', { email: account.email, keyId: old.id })
  expect(await askGateway(request, old.key)).toEqual({ allowed: false, rule: 'rotated_out' })
  expect(await askGateway(request, fresh)).toEqual({ allowed: true })
})

test('freezing refuses the key at the gateway once confirmed, and unfreezing allows it again at once', async ({
  page,
  request,
}) => {
  const key = await accountWithKey(page, request, 'Backend')
  const backend = card(page, 'Backend')

  await backend.getByRole('button', { name: 'Freeze' }).click()
  await page
    .getByRole('dialog', { name: 'Freeze the key “Backend”?' })
    .getByRole('button', { name: 'Freeze Backend' })
    .click()
  await expect(page.getByRole('status').filter({ hasText: 'Backend is frozen' })).toBeVisible()
  await expect(backend.getByText('Frozen', { exact: true })).toBeVisible()
  expect(await askGateway(request, key.key)).toEqual({ allowed: false, rule: 'frozen' })

  await backend.getByRole('button', { name: 'Unfreeze' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Backend is unfrozen' })).toBeVisible()
  await expect(backend.getByText('Frozen', { exact: true })).toBeHidden()
  expect(await askGateway(request, key.key)).toEqual({ allowed: true })
})

test('at the cap, creating is disabled and says why', async ({ page, request }) => {
  await logIn(page, await createAccount(request))
  for (let index = 1; index <= 50; index += 1) await userCall(page, 'hub_generateApiKey', { name: `Key ${index}` })
  await page.reload()
  await expect(page.getByTestId('api-key-count')).toHaveText('50 of 50 keys')
  const create = page.getByRole('button', { name: 'Create key' })
  await expect(create).toBeDisabled()
  await expect(create).toHaveAccessibleDescription(
    'You have 50 keys, the most an account can hold. Delete one to create another.',
  )
})

test('the key table, its details and dialogs pass axe on a phone, in light and dark, in en and zh', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000)
  await accountWithKey(page, request, 'Backend')
  await page.setViewportSize({ width: 375, height: 800 })
  for (const locale of ['en', 'zh']) {
    await context.addCookies([{ name: 'i18n_redirected', value: locale, url: baseURL! }])
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      await page.reload()
      const table = page.getByRole('table')
      await expect(table).toBeVisible()
      expect(await axeViolations(page), `list ${locale} ${scheme}`).toEqual([])
      // Nothing wider than the phone: no sideways scrolling.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
      // On a phone the details open over the list.
      await table.getByRole('button', { name: 'Backend', exact: true }).click()
      await expect(page.getByRole('dialog').getByRole('article')).toBeVisible()
      expect(await axeViolations(page), `details ${locale} ${scheme}`).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toBeHidden()
      // The address drops the key a moment after the dialog closes; a reload before that opened
      // the details again, over the list the next round clicks.
      await expect(page).not.toHaveURL(/[?&]key=/)
    }
  }
  await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL! }])
  await page.reload()
  await page.getByRole('table').getByRole('button', { name: 'Backend', exact: true }).click()
  // The open key is in the address: a reload shows its details again.
  await page.reload()
  const details = page.getByRole('dialog', { name: 'Details of Backend' })
  await details.getByRole('button', { name: 'Rotate' }).click()
  const rotate = page.getByRole('dialog', { name: 'Rotate the key “Backend”' })
  await expect(rotate).toBeVisible()
  expect(await axeViolations(page), 'rotate dialog').toEqual([])
  await page.keyboard.press('Escape')
  await expect(rotate).toBeHidden()
  await expect(details.getByRole('button', { name: 'Rotate' })).toBeFocused()
  await details.getByRole('button', { name: 'Close', exact: true }).click()
  await expect(details).toBeHidden()
})
