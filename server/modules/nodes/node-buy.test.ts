import { describe, expect, it } from 'vitest'
import type { DedicatedNode, Page } from '../../../contract/index'
import { signedInAccount, type TestAccount } from '../../test-support/accounts'
import { suiteServer } from '../../test-support/suite-server'
import { testEngines } from '../../test-support/test-database'
import { authenticate, CARDS, cardsAtRest, ok, rpc, saveCard, settledOrder } from '../wallet/cards/card-test-kit'
import { fund } from '../packages/purchases/purchase-test-kit'
import { dnSkuId, GETH_SKU, nodeTrail, PROVISION_MS, startNodeServer } from './node-test-kit'

describe.each(testEngines())('buying a dedicated node on %s', (engine) => {
  const server = suiteServer(() => startNodeServer(engine))
  const trailOf = (account: TestAccount) => nodeTrail(server(), { userId: account.userId })

  it('the catalogue lists each SKU with its client, region and cycles, the set-up fee on the monthly one only', async () => {
    const account = await signedInAccount(server(), 'catalogue')
    const skus = await ok(server(), account, 'hub_getDnSku', {})
    expect(skus.length).toBeGreaterThanOrEqual(10)
    expect(new Set(skus.map((sku: { networkId: string }) => sku.networkId))).toEqual(
      new Set(['hubdeck-devnet', 'ethereum-mainnet', 'polygon-mainnet', 'bsc-mainnet', 'arbitrum-mainnet']),
    )
    const geth = skus.find((sku: { name: string }) => sku.name === GETH_SKU)
    expect(geth).toMatchObject({
      chainId: 'ethereum',
      region: 'eu-central',
      regionName: 'Frankfurt',
      client: 'geth',
      monthlyPrice: '499.00',
      cycles: [
        { cycle: 'monthly', months: 1, price: '499.00', setupFee: '99.00', firstPayment: '598.00' },
        { cycle: 'quarterly', months: 3, price: '1422.15', setupFee: '0.00', firstPayment: '1422.15' },
        { cycle: 'yearly', months: 12, price: '5089.80', setupFee: '0.00', firstPayment: '5089.80' },
      ],
    })
    const polygon = await ok(server(), account, 'hub_getDnSku', { networkId: 'polygon-mainnet' })
    expect(polygon.map((sku: { client: string }) => sku.client).sort()).toEqual(['bor', 'erigon'])
  })

  it('by wallet: the cycle and set-up fee are paid, billed as dn_node and invoiced; the node starts pending', async () => {
    const account = await signedInAccount(server(), 'wallet-buyer')
    await fund(server(), { userId: account.userId }, '700.00')
    const skuId = await dnSkuId(server(), GETH_SKU)

    const bought = await ok(server(), account, 'hub_buyDnNodeByWallet', { skuId, months: 1, name: 'archive-1' })

    expect(bought.wallet.amount).toBe('102.00')
    expect(bought.node).toMatchObject({
      name: 'archive-1',
      status: 'pending',
      client: 'geth',
      regionName: 'Frankfurt',
      cycle: 'monthly',
      httpsUrl: null,
      expiresAt: null,
      step: 'queued',
    })
    expect(bought.node.progress).toBeLessThan(100)
    expect(bought.node.orderId).toBe(bought.orderId)
    const trail = await trailOf(account)
    expect(trail.nodes).toMatchObject([{ status: 'pending', paid_months: 1, term: 0 }])
    expect(trail.bills).toEqual([
      { bill_type: 'dn_node', amount: '-598.00', payment_channel: 'wallet', order_id: bought.orderId },
    ])
    expect(trail.invoices).toMatchObject([{ order_id: bought.orderId, total: '598.00' }])
    expect(trail.invoices[0]!.lines).toHaveLength(2)
    const listed = await ok(server(), account, 'hub_getUserDnNodeView', {})
    expect(listed).toMatchObject({ total: 1, list: [{ id: bought.node.id, status: 'pending' }] })
  })

  it('a yearly node has no set-up fee', async () => {
    const account = await signedInAccount(server(), 'yearly')
    await fund(server(), { userId: account.userId }, '5089.80')
    const bought = await ok(server(), account, 'hub_buyDnNodeByWallet', {
      skuId: await dnSkuId(server(), GETH_SKU),
      months: 12,
    })
    expect(bought.wallet.amount).toBe('0.00')
    expect(bought.node.cycle).toBe('yearly')
  })

  it('a short balance is refused with 10422 and changes nothing', async () => {
    const account = await signedInAccount(server(), 'short')
    await fund(server(), { userId: account.userId }, '500.00')
    const before = await cardsAtRest(server())

    const answer = await rpc(server(), account, 'hub_buyDnNodeByWallet', {
      skuId: await dnSkuId(server(), GETH_SKU),
      months: 1,
    })

    expect(answer.error?.code).toBe(10422)
    expect(await cardsAtRest(server())).toEqual(before)
    expect((await ok(server(), account, 'hub_getUserWalletOverview', {})).amount).toBe('500.00')
  })

  it('a months count that is no cycle is refused as invalid params', async () => {
    const account = await signedInAccount(server(), 'two-months')
    const answer = await rpc(server(), account, 'hub_buyDnNodeByWallet', {
      skuId: await dnSkuId(server(), GETH_SKU),
      months: 2,
    })
    expect(answer.error?.code).toBe(-32602)
  })

  it('by card: the node is made and billed once the payment succeeds', async () => {
    const account = await signedInAccount(server(), 'card-buyer')
    await saveCard(server(), account, CARDS.succeeds)

    const payment = await ok(server(), account, 'hub_buyDnNodeByCard', {
      skuId: await dnSkuId(server(), GETH_SKU),
      months: 3,
    })
    expect(payment).toMatchObject({ status: 'pending', amount: '1422.15' })

    expect(await settledOrder(server(), account, payment.orderId)).toMatchObject({ status: 'paid', kind: 'dn_node' })
    const trail = await trailOf(account)
    expect(trail.nodes).toMatchObject([{ status: 'pending', paid_months: 3 }])
    expect(trail.payments).toEqual([
      { order_id: payment.orderId, payment_channel: 'card', reason: 'buy', term: 0, amount: '1422.15' },
    ])
    // The paid order finds its node (the order page polls the list for it).
    const nodes = (await ok(server(), account, 'hub_getUserDnNodeView', {})) as Page<DedicatedNode>
    expect(nodes.list.map((node) => node.orderId)).toEqual([payment.orderId])
    expect(trail.bills).toEqual([
      { bill_type: 'dn_node', amount: '-1422.15', payment_channel: 'card', order_id: payment.orderId },
    ])
  })

  it('a failed card payment provisions nothing and bills nothing', async () => {
    const account = await signedInAccount(server(), 'card-failed')
    await saveCard(server(), account, CARDS.threeDSecure)
    const skuId = await dnSkuId(server(), GETH_SKU)

    const payment = await ok(server(), account, 'hub_buyDnNodeByCard', { skuId, months: 1 })
    expect(payment.status).toBe('requires_action')
    await authenticate(server(), payment.clientSecret, false)

    expect((await settledOrder(server(), account, payment.orderId)).status).toBe('failed')
    expect(await trailOf(account)).toEqual({ nodes: [], payments: [], bills: [], invoices: [] })
    expect((await ok(server(), account, 'hub_getUserDnNodeView', {})).total).toBe(0)
  })

  it('a declined saved card is refused at once (10422) and leaves no order, node or row anywhere', async () => {
    const account = await signedInAccount(server(), 'card-declined')
    await saveCard(server(), account, CARDS.declined)
    const before = await cardsAtRest(server())

    const answer = await rpc(server(), account, 'hub_buyDnNodeByCard', {
      skuId: await dnSkuId(server(), GETH_SKU),
      months: 1,
    })

    expect(answer.error?.code).toBe(10422)
    expect(await cardsAtRest(server())).toEqual(before)
  })

  it('renewing by card adds the cycle after the current end once the payment succeeds, without a set-up fee', async () => {
    const account = await signedInAccount(server(), 'card-renewer')
    await fund(server(), { userId: account.userId }, '598.00')
    const bought = await ok(server(), account, 'hub_buyDnNodeByWallet', {
      skuId: await dnSkuId(server(), GETH_SKU),
      months: 1,
    })
    await server().app.nodeLifecycle.runOnce(new Date(Date.parse(bought.node.createdAt) + PROVISION_MS))
    const before = (await ok(server(), account, 'hub_getUserDnNodeView', {})).list[0]
    expect(before.status).toBe('online')
    await saveCard(server(), account, CARDS.succeeds)

    const payment = await ok(server(), account, 'hub_renewDnNodeByCard', { nodeId: bought.node.id, months: 3 })
    expect(payment.amount).toBe('1422.15')
    expect((await settledOrder(server(), account, payment.orderId)).status).toBe('paid')

    const after = (await ok(server(), account, 'hub_getUserDnNodeView', {})).list[0]
    const end = new Date(before.expiresAt)
    end.setUTCMonth(end.getUTCMonth() + 3)
    expect(after).toMatchObject({ status: 'online', expiresAt: end.toISOString() })
    expect((await trailOf(account)).payments.map((payment) => payment.reason)).toEqual(['buy', 'renewal'])
  })
})
