import { describe, expect, it } from 'vitest'
import { signedInAccount, type TestAccount } from '../../../test-support/accounts'
import { testEngines } from '../../../test-support/test-database'
import { rowsAtRest } from '../../../test-support/test-server'
import { authenticate, CARDS, ok, rpc, saveCard, settledOrder } from '../../wallet/cards/card-test-kit'
import { fund, purchaseTrail, purchaseSuite } from './purchase-test-kit'

describe.each(testEngines())('the first-login choice of a starting package on %s', (engine) => {
  const { server, sku } = purchaseSuite(engine)

  const profileOf = async (account: TestAccount) => ok(server(), account, 'hub_getUserProfile', {})
  const noticeTypes = async (account: TestAccount) =>
    (await purchaseTrail(server(), { userId: account.userId })).notices.map((notice) => notice.type)

  it('Free: granted as a welcome gift, nothing paid, the account initialised; a second choice is refused', async () => {
    const account = await signedInAccount(server(), 'free')
    expect((await profileOf(account)).initialized).toBe(false)

    const { user, purchase } = await ok(server(), account, 'hub_skuFirstConfirm', { skuId: sku.free })

    expect(user).toMatchObject({ id: account.userId, initialized: true })
    expect(purchase).toMatchObject({ skuName: 'Free', amount: '0.00', ru: 20_000_000 })
    expect(await ok(server(), account, 'hub_getUserWalletOverview', {})).toMatchObject({
      amount: '0.00',
      ruBalance: 20_000_000,
      autoRenewMode: 'none',
    })
    const trail = await purchaseTrail(server(), { userId: account.userId })
    expect(trail.purchases).toMatchObject([{ reason: 'first_login', amount: '0.00' }])
    expect([trail.bills, trail.invoices]).toEqual([[], []])
    expect(trail.notices).toEqual([{ type: 'register_gift', expand: { skuName: 'Free' } }])

    const before = await rowsAtRest(server())
    for (const skuId of [sku.free, sku.growth]) {
      const again = await rpc(server(), account, 'hub_skuFirstConfirm', { skuId })
      expect(again.error).toMatchObject({ code: 10422, data: { reason: 'already_initialized' } })
      expect(again.error?.messageZh).toContain('起始套餐')
    }
    expect(await rowsAtRest(server())).toEqual(before)
  })

  it('a paid package from the balance, with auto scaling: paid, billed, invoiced and told init_by_and_auto_scaling', async () => {
    const account = await signedInAccount(server(), 'growth-first')
    await fund(server(), { userId: account.userId }, '60.00')

    const { user, purchase } = await ok(server(), account, 'hub_skuFirstConfirm', {
      skuId: sku.growth,
      autoRenew: true,
    })

    expect(user.initialized).toBe(true)
    expect(purchase).toMatchObject({ skuName: 'Growth', amount: '49.00', paymentChannel: 'wallet', autoRenew: true })
    expect(await ok(server(), account, 'hub_getUserWalletOverview', {})).toMatchObject({
      amount: '11.00',
      ruBalance: 250_000_000,
      autoRenewMode: 'package',
      autoRenewSkuId: sku.growth,
    })
    const trail = await purchaseTrail(server(), { userId: account.userId })
    expect(trail.bills).toMatchObject([{ amount: '-49.00', order_id: purchase.orderId }])
    expect(trail.invoices).toMatchObject([{ order_id: purchase.orderId, total: '49.00' }])
    expect(trail.notices).toEqual([{ type: 'init_by_and_auto_scaling', expand: { skuName: 'Growth' } }])
  })

  it('a paid package the balance does not cover is refused; the account stays uninitialised, nothing changes', async () => {
    const account = await signedInAccount(server(), 'short-first')
    await fund(server(), { userId: account.userId }, '20.00')
    const before = await rowsAtRest(server())

    const answer = await rpc(server(), account, 'hub_skuFirstConfirm', { skuId: sku.pro })

    expect(answer.error).toMatchObject({ code: 10422, message: expect.stringContaining('balance') })
    expect(await rowsAtRest(server())).toEqual(before)
    expect((await profileOf(account)).initialized).toBe(false)
  })

  it('Pay As You Go needs nothing paid yet: initialised without a purchase, told init_only_by', async () => {
    const account = await signedInAccount(server(), 'payg-first')

    const { user, purchase } = await ok(server(), account, 'hub_skuFirstConfirm', { skuId: sku.payg })

    expect(user.initialized).toBe(true)
    expect(purchase).toBeNull()
    expect(await ok(server(), account, 'hub_getUserWalletOverview', {})).toMatchObject({
      amount: '0.00',
      // Only this month's free allowance: Pay As You Go is bought when it runs out.
      ruBalance: 20_000_000,
    })
    expect(await noticeTypes(account)).toEqual(['init_only_by'])
  })

  it('by card: initialised only when the order is paid (after 3-D Secure), then never asked again', async () => {
    const account = await signedInAccount(server(), 'card-first')
    await saveCard(server(), account, CARDS.threeDSecure)

    const payment = await ok(server(), account, 'hub_skuFirstConfirmCard', { skuId: sku.growth, autoRenew: true })
    expect(payment).toMatchObject({ status: 'requires_action', amount: '49.00' })
    expect((await profileOf(account)).initialized).toBe(false)

    await authenticate(server(), payment.clientSecret, true)
    expect((await settledOrder(server(), account, payment.orderId)).status).toBe('paid')

    expect((await profileOf(account)).initialized).toBe(true)
    const trail = await purchaseTrail(server(), { userId: account.userId })
    expect(trail.purchases).toEqual([
      { order_id: payment.orderId, payment_channel: 'card', amount: '49.00', reason: 'first_login', auto_renew: true },
    ])
    expect(trail.notices.map((notice) => notice.type)).toEqual(['init_by_and_auto_scaling'])
    expect(await ok(server(), account, 'hub_getSubscriptions', {})).toMatchObject([
      { name: 'Growth', status: 'active' },
    ])
    expect((await rpc(server(), account, 'hub_skuFirstConfirmCard', { skuId: sku.pro })).error).toMatchObject({
      code: 10422,
      data: { reason: 'already_initialized' },
    })
  })

  it('by card: a declined card leaves the account uninitialised; Free by card is refused as nothing to pay', async () => {
    const account = await signedInAccount(server(), 'card-declined-first')
    await saveCard(server(), account, CARDS.declined)
    const before = await rowsAtRest(server())

    expect((await rpc(server(), account, 'hub_skuFirstConfirmCard', { skuId: sku.pro })).error).toMatchObject({
      code: 10422,
      data: { reason: 'card_declined' },
    })
    expect((await rpc(server(), account, 'hub_skuFirstConfirmCard', { skuId: sku.free })).error).toMatchObject({
      code: 10422,
      data: { reason: 'nothing_to_pay' },
    })
    expect(await rowsAtRest(server())).toEqual(before)
    expect((await profileOf(account)).initialized).toBe(false)
  })

  it('a card order paid after the account chose Free by wallet is an ordinary purchase, not a second first login', async () => {
    const account = await signedInAccount(server(), 'both-first')
    await saveCard(server(), account, CARDS.threeDSecure)
    const payment = await ok(server(), account, 'hub_skuFirstConfirmCard', { skuId: sku.growth })
    await ok(server(), account, 'hub_skuFirstConfirm', { skuId: sku.free })

    await authenticate(server(), payment.clientSecret, true)
    await settledOrder(server(), account, payment.orderId)

    const trail = await purchaseTrail(server(), { userId: account.userId })
    expect(trail.purchases.map((row) => row.reason)).toEqual(['first_login', 'buy'])
    expect(trail.notices.map((notice) => notice.type)).toEqual(['register_gift', 'buy_package'])
  })

  it('two choices sent together: one is made, the other refused', async () => {
    const account = await signedInAccount(server(), 'double-click')
    const answers = await Promise.all(
      [sku.free, sku.payg].map((skuId) => rpc(server(), account, 'hub_skuFirstConfirm', { skuId })),
    )
    expect(answers.filter((answer) => answer.result).length).toBe(1)
    expect(answers.filter((answer) => answer.error?.data?.reason === 'already_initialized').length).toBe(1)
    expect((await noticeTypes(account)).length).toBe(1)
  })
})
