/**
 * The statement and the packages bought over JSON-RPC: every movement has its line, newest first,
 * in pages, filtered by type, payment channel and time; a team's wallet and the account's own are
 * kept apart.
 */
import { describe, expect, it } from 'vitest'
import { signedInAccount } from '../../test-support/accounts'
import { testEngines } from '../../test-support/test-database'
import { backdate, buy, deposit, billingSuite } from './billing-test-kit'

describe.each(testEngines())('statement methods on %s', (engine) => {
  const { server, call, ok } = billingSuite(engine)

  it('hub_getUserBill lists deposits and packages newest first, with the balance after each, in pages and filters', async () => {
    const ann = await signedInAccount(server(), 'bills')
    const owner = { userId: ann.userId }
    await deposit(server(), owner, '100.00')
    const growth = await buy(server(), owner, 'Growth')
    const pro = await buy(server(), owner, 'Pro', 'card')
    await deposit(server(), owner, '20.00', { coin: null })

    const all = await ok(ann, 'hub_getUserBill', {})
    expect(all.total).toBe(4)
    expect(all.list.map((bill: { title: string }) => bill.title)).toEqual([
      'Deposit by card',
      'Pro package',
      'Growth package',
      'Deposit (USDT)',
    ])
    expect(all.list[2]).toEqual({
      id: expect.any(Number),
      billType: 'ru',
      title: 'Growth package',
      amount: '-49.00',
      currency: 'USD',
      balanceAfter: '51.00',
      paymentChannel: 'wallet',
      orderId: growth.orderId,
      createdAt: expect.any(String),
    })
    // A card pays from outside: the balance is untouched.
    expect(all.list[1]).toMatchObject({ paymentChannel: 'card', balanceAfter: '51.00', orderId: pro.orderId })
    expect(all.list[0]).toMatchObject({ billType: 'deposit', amount: '20.00', balanceAfter: '71.00' })

    const second = await ok(ann, 'hub_getUserBill', { page: 2, perPage: 3 })
    expect(second).toMatchObject({ total: 4, page: 2, perPage: 3, list: [{ title: 'Deposit (USDT)' }] })
    const deposits = await ok(ann, 'hub_getUserBill', { billType: 'deposit' })
    expect(deposits.list.map((bill: { amount: string }) => bill.amount)).toEqual(['20.00', '100.00'])
    const byCard = await ok(ann, 'hub_getUserBill', { paymentChannel: 'card' })
    expect(byCard.list.map((bill: { title: string }) => bill.title)).toEqual(['Deposit by card', 'Pro package'])
    const coinPackages = await ok(ann, 'hub_getUserBill', { billType: 'ru', paymentChannel: 'coin' })
    expect(coinPackages).toMatchObject({ total: 0, list: [] })

    await backdate(server(), growth.orderId, '2026-03-10T12:00:00Z')
    const march = await ok(ann, 'hub_getUserBill', { from: '2026-03-01T00:00:00Z', to: '2026-04-01T00:00:00Z' })
    expect(march.list.map((bill: { orderId: string }) => bill.orderId)).toEqual([growth.orderId])
  })

  it('hub_getViewUserPurchaseInfo lists packages bought with their type, channel and dates, filtered and paged', async () => {
    const bob = await signedInAccount(server(), 'purchases')
    const owner = { userId: bob.userId }
    await deposit(server(), owner, '300.00')
    const growth = await buy(server(), owner, 'Growth')
    const payg = await buy(server(), owner, 'Pay As You Go', 'coin')
    const pro = await buy(server(), owner, 'Pro', 'card')

    const all = await ok(bob, 'hub_getViewUserPurchaseInfo', {})
    expect(all.total).toBe(3)
    expect(all.list.map((purchase: { orderId: string }) => purchase.orderId)).toEqual([
      pro.orderId,
      payg.orderId,
      growth.orderId,
    ])
    expect(all.list[2]).toEqual({
      id: growth.purchaseId,
      orderId: growth.orderId,
      skuId: expect.any(Number),
      skuName: 'Growth',
      packageType: 'standard',
      paymentChannel: 'wallet',
      amount: '49.00',
      currency: 'USD',
      ru: 250_000_000,
      autoRenew: false,
      createdAt: expect.any(String),
      startsAt: expect.any(String),
      expiresAt: expect.any(String),
    })
    expect(all.list[1]).toMatchObject({ packageType: 'default', expiresAt: null, paymentChannel: 'coin' })

    const standard = await ok(bob, 'hub_getViewUserPurchaseInfo', { packageType: 'standard' })
    expect(standard.list.map((purchase: { skuName: string }) => purchase.skuName)).toEqual(['Pro', 'Growth'])
    const byCard = await ok(bob, 'hub_getViewUserPurchaseInfo', { packageType: 'standard', paymentChannel: 'card' })
    expect(byCard.list.map((purchase: { skuName: string }) => purchase.skuName)).toEqual(['Pro'])
    const paged = await ok(bob, 'hub_getViewUserPurchaseInfo', { page: 2, perPage: 2 })
    expect(paged.list.map((purchase: { skuName: string }) => purchase.skuName)).toEqual(['Growth'])
    await backdate(server(), payg.orderId, '2026-02-02T00:00:00Z')
    const february = await ok(bob, 'hub_getViewUserPurchaseInfo', {
      from: '2026-02-01T00:00:00Z',
      to: '2026-03-01T00:00:00Z',
    })
    expect(february.list.map((purchase: { orderId: string }) => purchase.orderId)).toEqual([payg.orderId])
  })

  it("keeps a team's statement apart from the member's own; a reversed range or unknown filter is refused naming the field", async () => {
    const cat = await signedInAccount(server(), 'team-bills')
    const { teamId } = await ok(cat, 'hub_createTeam', { name: 'Bills team' })
    const team = { 'team-id': String(teamId) }
    await deposit(server(), { teamId }, '60.00')
    await buy(server(), { teamId }, 'Growth')

    expect((await ok(cat, 'hub_getUserBill', {}, team)).total).toBe(2)
    expect((await ok(cat, 'hub_getViewUserPurchaseInfo', {}, team)).total).toBe(1)
    expect(await ok(cat, 'hub_getUserBill', {})).toEqual({ list: [], total: 0, page: 1, perPage: expect.any(Number) })
    expect((await ok(cat, 'hub_getViewUserPurchaseInfo', {})).total).toBe(0)

    const reversed = await call(cat, 'hub_getUserBill', { from: '2026-03-01T00:00:00Z', to: '2026-02-01T00:00:00Z' })
    expect(reversed.body.error).toMatchObject({ code: -32602, data: { field: 'to' } })
    const unknown = await call(cat, 'hub_getViewUserPurchaseInfo', { paymentChannel: 'paypal' })
    expect(unknown.body.error).toMatchObject({ code: -32602, data: { field: 'paymentChannel' } })
  })
})
