import { describe, expect, it } from 'vitest'
import { signedInAccount } from '../../../test-support/accounts'
import { testEngines } from '../../../test-support/test-database'
import { rowsAtRest } from '../../../test-support/test-server'
import { ok, rpc } from '../../wallet/cards/card-test-kit'
import { fund, initialize, purchaseTrail, purchaseSuite } from './purchase-test-kit'

describe.each(testEngines())('buying a package from the wallet on %s', (engine) => {
  const { server, sku } = purchaseSuite(engine)

  it('Growth by wallet: the balance, RU, purchase, bill, invoice and buy_package notice all follow', async () => {
    const account = await signedInAccount(server(), 'growth')
    await fund(server(), { userId: account.userId }, '100.00')
    const before = Date.now()

    const { purchase, wallet } = await ok(server(), account, 'hub_buyPackage', { skuId: sku.growth })

    expect(purchase).toMatchObject({
      skuId: sku.growth,
      skuName: 'Growth',
      packageType: 'standard',
      paymentChannel: 'wallet',
      amount: '49.00',
      ru: 250_000_000,
      autoRenew: false,
    })
    expect(Date.parse(purchase.expiresAt) - Date.parse(purchase.startsAt)).toBe(30 * 86_400_000)
    expect(Date.parse(purchase.startsAt)).toBeGreaterThanOrEqual(before - 1000)
    expect(wallet).toMatchObject({
      amount: '51.00',
      ruBalance: 250_000_000,
      currentPackage: 'Growth',
      autoRenewMode: 'none',
    })
    expect(await ok(server(), account, 'hub_getUserWalletOverview', {})).toMatchObject({
      amount: '51.00',
      ruBalance: 250_000_000,
      currentPackage: 'Growth',
      packageExpiresAt: purchase.expiresAt,
    })

    const trail = await purchaseTrail(server(), { userId: account.userId })
    expect(trail.purchases).toEqual([
      { order_id: purchase.orderId, payment_channel: 'wallet', amount: '49.00', reason: 'buy', auto_renew: false },
    ])
    expect(trail.grants).toEqual([{ name: 'Growth', ru_total: '250000000', purchase_id: expect.anything() }])
    expect(trail.bills).toEqual([
      {
        bill_type: 'ru',
        title: 'Growth package',
        amount: '-49.00',
        balance_after: '51.00',
        payment_channel: 'wallet',
        order_id: purchase.orderId,
      },
    ])
    expect(trail.invoices).toEqual([
      {
        number: expect.stringMatching(new RegExp(`^HD-${new Date().getUTCFullYear()}-\\d{6}$`)),
        order_id: purchase.orderId,
        payment_channel: 'wallet',
        total: '49.00',
        status: 'paid',
      },
    ])
    const [notice] = (await ok(server(), account, 'hub_getUserMessages', { cursor: 0, perPage: 5 })).list
    expect(notice).toMatchObject({ type: 'buy_package', expand: { skuName: 'Growth', amount: '49.00' } })
    expect(notice.content).toBe('You bought Growth for $49.00.')
  })

  it('a balance short of the price is refused with 10422 and changes no row anywhere', async () => {
    const account = await signedInAccount(server(), 'short')
    await fund(server(), { userId: account.userId }, '48.99')
    const before = await rowsAtRest(server())

    const answer = await rpc(server(), account, 'hub_buyPackage', { skuId: sku.growth, autoRenew: true })

    expect(answer.error).toMatchObject({ code: 10422, message: expect.stringContaining('balance does not cover') })
    expect(answer.error?.messageZh).toContain('余额不足')
    expect(await rowsAtRest(server())).toEqual(before)
    expect(await ok(server(), account, 'hub_getUserWalletOverview', {})).toMatchObject({
      amount: '48.99',
      // Only this month's free allowance, which any owner without a plan can spend.
      ruBalance: 20_000_000,
      currentPackage: 'Free',
      autoRenewMode: 'none',
    })
  })

  it('autoRenew makes the wallet renew the package bought; Pay As You Go tops up instead', async () => {
    const account = await signedInAccount(server(), 'renew')
    await fund(server(), { userId: account.userId }, '300.00')

    const { wallet } = await ok(server(), account, 'hub_buyPackage', { skuId: sku.pro, autoRenew: true })
    expect(wallet).toMatchObject({
      amount: '101.00',
      autoRenew: true,
      autoRenewMode: 'package',
      autoRenewSkuId: sku.pro,
    })

    const topUp = await ok(server(), account, 'hub_buyPackage', { skuId: sku.payg, autoRenew: true })
    expect(topUp.purchase).toMatchObject({ amount: '10.00', ru: 10_000_000, expiresAt: null })
    expect(topUp.wallet).toMatchObject({
      amount: '91.00',
      autoRenewMode: 'payg',
      autoRenewSkuId: null,
      ruBalance: 1_210_000_000,
      currentPackage: 'Pro',
    })
    // Bought by wallet, nothing renews on a card.
    expect(await ok(server(), account, 'hub_getSubscriptions', {})).toEqual([])
  })

  it('an enterprise plan, an unknown package and auto-renew of the free package are refused, changing nothing', async () => {
    const account = await signedInAccount(server(), 'refused')
    await initialize(server(), account)
    await fund(server(), { userId: account.userId }, '5000.00')
    const before = await rowsAtRest(server())

    expect((await rpc(server(), account, 'hub_buyPackage', { skuId: sku.enterprise })).error).toMatchObject({
      code: 10422,
      data: { reason: 'enterprise' },
    })
    expect((await rpc(server(), account, 'hub_buyPackage', { skuId: 999_999 })).error).toMatchObject({ code: 50404 })
    expect((await rpc(server(), account, 'hub_buyPackage', { skuId: sku.free, autoRenew: true })).error).toMatchObject({
      code: 10422,
      data: { reason: 'not_renewable' },
    })
    expect(await rowsAtRest(server())).toEqual(before)
  })

  it('invoice numbers of the year have no gaps under parallel purchases, refused ones included', async () => {
    const buyers = await Promise.all(Array.from({ length: 10 }, (_, index) => signedInAccount(server(), `par${index}`)))
    const broke = await Promise.all(Array.from({ length: 3 }, (_, index) => signedInAccount(server(), `broke${index}`)))
    for (const buyer of buyers) await fund(server(), { userId: buyer.userId }, '49.00')

    const answers = await Promise.all(
      [...buyers, ...broke].map((account) => rpc(server(), account, 'hub_buyPackage', { skuId: sku.growth })),
    )

    expect(answers.filter((answer) => answer.result).length).toBe(10)
    expect(answers.filter((answer) => answer.error?.code === 10422).length).toBe(3)
    const year = new Date().getUTCFullYear()
    const numbers = await server()
      .database.kysely.selectFrom('invoices')
      .select(['seq', 'number'])
      .where('year', '=', year)
      .orderBy('seq')
      .execute()
    expect(numbers.map((row) => row.seq)).toEqual(numbers.map((_, index) => index + 1))
    expect(numbers.at(-1)?.number).toBe(`HD-${year}-${String(numbers.length).padStart(6, '0')}`)
  })
})
