import { describe, expect, it } from 'vitest'
import type { DedicatedNode, Subscription } from '../../../contract/index'
import { signedInAccount, type TestAccount } from '../../test-support/accounts'
import { suiteServer } from '../../test-support/suite-server'
import { testEngines } from '../../test-support/test-database'
import { fund } from '../packages/purchases/purchase-test-kit'
import { CARDS, ok, rpc, saveCard, settledOrder, typeCard, webhooksDelivered } from '../wallet/cards/card-test-kit'
import { dnSkuId, GETH_SKU, nodeTrail, PROVISION_MS, startNodeServer } from './node-test-kit'

const DAY = 86_400_000

describe.each(testEngines())(
  'nodes paid by a typed card, renewed by card, and their auto-renew switch on %s',
  (engine) => {
    const server = suiteServer(() => startNodeServer(engine))
    const trailOf = (account: TestAccount) => nodeTrail(server(), { userId: account.userId })

    const nodeOf = async (account: TestAccount, nodeId: number): Promise<DedicatedNode> => {
      const page = await ok(server(), account, 'hub_getUserDnNodeView', {})
      return page.list.find((node: DedicatedNode) => node.id === nodeId)
    }
    const subscriptionsOf = (account: TestAccount): Promise<Subscription[]> =>
      ok(server(), account, 'hub_getSubscriptions', {})
    const noticesOf = async (account: TestAccount) =>
      (
        await server()
          .database.kysely.selectFrom('notices')
          .select('type')
          .where('user_id', '=', account.userId)
          .orderBy('id')
          .execute()
      )
        .map((notice) => notice.type)
        .filter((type) => type.startsWith('auto_') || type.startsWith('card_auto_'))

    const ordersOf = async (account: TestAccount) =>
      server()
        .database.kysely.selectFrom('payment_orders as o')
        .innerJoin('wallets as w', 'w.id', 'o.wallet_id')
        .select(['o.kind', 'o.status'])
        .where('w.user_id', '=', account.userId)
        .orderBy('o.created_at')
        .execute()

    /** Runs the lifecycle job at `now`; answers its auto-renewals of `nodeId`. */
    async function renewalsAt(now: Date, nodeId: number) {
      const run = await server().app.nodeLifecycle.runOnce(now)
      await webhooksDelivered(server())
      return run.renewals.filter((renewal) => renewal.nodeId === nodeId)
    }

    /** A node ordered with a card typed into the field, paid, and brought online; answers it. */
    async function typedCardNode(account: TestAccount, autoRenew: boolean): Promise<DedicatedNode> {
      const order = await ok(server(), account, 'hub_createStripeOrder', {
        purpose: 'dn_node',
        skuId: await dnSkuId(server(), GETH_SKU),
        months: 1,
        autoRenew,
      })
      await typeCard(server(), order.clientSecret, CARDS.succeeds)
      expect((await settledOrder(server(), account, order.orderId)).status).toBe('paid')
      return online(account, order.orderId)
    }

    /** The node order `orderId` made, once the job brought it online. */
    async function online(account: TestAccount, orderId: string): Promise<DedicatedNode> {
      const page = await ok(server(), account, 'hub_getUserDnNodeView', {})
      const made: DedicatedNode = page.list.find((node: DedicatedNode) => node.orderId === orderId)
      await server().app.nodeLifecycle.runOnce(new Date(Date.parse(made.createdAt) + PROVISION_MS))
      const node = await nodeOf(account, made.id)
      expect(node.status).toBe('online')
      return node
    }

    it("a 'dn_node' order paid with a typed card makes the node pending, billed once with the set-up fee", async () => {
      const account = await signedInAccount(server(), 'typed-buyer')
      const order = await ok(server(), account, 'hub_createStripeOrder', {
        purpose: 'dn_node',
        skuId: await dnSkuId(server(), GETH_SKU),
        months: 1,
        name: 'typed-1',
      })
      expect(order).toMatchObject({ amount: '598.00', currency: 'USD', processor: 'sandbox' })
      // Nothing is made before the card pays.
      expect((await trailOf(account)).nodes).toEqual([])

      expect(await typeCard(server(), order.clientSecret, CARDS.succeeds)).toMatchObject({ status: 'succeeded' })
      expect(await settledOrder(server(), account, order.orderId)).toMatchObject({ status: 'paid', kind: 'dn_node' })

      const trail = await trailOf(account)
      expect(trail.nodes).toMatchObject([{ status: 'pending', paid_months: 1 }])
      expect(trail.payments).toEqual([
        { order_id: order.orderId, payment_channel: 'card', reason: 'buy', term: 0, amount: '598.00' },
      ])
      expect(trail.bills).toEqual([
        { bill_type: 'dn_node', amount: '-598.00', payment_channel: 'card', order_id: order.orderId },
      ])
      expect(trail.invoices).toMatchObject([{ order_id: order.orderId, total: '598.00' }])
      const listed = await ok(server(), account, 'hub_getUserDnNodeView', {})
      expect(listed.list).toMatchObject([
        { orderId: order.orderId, name: 'typed-1', status: 'pending', autoRenew: false },
      ])
      // Without auto-renew there is no card subscription.
      expect(await subscriptionsOf(account)).toEqual([])
    })

    it("a typed card that is declined fails the 'dn_node' order: no node, payment, bill or invoice", async () => {
      const account = await signedInAccount(server(), 'typed-declined')
      const order = await ok(server(), account, 'hub_createStripeOrder', {
        purpose: 'dn_node',
        skuId: await dnSkuId(server(), GETH_SKU),
        months: 3,
        autoRenew: true,
      })
      expect(await typeCard(server(), order.clientSecret, CARDS.declined)).toMatchObject({ status: 'failed' })
      expect((await settledOrder(server(), account, order.orderId)).status).toBe('failed')
      expect(await trailOf(account)).toEqual({ nodes: [], payments: [], bills: [], invoices: [] })
      expect(await subscriptionsOf(account)).toEqual([])
    })

    it("a 'dn_node_renewal' order paid with a typed card moves the node's end by the cycle, without a set-up fee", async () => {
      const account = await signedInAccount(server(), 'typed-renewer')
      await fund(server(), { userId: account.userId }, '598.00')
      const bought = await ok(server(), account, 'hub_buyDnNodeByWallet', {
        skuId: await dnSkuId(server(), GETH_SKU),
        months: 1,
      })
      const before = await online(account, bought.orderId)

      const order = await ok(server(), account, 'hub_createStripeOrder', {
        purpose: 'dn_node_renewal',
        nodeId: before.id,
        months: 3,
      })
      expect(order.amount).toBe('1422.15')
      await typeCard(server(), order.clientSecret, CARDS.succeeds)
      expect((await settledOrder(server(), account, order.orderId)).status).toBe('paid')

      const end = new Date(before.expiresAt!)
      end.setUTCMonth(end.getUTCMonth() + 3)
      expect(await nodeOf(account, before.id)).toMatchObject({ status: 'online', expiresAt: end.toISOString() })
      expect((await trailOf(account)).payments).toMatchObject([
        { reason: 'buy', payment_channel: 'wallet' },
        { order_id: order.orderId, reason: 'renewal', payment_channel: 'card', amount: '1422.15' },
      ])
    })

    it("a 'dn_node_renewal' order for another's node is not found (50404)", async () => {
      const owner = await signedInAccount(server(), 'renewal-owner')
      await fund(server(), { userId: owner.userId }, '598.00')
      const bought = await ok(server(), owner, 'hub_buyDnNodeByWallet', {
        skuId: await dnSkuId(server(), GETH_SKU),
        months: 1,
      })
      const stranger = await signedInAccount(server(), 'renewal-stranger')
      const answer = await rpc(server(), stranger, 'hub_createStripeOrder', {
        purpose: 'dn_node_renewal',
        nodeId: bought.node.id,
        months: 1,
      })
      expect(answer.error?.code).toBe(50404)
    })

    it('a node bought by a saved card with auto-renew renews from that card at its end, once; the wallet is untouched', async () => {
      const account = await signedInAccount(server(), 'card-auto')
      const card = await saveCard(server(), account, CARDS.succeeds)
      await fund(server(), { userId: account.userId }, '10.00')
      const payment = await ok(server(), account, 'hub_buyDnNodeByCard', {
        skuId: await dnSkuId(server(), GETH_SKU),
        months: 1,
        autoRenew: true,
      })
      expect((await settledOrder(server(), account, payment.orderId)).status).toBe('paid')
      const node = await online(account, payment.orderId)
      expect(node.autoRenew).toBe(true)
      expect(await subscriptionsOf(account)).toEqual([
        {
          id: expect.stringMatching(/^sub_/),
          kind: 'dn_node',
          targetId: node.id,
          name: node.name,
          status: 'active',
          amount: '499.00',
          currency: 'USD',
          cardId: card.id,
          currentPeriodEnd: node.expiresAt,
          cancelAtPeriodEnd: false,
        },
      ])

      const end = new Date(node.expiresAt!)
      const due = new Date(end.getTime() - DAY)
      expect(await renewalsAt(due, node.id)).toEqual([{ nodeId: node.id, outcome: 'renewed_by_card' }])
      expect(await renewalsAt(due, node.id)).toEqual([])

      const next = new Date(end)
      next.setUTCMonth(next.getUTCMonth() + 1)
      expect(await nodeOf(account, node.id)).toMatchObject({ status: 'online', expiresAt: next.toISOString() })
      const trail = await trailOf(account)
      expect(trail.payments).toMatchObject([
        { reason: 'buy', payment_channel: 'card', amount: '598.00' },
        { reason: 'auto_renewal', payment_channel: 'card', amount: '499.00', term: 1 },
      ])
      expect(trail.bills).toMatchObject([
        { bill_type: 'dn_node', amount: '-598.00', payment_channel: 'card' },
        { bill_type: 'dn_node', amount: '-499.00', payment_channel: 'card', order_id: trail.payments[1]!.order_id },
      ])
      expect((await settledOrder(server(), account, trail.payments[1]!.order_id)).status).toBe('paid')
      expect((await ok(server(), account, 'hub_getUserWalletOverview', {})).amount).toBe('10.00')
      expect((await subscriptionsOf(account))[0]).toMatchObject({
        status: 'active',
        currentPeriodEnd: next.toISOString(),
      })
      expect(await noticesOf(account)).toEqual(['auto_renew_success'])
    })

    it('a declined card at renewal turns auto-renew off with the notices, pays and bills nothing, and the node runs to its end', async () => {
      const account = await signedInAccount(server(), 'card-auto-declined')
      // Typed once and not saved: the wallet's default card renews it, and that one is declined.
      const node = await typedCardNode(account, true)
      expect((await subscriptionsOf(account))[0]).toMatchObject({ kind: 'dn_node', targetId: node.id, cardId: null })
      await saveCard(server(), account, CARDS.declined)
      await fund(server(), { userId: account.userId }, '600.00')
      const before = await trailOf(account)

      const end = new Date(node.expiresAt!)
      expect(await renewalsAt(new Date(end.getTime() - DAY), node.id)).toEqual([
        { nodeId: node.id, outcome: 'failed_card' },
      ])

      expect(await nodeOf(account, node.id)).toMatchObject({
        status: 'will_expired',
        autoRenew: false,
        expiresAt: end.toISOString(),
      })
      const after = await trailOf(account)
      expect([after.payments, after.bills, after.invoices]).toEqual([before.payments, before.bills, before.invoices])
      // The refused charge is kept as a failed order, so the processor's webhook about it settles.
      expect(await ordersOf(account)).toEqual([
        { kind: 'dn_node', status: 'paid' },
        { kind: 'dn_node', status: 'failed' },
      ])
      expect((await ok(server(), account, 'hub_getUserWalletOverview', {})).amount).toBe('600.00')
      expect(await noticesOf(account)).toEqual(['auto_renew_off', 'card_auto_scaling_failed'])
      expect((await subscriptionsOf(account))[0]).toMatchObject({ status: 'canceled' })
      // Nothing is tried again.
      expect(await renewalsAt(new Date(end.getTime() - DAY / 2), node.id)).toEqual([])
    })

    it('hub_setDnNodeAutoRenew switches auto-renew off and on again; the card subscription follows', async () => {
      const account = await signedInAccount(server(), 'switcher')
      await saveCard(server(), account, CARDS.succeeds)
      const node = await typedCardNode(account, true)

      const off = await ok(server(), account, 'hub_setDnNodeAutoRenew', { nodeId: node.id, autoRenew: false })
      expect(off).toMatchObject({ id: node.id, autoRenew: false, status: 'online' })
      expect((await nodeOf(account, node.id)).autoRenew).toBe(false)
      expect((await subscriptionsOf(account))[0]).toMatchObject({ status: 'active', cancelAtPeriodEnd: true })
      // Off: the day before the end nothing is charged.
      const end = new Date(node.expiresAt!)
      expect(await renewalsAt(new Date(end.getTime() - DAY), node.id)).toEqual([])
      expect((await trailOf(account)).payments).toHaveLength(1)

      const on = await ok(server(), account, 'hub_setDnNodeAutoRenew', { nodeId: node.id, autoRenew: true })
      expect(on).toMatchObject({ id: node.id, autoRenew: true })
      expect((await subscriptionsOf(account))[0]).toMatchObject({ status: 'active', cancelAtPeriodEnd: false })
      expect(await renewalsAt(new Date(end.getTime() - DAY / 2), node.id)).toEqual([
        { nodeId: node.id, outcome: 'renewed_by_card' },
      ])
    })

    it('hub_setDnNodeAutoRenew on a node bought by wallet renews it from the wallet, with no card subscription', async () => {
      const account = await signedInAccount(server(), 'wallet-switcher')
      await fund(server(), { userId: account.userId }, '1097.00')
      const bought = await ok(server(), account, 'hub_buyDnNodeByWallet', {
        skuId: await dnSkuId(server(), GETH_SKU),
        months: 1,
      })
      const node = await online(account, bought.orderId)
      expect(node.autoRenew).toBe(false)

      expect(await ok(server(), account, 'hub_setDnNodeAutoRenew', { nodeId: node.id, autoRenew: true })).toMatchObject(
        {
          autoRenew: true,
        },
      )
      expect(await subscriptionsOf(account)).toEqual([])
      expect(await renewalsAt(new Date(Date.parse(node.expiresAt!) - DAY), node.id)).toEqual([
        { nodeId: node.id, outcome: 'renewed_by_wallet' },
      ])
    })

    it("hub_setDnNodeAutoRenew on another's node is not found (50404) and changes nothing", async () => {
      const owner = await signedInAccount(server(), 'switch-owner')
      await fund(server(), { userId: owner.userId }, '598.00')
      const bought = await ok(server(), owner, 'hub_buyDnNodeByWallet', {
        skuId: await dnSkuId(server(), GETH_SKU),
        months: 1,
      })
      const stranger = await signedInAccount(server(), 'switch-stranger')
      const answer = await rpc(server(), stranger, 'hub_setDnNodeAutoRenew', {
        nodeId: bought.node.id,
        autoRenew: true,
      })
      expect(answer.error?.code).toBe(50404)
      expect((await nodeOf(owner, bought.node.id)).autoRenew).toBe(false)
    })
  },
)
