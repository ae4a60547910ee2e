/**
 * Issue 21's key table in Chromium against the real server: 50 keys listed, searched by name and
 * by key prefix, sorted by requests today and by last use (as the gateway metered them, POST
 * /gateway/usage), all kept in the address and usable on a 390 px phone; a row opens its key's
 * details with its endpoints; archive mode and freezing ask first, saying what they cost, and
 * their toast's Undo writes the opposite (each step checked on the server).
 */
import type { Page } from '@playwright/test'
import type { ApiKey } from '../../contract/methods/api-keys'
import { createAccount, devCall, logIn, userCall } from './support/accounts'
import { expect, test } from './support/fixtures'
import { askGateway, sendUsage, type ServedCall } from './support/gateway'

const table = (page: Page) => page.getByRole('table', { name: 'API keys' })
/** The first cell of each row: the keys' names, in the order shown. */
const shownNames = (page: Page) => table(page).locator('tbody tr td:first-child')
const serverKey = (page: Page, id: number) => userCall<ApiKey>(page, 'hub_getApiKey', { id })
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)
const times = (count: number, call: ServedCall): ServedCall[] => Array.from({ length: count }, () => ({ ...call }))

test('50 keys are listed, searched, sorted by requests today and kept in the address on a 390 px phone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 390, height: 844 })
  const account = await createAccount(request)
  await logIn(page, account)
  const keys: ApiKey[] = []
  for (let index = 1; index <= 50; index += 1) {
    keys.push(await userCall<ApiKey>(page, 'hub_generateApiKey', { name: `Service ${index}` }))
  }
  const [busy, quiet] = [keys[6]!, keys[41]!]
  const receipt = await sendUsage(request, [
    ...times(3, { key: busy.key, network: 'ethereum-mainnet', method: 'eth_call' }),
    { key: quiet.key, network: 'base-mainnet', method: 'eth_chainId' },
  ])
  expect(receipt).toMatchObject({ counted: 4, unknownKeys: 0 })
  await page.reload()

  await expect(shownNames(page)).toHaveCount(50)
  await expect(shownNames(page).first()).toHaveText('Service 50')
  // Name, status and requests today: the rest is in the details.
  await expect(table(page).getByRole('columnheader')).toHaveText(['Name', 'Status', 'Requests today'])
  expect(await pageWidth(page)).toBeLessThanOrEqual(390)

  const search = page.getByRole('searchbox', { name: 'Search keys' })
  await search.fill('service 4')
  await expect(shownNames(page)).toHaveText([
    'Service 49',
    'Service 48',
    'Service 47',
    'Service 46',
    'Service 45',
    'Service 44',
    'Service 43',
    'Service 42',
    'Service 41',
    'Service 40',
    'Service 4',
  ])
  await expect(page).toHaveURL(/[?&]q=service\+4(&|$)/)
  // By the start of the secret.
  await search.fill(quiet.key.slice(0, 12))
  await expect(shownNames(page)).toHaveText([quiet.name])
  await search.fill('no such key')
  await expect(table(page).getByText('No key matches “no such key”')).toBeVisible()
  await search.fill('')
  await expect(shownNames(page)).toHaveCount(50)

  const sort = page.getByRole('combobox', { name: 'Sort by' })
  await sort.selectOption({ label: 'Name A–Z' })
  await expect(shownNames(page).first()).toHaveText('Service 1')
  await expect(shownNames(page).nth(1)).toHaveText('Service 2')
  await sort.selectOption({ label: 'Most requests today' })
  await expect(shownNames(page).first()).toHaveText(busy.name)
  await expect(shownNames(page).nth(1)).toHaveText(quiet.name)
  const busyRow = table(page).getByRole('row').filter({ hasText: busy.name })
  await expect(busyRow.getByRole('cell').nth(2)).toHaveText('3')
  await expect(table(page).getByRole('row').filter({ hasText: 'Service 50' }).getByRole('cell').nth(2)).toHaveText('0')

  // Both were used in the same hour (the server keeps hours): the newer key first, then the key
  // never used after them.
  await sort.selectOption({ label: 'Most recently used' })
  await expect(shownNames(page).first()).toHaveText(quiet.name)
  await expect(shownNames(page).nth(1)).toHaveText(busy.name)
  await expect(shownNames(page).nth(2)).toHaveText('Service 50')
  await sort.selectOption({ label: 'Most requests today' })

  // The address keeps the order: a reload shows the same list.
  await expect(page).toHaveURL(/[?&]sort=requests(&|$)/)
  await page.reload()
  await expect(sort).toHaveValue('requests-desc')
  await expect(shownNames(page).first()).toHaveText(busy.name)
  expect(await pageWidth(page)).toBeLessThanOrEqual(390)

  // On a phone a row opens its details over the list, with its endpoints, and Close returns to the row.
  const open = table(page).getByRole('button', { name: busy.name, exact: true })
  await open.click()
  const details = page.getByRole('dialog', { name: `Details of ${busy.name}` })
  await expect(details.getByRole('article', { name: busy.name })).toBeVisible()
  await expect(details.getByText('Requests today: 3')).toBeVisible()
  // The hour of its last call, as the server keeps it: never a made-up minute.
  await expect(details.getByText(/Last used: \d{4}-\d\d-\d\d \d\d:00–\d\d:00/)).toBeVisible()
  await details.getByRole('button', { name: 'Show key' }).click()
  await expect(details.getByTestId('endpoint-url').first()).toContainText(busy.key)
  expect(await pageWidth(page)).toBeLessThanOrEqual(390)
  await details.getByRole('button', { name: 'Close', exact: true }).click()
  await expect(details).toBeHidden()
  await expect(open).toBeFocused()
})

test("a row opens its key's details beside the table, with that key's endpoints, kept across a reload", async ({
  page,
  request,
}) => {
  await logIn(page, await createAccount(request))
  const older = await userCall<ApiKey>(page, 'hub_generateApiKey', { name: 'Backend' })
  await userCall<ApiKey>(page, 'hub_generateApiKey', { name: 'Frontend' })
  await page.reload()
  // Beside the table the newest key shows until another is chosen.
  await expect(page.getByRole('article', { name: 'Frontend' })).toBeVisible()
  await expect(table(page).getByRole('columnheader')).toHaveText([
    'Name',
    'Status',
    'Features',
    'Requests today',
    'Last used',
    'Created',
  ])
  // Never used: no time is made up.
  await expect(page.getByRole('article', { name: 'Frontend' })).toContainText('Last used: —')

  await table(page).getByRole('button', { name: 'Backend', exact: true }).click()
  const backend = page.getByRole('article', { name: 'Backend' })
  await expect(backend).toBeVisible()
  await expect(page.getByRole('article', { name: 'Frontend' })).toHaveCount(0)
  await expect(page).toHaveURL(new RegExp(`[?&]key=${older.id}(&|$)`))
  await backend.getByRole('button', { name: 'Show key' }).click()
  await expect(backend.getByTestId('endpoint-url').first()).toContainText(older.key)

  await page.reload()
  await expect(page.getByRole('article', { name: 'Backend' })).toBeVisible()
})

test('archive mode asks first with its +30 % RU cost; cancel changes nothing, confirm turns it on, Undo turns it off', async ({
  page,
  request,
}) => {
  const account = await createAccount(request)
  await devCall(request, 'dev_grantPackage', { email: account.email, skuName: 'Pro' })
  await logIn(page, account)
  const key = await userCall<ApiKey>(page, 'hub_generateApiKey', { name: 'Archive' })
  await page.reload()
  const details = page.getByRole('article', { name: 'Archive' })
  await details.getByRole('button', { name: 'Advanced features' }).click()
  const archive = details.getByRole('switch', { name: 'Archive mode' })

  await archive.click()
  const ask = page.getByRole('dialog', { name: 'Turn on archive mode for “Archive”?' })
  await expect(ask).toContainText('+30 % RU')
  await ask.getByRole('button', { name: 'Cancel' }).click()
  await expect(ask).toBeHidden()
  await expect(archive).not.toBeChecked()
  expect((await serverKey(page, key.id)).features.archive_mode).toBe(false)

  await archive.click()
  await ask.getByRole('button', { name: 'Turn on archive mode' }).click()
  await expect(archive).toBeChecked()
  await expect(archive).toBeEnabled()
  expect((await serverKey(page, key.id)).features.archive_mode).toBe(true)

  const toast = page.getByRole('status').filter({ hasText: 'Archive mode is on for Archive' })
  await toast.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Archive mode is off again for Archive.' })).toBeVisible()
  await expect(archive).not.toBeChecked()
  expect((await serverKey(page, key.id)).features.archive_mode).toBe(false)
})

test('freezing asks first; cancel changes nothing, confirm refuses the key at the gateway, Undo unfreezes it', async ({
  page,
  request,
}) => {
  await logIn(page, await createAccount(request))
  const key = await userCall<ApiKey>(page, 'hub_generateApiKey', { name: 'Backend' })
  await page.reload()
  const details = page.getByRole('article', { name: 'Backend' })

  await details.getByRole('button', { name: 'Freeze' }).click()
  const ask = page.getByRole('dialog', { name: 'Freeze the key “Backend”?' })
  await expect(ask).toContainText('apps using it stop working now')
  await ask.getByRole('button', { name: 'Cancel' }).click()
  await expect(ask).toBeHidden()
  expect((await serverKey(page, key.id)).frozen).toBe(false)

  await details.getByRole('button', { name: 'Freeze' }).click()
  await ask.getByRole('button', { name: 'Freeze Backend' }).click()
  await expect(details.getByText('Frozen', { exact: true })).toBeVisible()
  expect((await serverKey(page, key.id)).frozen).toBe(true)
  expect(await askGateway(request, key.key)).toEqual({ allowed: false, rule: 'frozen' })

  const toast = page.getByRole('status').filter({ hasText: 'Backend is frozen' })
  await toast.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Backend is unfrozen' })).toBeVisible()
  await expect(details.getByText('Frozen', { exact: true })).toBeHidden()
  expect((await serverKey(page, key.id)).frozen).toBe(false)
  expect(await askGateway(request, key.key)).toEqual({ allowed: true })
})
