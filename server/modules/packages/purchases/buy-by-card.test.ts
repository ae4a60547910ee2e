import { describe, expect, it } from 'vitest'
import { signedInAccount, type TestAccount } from '../../../test-support/accounts'
import { testEngines } from '../../../test-support/test-database'
import {
  authenticate,
  CARDS,
  cardsAtRest,
  ok,
  rpc,
  SANDBOX_SECRET,
  saveCard,
  settledOrder,
  typeCard,
} from '../../wallet/cards/card-test-kit'
import { CARD_WEBHOOK_PATH } from '../../wallet/cards/card-webhook.routes'
import { signWebhook } from '../../wallet/cards/webhook-signature'
import { purchaseTrail, purchaseSuite } from './purchase-test-kit'

describe.each(testEngines())('buying a package by card on %s', (engine) => {
  const { server, sku } = purchaseSuite(engine)

  const trailOf = (account: TestAccount) => purchaseTrail(server(), { userId: account.userId })

  it('Pro by a saved 4242 card: granted once the webhook pays the order, with its bill, invoice and notice', async () => {
    const account = await signedInAccount(server(), 'pro')
    const card = await saveCard(server(), account, CARDS.succeeds)

    const payment = await ok(server(), account, 'hub_buyPackageByCard', { skuId: sku.pro, cardId: card.id })
    expect(payment).toMatchObject({ status: 'pending', amount: '199.00', currency: 'USD', clientSecret: null })

    expect(await settledOrder(server(), account, payment.orderId)).toMatchObject({ status: 'paid', kind: 'package' })
    expect(await ok(server(), account, 'hub_getUserWalletOverview', {})).toMatchObject({
      amount: '0.00',
      ruBalance: 1_200_000_000,
      currentPackage: 'Pro',
    })
    const trail = await trailOf(account)
    expect(trail.purchases).toEqual([
      { order_id: payment.orderId, payment_channel: 'card', amount: '199.00', reason: 'buy', auto_renew: false },
    ])
    expect(trail.bills).toEqual([
      {
        bill_type: 'ru',
        title: 'Pro package',
        amount: '-199.00',
        balance_after: '0.00',
        payment_channel: 'card',
        order_id: payment.orderId,
      },
    ])
    expect(trail.invoices).toMatchObject([{ order_id: payment.orderId, payment_channel: 'card', total: '199.00' }])
    expect(trail.notices.map((notice) => notice.type)).toEqual(['buy_package'])
  })

  it('with 3-D Secure: nothing is granted until the bank approves; a failed authentication grants nothing', async () => {
    const account = await signedInAccount(server(), 'threeds')
    await saveCard(server(), account, CARDS.threeDSecure)

    const payment = await ok(server(), account, 'hub_buyPackageByCard', { skuId: sku.pro })
    expect(payment).toMatchObject({
      status: 'requires_action',
      clientSecret: expect.stringContaining('_secret_'),
      nextActionUrl: expect.stringContaining('/sandbox/3ds'),
    })
    expect((await settledOrder(server(), account, payment.orderId)).status).toBe('requires_action')
    expect((await trailOf(account)).purchases).toEqual([])

    expect(await authenticate(server(), payment.clientSecret, true)).toMatchObject({ status: 'succeeded' })
    expect((await settledOrder(server(), account, payment.orderId)).status).toBe('paid')
    expect((await ok(server(), account, 'hub_getUserWalletOverview', {})).currentPackage).toBe('Pro')

    const refused = await ok(server(), account, 'hub_buyPackageByCard', { skuId: sku.growth })
    await authenticate(server(), refused.clientSecret, false)
    expect(await settledOrder(server(), account, refused.orderId)).toMatchObject({ status: 'failed' })
    expect((await trailOf(account)).purchases).toHaveLength(1)
  })

  it('a declined saved card is refused at once (10422) and leaves no order, purchase or row anywhere', async () => {
    const account = await signedInAccount(server(), 'declined')
    await saveCard(server(), account, CARDS.declined)
    const before = await cardsAtRest(server())

    const answer = await rpc(server(), account, 'hub_buyPackageByCard', { skuId: sku.growth })

    expect(answer.error).toMatchObject({ code: 10422, data: { reason: 'card_declined' } })
    expect(await cardsAtRest(server())).toEqual(before)
    // Only this month's free allowance, which any owner without a plan can spend.
    expect((await ok(server(), account, 'hub_getUserWalletOverview', {})).ruBalance).toBe(20_000_000)
  })

  it('a card typed into the field (hub_createStripeOrder) buys Growth with auto-renew, listed as a subscription', async () => {
    const account = await signedInAccount(server(), 'oneoff')
    const order = await ok(server(), account, 'hub_createStripeOrder', {
      purpose: 'package',
      skuId: sku.growth,
      autoRenew: true,
    })
    expect(order).toMatchObject({ amount: '49.00', processor: 'sandbox', clientSecret: expect.any(String) })

    expect(await typeCard(server(), order.clientSecret, CARDS.succeeds)).toMatchObject({ status: 'succeeded' })
    expect((await settledOrder(server(), account, order.orderId)).status).toBe('paid')

    const [purchase] = (await trailOf(account)).purchases
    expect(purchase).toMatchObject({ order_id: order.orderId, payment_channel: 'card', auto_renew: true })
    expect(await ok(server(), account, 'hub_getUserWalletOverview', {})).toMatchObject({
      autoRenewMode: 'package',
      autoRenewSkuId: sku.growth,
      currentPackage: 'Growth',
    })
    const expiresAt = (await ok(server(), account, 'hub_getUserWalletOverview', {})).packageExpiresAt
    expect(await ok(server(), account, 'hub_getSubscriptions', {})).toEqual([
      {
        id: expect.stringMatching(/^sub_/),
        kind: 'package',
        targetId: sku.growth,
        name: 'Growth',
        status: 'active',
        amount: '49.00',
        currency: 'USD',
        cardId: null,
        currentPeriodEnd: expiresAt,
        cancelAtPeriodEnd: false,
      },
    ])
  })

  it('a declined card typed into the field fails the order and grants nothing', async () => {
    const account = await signedInAccount(server(), 'typed-declined')
    const order = await ok(server(), account, 'hub_createStripeOrder', { purpose: 'package', skuId: sku.pro })
    expect(await typeCard(server(), order.clientSecret, CARDS.declined)).toMatchObject({ status: 'failed' })
    expect(await settledOrder(server(), account, order.orderId)).toMatchObject({ status: 'failed' })
    const trail = await trailOf(account)
    expect([trail.purchases, trail.grants, trail.bills, trail.invoices]).toEqual([[], [], [], []])
  })

  it('auto-renew on a saved card keeps that card from being removed until auto-renew is off', async () => {
    const account = await signedInAccount(server(), 'keeps-card')
    const card = await saveCard(server(), account, CARDS.succeeds)
    const payment = await ok(server(), account, 'hub_buyPackageByCard', { skuId: sku.growth, autoRenew: true })
    await settledOrder(server(), account, payment.orderId)

    expect(await ok(server(), account, 'hub_getSubscriptions', {})).toMatchObject([
      { kind: 'package', name: 'Growth', cardId: card.id, status: 'active' },
    ])
    expect((await rpc(server(), account, 'hub_removeCreditCard', { cardId: card.id })).error).toMatchObject({
      code: 10422,
      data: { reason: 'card_in_use' },
    })

    // Auto-renew turned off ends the subscription, and the card may go.
    await ok(server(), account, 'hub_setUserAutoRenew', { mode: 'none' })
    expect(await ok(server(), account, 'hub_getSubscriptions', {})).toMatchObject([{ status: 'canceled' }])
    expect(await ok(server(), account, 'hub_removeCreditCard', { cardId: card.id })).toEqual([])
  })

  it('a payment event delivered again buys nothing more', async () => {
    const account = await signedInAccount(server(), 'twice')
    await saveCard(server(), account, CARDS.succeeds)
    const payment = await ok(server(), account, 'hub_buyPackageByCard', { skuId: sku.growth })
    await settledOrder(server(), account, payment.orderId)
    const { processor_payment_id: intent } = await server()
      .database.kysely.selectFrom('payment_orders')
      .select('processor_payment_id')
      .where('id', '=', payment.orderId)
      .executeTakeFirstOrThrow()
    const before = await cardsAtRest(server())

    const payload = JSON.stringify({
      id: 'evt_package_again',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: intent, object: 'payment_intent', amount: 4900, metadata: { orderId: payment.orderId } } },
    })
    const again = await server().app.inject({
      method: 'POST',
      url: CARD_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'stripe-signature': signWebhook(payload, SANDBOX_SECRET) },
      payload,
    })

    expect(again.json()).toEqual({ received: true, duplicate: false })
    const after = await cardsAtRest(server())
    expect(after).toEqual({ ...before, processor_webhooks: before.processor_webhooks! + 1 })
    expect((await trailOf(account)).purchases).toHaveLength(1)
  })

  it('the free package and enterprise plans are not sold by card', async () => {
    const account = await signedInAccount(server(), 'nothing')
    await saveCard(server(), account, CARDS.succeeds)
    const before = await cardsAtRest(server())
    expect((await rpc(server(), account, 'hub_buyPackageByCard', { skuId: sku.free })).error).toMatchObject({
      code: 10422,
      data: { reason: 'nothing_to_pay' },
    })
    for (const [method, params] of [
      ['hub_buyPackageByCard', { skuId: sku.enterprise }],
      ['hub_createStripeOrder', { purpose: 'package', skuId: sku.enterprise }],
    ] as const) {
      expect((await rpc(server(), account, method, params)).error, method).toMatchObject({
        code: 10422,
        data: { reason: 'enterprise' },
      })
    }
    expect(await cardsAtRest(server())).toEqual(before)
  })
})
