/**
 * Issue 21's help menu and code snippets in Chromium against the real server: the menu links the
 * provider's docs (new tabs) and leads to the chosen key's snippet; the snippet calls the chain
 * family's first method on the key's real endpoint and copies whole; a non-EVM network names no
 * EVM method. One account, one page.
 */
import type { ApiKey } from '../../contract/methods/api-keys'
import { apiCall, apiLogin, createAccount, logIn } from './support/accounts'
import { axeViolations } from './support/axe'
import { expect, test } from './support/fixtures'

const DOCS = [
  ['Quickstart', 'https://docs.hubdeck.dev/quickstart'],
  ['API keys', 'https://docs.hubdeck.dev/api-keys'],
  ['Supported chains', 'https://docs.hubdeck.dev/supported-chains'],
  ['Rate limits and RU', 'https://docs.hubdeck.dev/rate-limits'],
] as const

test('the help menu links the docs and the chosen key’s code snippet, which calls the chain’s own first method', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const account = await createAccount(request, 'Ada')
  const key = await apiCall<ApiKey>(
    request,
    'hub_generateApiKey',
    { name: 'Indexer' },
    await apiLogin(request, account),
  )
  await logIn(page, account)

  const help = page.getByRole('button', { name: 'Help' })
  await help.click()
  const docs = page.getByRole('group', { name: 'Documentation' })
  for (const [title, href] of DOCS) {
    const link = docs.getByRole('link', { name: `${title} (opens in a new tab)` })
    await expect(link).toHaveAttribute('href', href)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
  // No key chosen yet: the link leads to the page's snippet without one.
  await expect(page.getByRole('link', { name: 'Code snippets' })).toHaveAttribute('href', '/rpc/endpoint#code-snippet')
  await page.keyboard.press('Escape')

  // The key chosen in the table: the menu's link keeps it.
  await page.getByRole('table', { name: 'API keys' }).getByRole('button', { name: 'Indexer', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`[?&]key=${key.id}`))
  await help.click()
  const toKey = page.getByRole('link', { name: 'Code snippet for this key' })
  await expect(toKey).toHaveAttribute('href', `/rpc/endpoint?key=${key.id}#code-snippet`)
  await toKey.click()

  const details = page.getByRole('article', { name: 'Indexer' })
  await expect(details.getByTestId('code-snippet-box')).toBeInViewport()
  await details.getByLabel('Chain').selectOption({ label: 'Base' })
  await details.getByLabel('Network').selectOption('base-sepolia')
  await details.getByRole('button', { name: 'Show key' }).click()
  const url = await details.getByTestId('endpoint-url').first().innerText()
  expect(url).toContain(key.key)
  const snippet = details.getByTestId('code-snippet')
  await expect(snippet).toContainText(`curl -X POST '${url}'`)
  await expect(snippet).toContainText('"method":"eth_blockNumber"')
  await expect(details.getByText('eth_getLogs: at most 10,000 blocks per call')).toBeVisible()

  await details.getByRole('tab', { name: 'Python' }).click()
  await expect(snippet).toContainText(`requests.post(\n    "${url}",`)
  await details.getByRole('button', { name: 'Copy Python snippet for Indexer on Base Sepolia' }).click()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toContain(`"${url}"`)
  expect(copied).toContain('"method":"eth_blockNumber"')

  // Solana: its own first call, no EVM method anywhere in the details.
  await details.getByLabel('Chain').selectOption({ label: 'Solana' })
  await expect(snippet).toContainText('"method":"getSlot"')
  await details.getByRole('tab', { name: 'JavaScript' }).click()
  await expect(snippet).toContainText('connection.getSlot()')
  await expect(details).not.toContainText('eth_')
  expect(await axeViolations(page)).toEqual([])
})
