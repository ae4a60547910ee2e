/**
 * Issue 7's advanced features of a key in Chromium against the real server, acting as a
 * customer: archive mode (confirmed with its cost), the pimlico bundler and MEV auto, a whitelist of an IP and a `*.`
 * domain (a malformed entry refused as it is typed), all kept across a reload and on the server,
 * the whitelist as the RPC gateway applies it (`POST /gateway/authorize`), the package a feature
 * needs, and the "needs upgrade" state of a key whose features the package no longer includes.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import type { ApiKeyUpgradeInfo } from '../../contract/methods/account-profile'
import type { ApiKey } from '../../contract/methods/api-keys'
import { createAccount, devCall, logIn, userCall, type E2eAccount } from './support/accounts'
import { expect, test } from './support/fixtures'
import { askGateway } from './support/gateway'

/** The package with every feature (server/db/migrations/0015_packages.ts). */
const ALL_FEATURES_PACKAGE = 'Pro'
/** The lowest package with archive mode: the one a refusal names. */
const ARCHIVE_PACKAGE = 'Pay As You Go'

/** The key's details, beside the table: the only key, so the one shown. */
const card = (page: Page, name: string): Locator => page.getByRole('article', { name })

/** Switches archive mode on, confirming its cost when asked. */
async function turnOnArchive(page: Page, panel: Locator, name: string): Promise<void> {
  await panel.getByRole('switch', { name: 'Archive mode' }).click()
  const ask = page.getByRole('dialog', { name: `Turn on archive mode for “${name}”?` })
  await expect(ask).toContainText('+30 % RU')
  await ask.getByRole('button', { name: 'Turn on archive mode' }).click()
}

/** Signs in a new account (with `skuName` granted, if any), makes a key through the API and opens its advanced features. */
async function openFeatures(
  page: Page,
  request: APIRequestContext,
  name: string,
  skuName?: string,
): Promise<{ account: E2eAccount; key: ApiKey; panel: Locator }> {
  const account = await createAccount(request)
  if (skuName) await devCall(request, 'dev_grantPackage', { email: account.email, skuName })
  await logIn(page, account)
  const key = await userCall<ApiKey>(page, 'hub_generateApiKey', { name })
  await page.reload()
  const panel = card(page, name)
  await panel.getByRole('button', { name: 'Advanced features' }).click()
  await expect(panel.getByRole('switch', { name: 'Archive mode' })).toBeVisible()
  return { account, key, panel }
}

test('archive mode, the pimlico bundler, MEV auto and a whitelist are kept across a reload, and the gateway applies the whitelist', async ({
  page,
  request,
}) => {
  const { key, panel } = await openFeatures(page, request, 'Backend', ALL_FEATURES_PACKAGE)
  await expect(panel.getByText(/\+30 % RU/)).toBeVisible()
  await expect(panel.getByText(/^Works on \d+ of \d+ networks$/).first()).toBeVisible()

  const archive = panel.getByRole('switch', { name: 'Archive mode' })
  await turnOnArchive(page, panel, 'Backend')
  await expect(archive).toBeChecked()
  await expect(archive).toBeEnabled() // saved: no longer busy
  await panel.getByRole('combobox', { name: 'Bundler' }).selectOption('pimlico')
  await expect(panel.getByRole('combobox', { name: 'Bundler' })).toBeEnabled()
  await panel.getByRole('combobox', { name: 'MEV mode' }).selectOption('auto')
  await expect(panel.getByRole('combobox', { name: 'MEV mode' })).toBeEnabled()

  const field = panel.getByRole('textbox', { name: 'IP address, CIDR range or domain' })
  const add = panel.getByRole('button', { name: 'Add', exact: true })
  await field.fill('203.0.113.7')
  await add.click()
  await field.fill('*.Example.com')
  await field.press('Enter')
  await expect(panel.getByText('2 of 10 entries')).toBeVisible()
  // A malformed entry is refused as it is typed, and cannot be added or saved.
  await field.fill('10.0.0.1/8')
  await expect(panel.getByText('"10.0.0.1/8" has host bits set. Did you mean 10.0.0.0/8?')).toBeVisible()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(add).toBeDisabled()
  await field.press('Enter')
  await expect(panel.getByText('2 of 10 entries')).toBeVisible()
  await field.fill('')
  await panel.getByRole('button', { name: 'Save whitelist' }).click()
  await expect(panel.getByRole('status').filter({ hasText: 'Whitelist saved.' })).toBeAttached()

  await page.reload()
  const again = card(page, 'Backend')
  await again.getByRole('button', { name: 'Advanced features' }).click()
  await expect(again.getByRole('switch', { name: 'Archive mode' })).toBeChecked()
  await expect(again.getByRole('combobox', { name: 'Bundler' })).toHaveValue('pimlico')
  await expect(again.getByRole('combobox', { name: 'MEV mode' })).toHaveValue('auto')
  const entries = again.getByRole('list', { name: 'Whitelist entries' }).getByRole('listitem')
  await expect(entries).toHaveText([/203\.0\.113\.7/, /\*\.example\.com/])
  await expect(again.getByText('2 of 10 entries')).toBeVisible()

  const stored = await userCall<ApiKey>(page, 'hub_getApiKey', { id: key.id })
  expect(stored).toMatchObject({
    features: { archive_mode: true, mev_protection: false, bundler: false },
    bundler: 'pimlico',
    mev: 'auto',
    whitelist: ['203.0.113.7', '*.example.com'],
  })

  expect(await askGateway(request, key.key, { ip: '198.51.100.1' })).toEqual({ allowed: false, rule: 'whitelist' })
  expect(await askGateway(request, key.key, { ip: '203.0.113.7' })).toEqual({ allowed: true })
  expect(await askGateway(request, key.key, { origin: 'https://app.example.com' })).toEqual({ allowed: true })
})

test('MEV protection and global cast exclude each other, and the page says why', async ({ page, request }) => {
  const { panel } = await openFeatures(page, request, 'Trader', ALL_FEATURES_PACKAGE)
  const protection = panel.getByRole('switch', { name: 'MEV protection' })
  await protection.click()
  await expect(protection).toBeChecked()
  await expect(protection).toBeEnabled()
  await expect(panel.getByRole('option', { name: 'Global cast' })).toBeDisabled()
  await expect(panel.getByText(/Global cast cannot be picked while MEV protection is on/)).toBeVisible()

  await protection.click()
  await expect(protection).not.toBeChecked()
  await expect(protection).toBeEnabled()
  await panel.getByRole('combobox', { name: 'MEV mode' }).selectOption('globalcast')
  await expect(protection).toBeDisabled()
  await expect(protection).toHaveAccessibleDescription(/Pick another MEV mode first/)
})

test('without a package, switching archive mode on names the package needed and links to buying it', async ({
  page,
  request,
}) => {
  const { key, panel } = await openFeatures(page, request, 'Archive seeker')
  const archive = panel.getByRole('switch', { name: 'Archive mode' })
  // Clicks, not check(): the switch shows the value being sent at once and goes back when refused.
  await turnOnArchive(page, panel, 'Archive seeker')
  const refusal = panel.getByRole('alert')
  await expect(refusal).toContainText(`the ${ARCHIVE_PACKAGE} package`)
  await expect(archive).not.toBeChecked()
  const buy = refusal.getByRole('link', { name: `Buy the ${ARCHIVE_PACKAGE} package` })
  await expect(buy).toHaveAttribute('href', '/rpc/billings')
  expect((await userCall<ApiKey>(page, 'hub_getApiKey', { id: key.id })).features.archive_mode).toBe(false)
})

test('a key whose features the package no longer includes shows the needs-upgrade banner and badge', async ({
  page,
  request,
}) => {
  const { account, key, panel } = await openFeatures(page, request, 'Archive keeper', ALL_FEATURES_PACKAGE)
  await turnOnArchive(page, panel, 'Archive keeper')
  await expect(panel.getByRole('switch', { name: 'Archive mode' })).toBeChecked()
  await expect(panel.getByRole('switch', { name: 'Archive mode' })).toBeEnabled()
  await expect(page.getByRole('region', { name: 'Keys that need a package upgrade' })).toHaveCount(0)

  // The grant ends, as the clock would end it after its days.
  await devCall(request, 'dev_endPackageGrants', { email: account.email })
  const info = await userCall<ApiKeyUpgradeInfo>(page, 'hub_getApiKeyNeedUpgrade', {})
  expect(info.apiKeys.map((item) => item.id)).toEqual([key.id])

  await page.reload()
  const banner = page.getByRole('region', { name: 'Keys that need a package upgrade' })
  await expect(banner).toContainText('These keys use features your Free package does not include:')
  await expect(banner).toContainText(`Archive keeper: Archive mode, included from the ${ARCHIVE_PACKAGE} package`)
  await expect(banner.getByRole('link', { name: 'Buy a package' })).toHaveAttribute('href', '/rpc/billings')
  await expect(card(page, 'Archive keeper').getByText('Needs upgrade')).toBeVisible()
})
