import { describe, expect, it } from 'vitest'
import { rpcAsAccount, signedInAccount, type TestAccount } from '../../test-support/accounts'
import { testEngines } from '../../test-support/test-database'
import { twoInstanceSuite } from '../../test-support/two-instances'
import { fund } from '../packages/purchases/purchase-test-kit'
import { SANDBOX_SECRET } from '../wallet/cards/card-test-kit'
import { DEVNET_SKU, dnSkuId, GETH_SKU, NODE_TEST_SETTINGS, PROVISION_MS } from './node-test-kit'

const DAY = 86_400_000

/**
 * Two server instances on one database, each with its own lifecycle job, driven by the test's
 * clock. On PostgreSQL each has its own pool, so their runs really race for the same rows.
 */
describe.each(testEngines())('the node lifecycle with two instances on one %s database', (engine) => {
  const instances = twoInstanceSuite(engine, {
    renewals: { intervalMs: null },
    usageRetention: { intervalMs: null },
    cards: { processor: 'sandbox', webhookSecret: SANDBOX_SECRET },
    nodes: NODE_TEST_SETTINGS,
  })
  const server = () => instances.serverA
  const { ok } = rpcAsAccount(server)

  /**
   * Both instances run their job at `now`, twice each, at the same time; answers the steps taken
   * for `nodeId` (the suite's other nodes share the database and the clock).
   */
  async function bothRun(now: Date, nodeId: number) {
    const { a, b } = instances
    const runs = await Promise.all([
      a.nodeLifecycle.runOnce(now),
      b.nodeLifecycle.runOnce(now),
      b.nodeLifecycle.runOnce(now),
      a.nodeLifecycle.runOnce(now),
    ])
    return runs.flatMap((run) => run.steps).filter((step) => step.nodeId === nodeId)
  }

  async function boughtNode(name: string, sku: string, balance: string, autoRenew = false) {
    const account = await signedInAccount(server(), name)
    await fund(server(), { userId: account.userId }, balance)
    const bought = await ok(account, 'hub_buyDnNodeByWallet', {
      skuId: await dnSkuId(server(), sku),
      months: 1,
      autoRenew,
    })
    return { account, nodeId: bought.node.id as number, createdAt: new Date(bought.node.createdAt as string) }
  }

  const noticesOf = async (account: TestAccount) =>
    (
      await instances.database.kysely
        .selectFrom('notices')
        .select(['type', 'expand'])
        .where('user_id', '=', account.userId)
        .orderBy('id')
        .execute()
    ).filter((notice) => notice.type.startsWith('dn_node_') || notice.type.startsWith('auto_'))

  const statusOf = async (account: TestAccount, nodeId: number) => {
    const page = await ok(account, 'hub_getUserDnNodeView', {})
    return page.list.find((node: { id: number }) => node.id === nodeId)
  }

  it('takes each step exactly once: pending → online → will_expired → expired → released, leaving the list', async () => {
    const { account, nodeId, createdAt } = await boughtNode('life', GETH_SKU, '598.00')

    // Half-way through provisioning: still pending, with progress and a step.
    expect(await bothRun(new Date(createdAt.getTime() + PROVISION_MS / 2), nodeId)).toEqual([])
    const halfway = await statusOf(account, nodeId)
    expect(halfway).toMatchObject({ status: 'pending', httpsUrl: null })

    const onlineAt = new Date(createdAt.getTime() + PROVISION_MS)
    expect(await bothRun(onlineAt, nodeId)).toEqual([{ nodeId, step: 'online' }])
    const online = await statusOf(account, nodeId)
    expect(online).toMatchObject({ status: 'online', progress: 100, step: null })
    expect(online.httpsUrl).toMatch(/^https:\/\/ethereum-mainnet-eu-central\.dn\./)
    const expiresAt = new Date(online.expiresAt)
    expect(expiresAt.getUTCMonth()).toBe((onlineAt.getUTCMonth() + 1) % 12)

    expect(await bothRun(new Date(expiresAt.getTime() - 8 * DAY), nodeId)).toEqual([])
    expect(await bothRun(new Date(expiresAt.getTime() - 7 * DAY), nodeId)).toEqual([{ nodeId, step: 'will_expired' }])
    expect((await statusOf(account, nodeId)).status).toBe('will_expired')

    expect(await bothRun(expiresAt, nodeId)).toEqual([{ nodeId, step: 'expired' }])
    const expired = await statusOf(account, nodeId)
    expect(expired.status).toBe('expired')
    expect(expired.releasesAt).toBe(new Date(expiresAt.getTime() + 7 * DAY).toISOString())

    expect(await bothRun(new Date(expiresAt.getTime() + 7 * DAY), nodeId)).toEqual([{ nodeId, step: 'released' }])
    expect(await statusOf(account, nodeId)).toBeUndefined()
    expect((await ok(account, 'hub_getUserDnNodeView', {})).total).toBe(0)

    expect((await noticesOf(account)).map((notice) => notice.type)).toEqual([
      'dn_node_online',
      'dn_node_will_expire',
      'dn_node_expired',
    ])
    expect((await noticesOf(account))[1]!.expand).toMatchObject({ leftDays: 7, timeStamp: expiresAt.toISOString() })
    // Nothing more happens however often the job runs again.
    expect(await bothRun(new Date(expiresAt.getTime() + 30 * DAY), nodeId)).toEqual([])
  })

  it('a renewal by wallet moves the end; an expired node renewed comes back online from now', async () => {
    const { account, nodeId, createdAt } = await boughtNode('renewer', GETH_SKU, '598.00')
    await bothRun(new Date(createdAt.getTime() + PROVISION_MS), nodeId)
    const end = new Date((await statusOf(account, nodeId)).expiresAt)
    await bothRun(end, nodeId)
    expect((await statusOf(account, nodeId)).status).toBe('expired')

    await fund(server(), { userId: account.userId }, '499.00')
    const renewed = await ok(account, 'hub_renewDnNodeByWallet', { nodeId, months: 1 })
    expect(renewed.wallet.amount).toBe('0.00')
    expect(renewed.node.status).toBe('online')
    expect(new Date(renewed.node.expiresAt).getTime()).toBeGreaterThan(Date.now() + 27 * DAY)

    // The new period gets its own will_expired, once.
    const next = new Date(renewed.node.expiresAt)
    expect(await bothRun(new Date(next.getTime() - 7 * DAY), nodeId)).toEqual([{ nodeId, step: 'will_expired' }])
  })

  it('auto-renew pays the next period from the wallet a day before the end, once', async () => {
    const { account, nodeId, createdAt } = await boughtNode('auto', GETH_SKU, '1097.00', true)
    await bothRun(new Date(createdAt.getTime() + PROVISION_MS), nodeId)
    const end = new Date((await statusOf(account, nodeId)).expiresAt)

    const { a, b } = instances
    const runs = await Promise.all(
      [a, b, a, b].map((instance) => instance.nodeLifecycle.runOnce(new Date(end.getTime() - DAY))),
    )
    const renewals = runs.flatMap((run) => run.renewals).filter((renewal) => renewal.nodeId === nodeId)
    expect(renewals).toEqual([{ nodeId, outcome: 'renewed_by_wallet' }])

    const node = await statusOf(account, nodeId)
    expect(new Date(node.expiresAt).getTime()).toBeGreaterThan(end.getTime() + 27 * DAY)
    expect((await ok(account, 'hub_getUserWalletOverview', {})).amount).toBe('0.00')
    expect((await noticesOf(account)).map((notice) => notice.type)).toContain('auto_renew_success')
  })

  it('a node the provider stops shows stopped, starts again, and still expires at its end', async () => {
    const { account, nodeId, createdAt } = await boughtNode('stopped', GETH_SKU, '598.00')
    await bothRun(new Date(createdAt.getTime() + PROVISION_MS), nodeId)
    await ok(account, 'dev_stopDnNode', { nodeId })
    expect((await statusOf(account, nodeId)).status).toBe('stopped')
    await ok(account, 'dev_startDnNode', { nodeId })
    expect((await statusOf(account, nodeId)).status).toBe('online')
    await ok(account, 'dev_stopDnNode', { nodeId })

    const end = new Date((await statusOf(account, nodeId)).expiresAt)
    const steps = await ok(account, 'dev_runNodeLifecycle', { now: end.toISOString() })
    expect(steps.filter((step: { nodeId: number }) => step.nodeId === nodeId)).toEqual([{ nodeId, step: 'expired' }])
    expect((await statusOf(account, nodeId)).status).toBe('expired')
  })

  it('a dev-network node answers eth_chainId with the dev chain id at its endpoint once online', async () => {
    const { account, nodeId, createdAt } = await boughtNode('devnet', DEVNET_SKU, '14.00')
    await bothRun(new Date(createdAt.getTime() + PROVISION_MS), nodeId)
    const node = await statusOf(account, nodeId)
    const path = new URL(node.httpsUrl).pathname
    expect(path).toMatch(new RegExp(`^/dn/${nodeId}/[0-9a-f]{32}$`))
    expect(node.wssUrl).toMatch(/^ws/)

    const call = async (method: string) =>
      (
        await instances.a.inject({ method: 'POST', url: path, payload: { jsonrpc: '2.0', id: 1, method, params: [] } })
      ).json()
    expect(await call('eth_chainId')).toEqual({ jsonrpc: '2.0', id: 1, result: '0x539' })
    expect(Number((await call('eth_blockNumber')).result)).toBeGreaterThanOrEqual(1)

    const wrong = await instances.a.inject({
      method: 'POST',
      url: `/dn/${nodeId}/${'0'.repeat(32)}`,
      payload: { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
    })
    expect(wrong.statusCode).toBe(404)

    await ok(account, 'dev_stopDnNode', { nodeId })
    const stopped = await instances.a.inject({
      method: 'POST',
      url: path,
      payload: { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
    })
    expect(stopped.statusCode).toBe(503)
  })
})
