/**
 * The endpoint URLs work out of the box (issue 18): a new customer's key, on the development
 * network the endpoint page lists, has a URL at this server (the reference gateway) that answers
 * a real block number from the in-process chain; the call shows in the customer's usage report
 * and the RU it cost are drawn from their package; frozen in the UI, the same URL is refused with
 * the gateway's rule named.
 */
import type { PackageUsage, Page as ListPage } from '../../contract/index'
import type { CompositeInfo } from '../../contract/methods/reports-breakdowns'
import { createAccount, logIn, userCall } from './support/accounts'
import { expect, test } from './support/fixtures'
import { E2E_PORT } from './support/paths'

const BLOCK_NUMBER = { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }

test("a key's copied dev-network URL answers eth_blockNumber, is counted and drawn, and is refused once frozen", async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await logIn(page, await createAccount(request))
  await page.getByRole('button', { name: 'Create my first key' }).click()
  const card = page.getByRole('article', { name: 'My first key' })
  await expect(card).toBeVisible()

  await card.getByLabel('Chain').selectOption({ label: 'Hubdeck Devnet' })
  await expect(card.getByLabel('Network')).toHaveValue('hubdeck-devnet')
  await card.getByRole('button', { name: 'Copy HTTPS URL of My first key on Hubdeck Devnet' }).click()
  const url = await page.evaluate(() => navigator.clipboard.readText())
  // This server's own origin, as the browser reached it.
  expect(url).toMatch(new RegExp(`^http://localhost:${E2E_PORT}/v1/rpc/[A-Za-z0-9_-]+$`))

  const from = new Date(Date.now() - 3_600_000).toISOString()
  const answer = await request.post(url, { data: BLOCK_NUMBER })
  expect(answer.status()).toBe(200)
  const body = await answer.json()
  expect(body).toMatchObject({ jsonrpc: '2.0', id: 1, result: expect.stringMatching(/^0x[0-9a-f]+$/) })
  expect(Number(BigInt(body.result))).toBeGreaterThan(0)

  // Metered within about a second: the report counts the call, and its 10 RU (eth_blockNumber
  // in the cost table) are drawn from the account's package.
  const composite = () =>
    userCall<CompositeInfo>(page, 'hub_reportUserCompositeInfo', {
      from,
      to: new Date(Date.now() + 60_000).toISOString(),
    })
  await expect.poll(async () => (await composite()).requests, { timeout: 10_000 }).toBe(1)
  expect(await composite()).toMatchObject({ requests: 1, ru: 10, errors: 0 })
  const used = await userCall<ListPage<PackageUsage>>(page, 'hub_getViewUsedInfo', { page: 1, perPage: 10 })
  expect(used.list.reduce((sum, item) => sum + item.ruUsed, 0)).toBe(10)

  await card.getByRole('button', { name: 'Freeze' }).click()
  await page
    .getByRole('dialog', { name: 'Freeze the key “My first key”?' })
    .getByRole('button', { name: 'Freeze My first key' })
    .click()
  await expect(page.getByRole('status').filter({ hasText: 'My first key is frozen' })).toBeVisible()
  // The gateway hears of the freeze when it commits (its key cache is told): poll the refusal.
  await expect
    .poll(async () => {
      const refused = await request.post(url, { data: BLOCK_NUMBER })
      return { status: refused.status(), body: await refused.json() }
    })
    .toEqual({
      status: 403,
      body: {
        jsonrpc: '2.0',
        id: 1,
        error: {
          code: -32001,
          message: expect.stringMatching(/^Refused by the gateway: frozen/),
          data: { rule: 'frozen' },
        },
      },
    })
})
