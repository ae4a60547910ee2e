/**
 * /rpc/statistic (issue 18), as a customer meets it: two keys served calls on two networks
 * (sent as the gateway meters them, POST /gateway/usage); the page shows the figures the server
 * stored, per key and per network, and the methods that cost most RU in order. When the server
 * answers a report with HTTP 429 the stored figures stay, said so, with no error; offline, a
 * reload shows the same figures with their age.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import type { ApiKey } from '../../contract/methods/api-keys'
import type { ApiKeyComposite, NetworkComposite } from '../../contract/methods/reports-breakdowns'
import type { Page as ListPage } from '../../contract/rpc'
import { apiCall, apiLogin, createAccount, logIn, waitForWorker } from './support/accounts'
import { expect, OFFLINE_PROBLEMS, test } from './support/fixtures'
import { sendUsage, type ServedCall } from './support/gateway'
import { widerThanWindow } from './support/wider-than-window'

// A reader east of UTC: the page asks for local hours and days, with the offset said.
test.use({ serviceWorkers: 'allow', allowProblems: OFFLINE_PROBLEMS, timezoneId: 'Asia/Shanghai' })

const times = (count: number, call: ServedCall): ServedCall[] => Array.from({ length: count }, () => ({ ...call }))

/** The figures the server stored, over a window wide enough to hold every call sent. */
async function storedFigures(request: APIRequestContext, token: string) {
  const window = {
    from: new Date(Date.now() - 86_400_000).toISOString(),
    to: new Date(Date.now() + 86_400_000).toISOString(),
  }
  const table = { ...window, page: 1, perPage: 20 }
  const [keys, networks] = await Promise.all([
    apiCall<ListPage<ApiKeyComposite>>(request, 'hub_reportUsageInfoByApikey', table, token),
    apiCall<ListPage<NetworkComposite>>(request, 'hub_reportUsageInfoByNetwork', table, token),
  ])
  return { keys: keys.list, networks: networks.list }
}

/** The table's rows as the page shows them: each row's cells' text. */
async function rowsOf(page: Page, name: string): Promise<string[][]> {
  const table = page.getByRole('table', { name, exact: true })
  await expect(table.getByRole('row').nth(1)).toBeVisible()
  const rows = await table.locator('tbody tr').all()
  return Promise.all(rows.map(async (row) => (await row.locator('td').allInnerTexts()).map((text) => text.trim())))
}

test('the statistics show what the server stored per key, network and method; offline and on a 429 the stored figures stay', async ({
  page,
  context,
  request,
}) => {
  const account = await createAccount(request, 'Ada')
  const token = await apiLogin(request, account)
  const backend = await apiCall<ApiKey>(request, 'hub_generateApiKey', { name: 'Backend' }, token)
  const frontend = await apiCall<ApiKey>(request, 'hub_generateApiKey', { name: 'Frontend' }, token)
  const at = new Date(Date.now() - 30 * 60_000).toISOString()
  const receipt = await sendUsage(request, [
    ...times(3, { key: backend.key, network: 'ethereum-mainnet', method: 'eth_getLogs', at }),
    ...times(3, { key: backend.key, network: 'ethereum-mainnet', method: 'eth_call', at }),
    { key: backend.key, network: 'ethereum-mainnet', method: 'eth_call', outcome: 'error', at },
    ...times(5, { key: backend.key, network: 'base-mainnet', method: 'eth_blockNumber', latencyMs: 15, at }),
    ...times(6, { key: frontend.key, network: 'base-mainnet', method: 'eth_getBalance', latencyMs: 90, at }),
    { key: frontend.key, network: 'base-mainnet', method: 'eth_chainId', at },
    { key: frontend.key, network: 'base-mainnet', method: 'eth_chainId', outcome: 'rate_limited', at },
  ])
  expect(receipt).toMatchObject({ counted: 20, duplicate: false, unknownKeys: 0 })
  const stored = await storedFigures(request, token)
  const keyRu = (id: number) => stored.keys.find((row) => row.apikeyId === id)?.ru
  const networkRu = (id: string) => stored.networks.find((row) => row.networkId === id)?.ru

  await logIn(page, account, '/rpc/statistic')
  await expect(page.getByRole('heading', { name: 'Statistics', level: 1 })).toBeVisible()
  await expect(page.getByTestId('statistics-zone')).toHaveText('Times in UTC+08:00')
  await expect(page.getByTestId('total-requests')).toHaveText('20')
  await expect(page.getByTestId('total-errors')).toHaveText('2')
  await expect(page.getByTestId('total-rate-limited')).toHaveText('1')

  // Per key: the requests sent, and the RU the server drew for them.
  const keyRows = [
    ['Backend', '12', String(keyRu(backend.id))],
    ['Frontend', '8', String(keyRu(frontend.id))],
  ].sort((a, b) => Number(b[2]) - Number(a[2]))
  expect((await rowsOf(page, 'Usage by API key')).map((row) => row.slice(0, 3))).toEqual(keyRows)
  const networkRows = [
    ['Ethereum Mainnet', '7', String(networkRu('ethereum-mainnet'))],
    ['Base Mainnet', '13', String(networkRu('base-mainnet'))],
  ].sort((a, b) => Number(b[2]) - Number(a[2]))
  expect((await rowsOf(page, 'Usage by network')).map((row) => row.slice(0, 3))).toEqual(networkRows)

  // The methods that cost most RU, in order (eth_getLogs 75 units, eth_getBalance 19, eth_call 26, eth_blockNumber 10, eth_chainId 1).
  const top = await rowsOf(page, 'Top 5 methods by RU')
  expect(top.map((row) => row[0])).toEqual([
    'eth_getLogs',
    'eth_getBalance',
    'eth_call',
    'eth_blockNumber',
    'eth_chainId',
  ])
  expect(top.map((row) => row[1])).toEqual(['3', '6', '4', '5', '2'])

  // The chart's figures are by the reader's hours: the calls' hour in Shanghai (UTC+8) holds all 20.
  const shanghai = new Date(Date.parse(at) + 8 * 3_600_000).toISOString()
  const hour = `${shanghai.slice(0, 10)} ${shanghai.slice(11, 13)}:00`
  const requestsChart = page.getByRole('region', { name: 'Requests over time' })
  await requestsChart.getByText('Show the figures').click()
  await expect(requestsChart.getByRole('row', { name: hour })).toHaveText(`${hour}20`)

  // The CSV holds the same figures, a section per table.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^statistics-24h-\d{4}-\d\d-\d\d\.csv$/)
  const csv = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '')
  const sections = csv.trim().split('\r\n\r\n')
  expect(sections.map((section) => section.split('\r\n')[0])).toEqual([
    'Usage over time',
    'RU by method',
    'Usage by API key',
    'Usage by network',
  ])
  const csvRows = (section: string) =>
    section
      .split('\r\n')
      .slice(2)
      .map((line) => line.split(',').slice(0, 3))
  expect(csvRows(sections[2]!)).toEqual(keyRows)
  expect(csvRows(sections[3]!)).toEqual(networkRows)
  expect(csvRows(sections[1]!).map((row) => row[0])).toEqual(top.map((row) => row[0]))

  // The charts are drawn (uPlot, loaded with the page's figures) and fit a phone's width.
  const chart = page.getByTestId('uplot-chart').first().locator('canvas')
  await expect(chart).toBeVisible()
  await page.setViewportSize({ width: 390, height: 844 })
  await expect.poll(async () => (await chart.boundingBox())?.width ?? 999).toBeLessThanOrEqual(390)
  // Nor does anything else: the method and breakdown tables scroll inside their frames, not the page.
  await expect.poll(() => page.evaluate(widerThanWindow)).toEqual([])
  await page.setViewportSize({ width: 1280, height: 900 })
  // Under the cursor, a chart of two lines names the bucket as its table does (uPlot's own words
  // were "2026-11-27 6:00am", on a Chinese page too; the axis: time-axis.test.ts).
  const errorsChart = page.getByRole('region', { name: 'Errors over time' })
  await errorsChart.locator('.u-over').hover()
  await expect(errorsChart.locator('.u-legend .u-series').first().locator('.u-value')).toHaveText(
    /^\d{4}-\d{2}-\d{2} \d{2}:00$/,
  )

  // One key: its own networks only.
  await page.getByLabel('Scope').selectOption('apikey')
  await page.getByLabel('API key', { exact: true }).selectOption({ label: 'Frontend' })
  await expect(page.getByTestId('total-requests')).toHaveText('8')
  expect((await rowsOf(page, 'Usage by network')).map((row) => row.slice(0, 2))).toEqual([['Base Mainnet', '8']])
  await page.getByLabel('Scope').selectOption('account')
  await expect(page.getByTestId('total-requests')).toHaveText('20')

  // A custom range that runs backwards is explained, and the figures stay as they were.
  await page.getByLabel('Period').selectOption('custom')
  await page.getByLabel('From', { exact: true }).fill('2026-11-10')
  await page.getByLabel('To', { exact: true }).fill('2026-11-01')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByTestId('range-problem')).toHaveText('The end date must be on or after the start date.')
  await expect(page.getByTestId('total-requests')).toHaveText('20')
  await page.getByLabel('Period').selectOption('24h')

  // The server refuses a report with HTTP 429: the stored figures stay, said so, and no error.
  await page.route('**/api', async (route) => {
    const body = route.request().postDataJSON() as { method?: string } | null
    if (body?.method === 'hub_reportUsageSeries') await route.fulfill({ status: 429, body: 'Too Many Requests' })
    else await route.fallback()
  })
  await page.reload()
  await expect(page.getByTestId('statistics-too-many')).toBeVisible()
  await expect(page.getByTestId('total-requests')).toHaveText('20')
  expect((await rowsOf(page, 'Usage by API key')).map((row) => row.slice(0, 3))).toEqual(keyRows)
  await expect(page.getByText('Too many attempts')).toHaveCount(0)
  await expect(page.getByRole('alert')).toHaveCount(0)
  await page.unroute('**/api')

  // Six minutes later, with no network: the same figures, with their age.
  await waitForWorker(page)
  await page.clock.install({ time: Date.now() + 6 * 60_000 })
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByTestId('statistics-offline-note')).toBeVisible()
  await expect(page.getByTestId('total-requests')).toHaveText('20')
  expect((await rowsOf(page, 'Usage by API key')).map((row) => row.slice(0, 3))).toEqual(keyRows)
  expect((await rowsOf(page, 'Usage by network')).map((row) => row.slice(0, 3))).toEqual(networkRows)
  expect((await rowsOf(page, 'Top 5 methods by RU')).map((row) => row[0])).toEqual([
    'eth_getLogs',
    'eth_getBalance',
    'eth_call',
    'eth_blockNumber',
    'eth_chainId',
  ])
  await expect(page.getByTestId('statistics-status').getByTestId('data-age')).toHaveText(/^Updated [67] min ago$/)
  // The chart library came from the service worker's cache too.
  await expect(page.getByTestId('uplot-chart').first().locator('canvas')).toBeVisible()
  await context.setOffline(false)
})
