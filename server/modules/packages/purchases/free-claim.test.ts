import { describe, expect, it } from 'vitest'
import { signedInAccount } from '../../../test-support/accounts'
import { testEngines } from '../../../test-support/test-database'
import { rowsAtRest } from '../../../test-support/test-server'
import { ok, rpc } from '../../wallet/cards/card-test-kit'
import { buyByWallet } from './buy-by-wallet'
import { freeSkuEligibility, utcMonth } from './free-claim'
import { skuById } from './purchase-sku'
import { initialize, purchaseTrail, purchaseSuite } from './purchase-test-kit'

describe.each(testEngines())('the monthly free package on %s', (engine) => {
  const { server, sku } = purchaseSuite(engine)

  const freePurchasable = async (account: Parameters<typeof ok>[1], headers = {}) =>
    (await ok(server(), account, 'hub_getSkuList', { packageType: 'free' }, headers))[0].purchasable as boolean

  it('the first-login Free counts for this month; claimed again once the month turns, told monthly_gift, unbilled', async () => {
    const account = await signedInAccount(server(), 'monthly')
    await ok(server(), account, 'hub_skuFirstConfirm', { skuId: sku.free })
    const nextMonth = utcMonth(new Date()).next.toISOString()

    // Positional, as existing clients send it.
    expect(await ok(server(), account, 'hub_getFreeSkuBuyFreeType', [sku.free])).toEqual({
      skuId: sku.free,
      state: 'claimed',
      nextClaimAt: nextMonth,
    })
    expect(await freePurchasable(account)).toBe(false)
    const before = await rowsAtRest(server())
    const refused = await rpc(server(), account, 'hub_buyPackage', { skuId: sku.free })
    expect(refused.error).toMatchObject({ code: 10422, data: { reason: 'free_claimed', nextClaimAt: nextMonth } })
    expect(refused.error?.message).toContain(nextMonth.slice(0, 10))
    expect(await rowsAtRest(server())).toEqual(before)

    // The first one was last month.
    const lastMonth = new Date(utcMonth(new Date()).start.getTime() - 86_400_000)
    await server()
      .database.kysely.updateTable('purchases')
      .set({ starts_at: lastMonth })
      .where('user_id', '=', account.userId)
      .execute()
    expect(await ok(server(), account, 'hub_getFreeSkuBuyFreeType', { skuId: sku.free })).toEqual({
      skuId: sku.free,
      state: 'claimable',
      nextClaimAt: null,
    })
    expect(await freePurchasable(account)).toBe(true)

    const { purchase, wallet } = await ok(server(), account, 'hub_buyPackage', { skuId: sku.free })

    expect(purchase).toMatchObject({ skuName: 'Free', amount: '0.00', ru: 20_000_000, paymentChannel: 'wallet' })
    expect(wallet.ruBalance).toBe(40_000_000)
    const trail = await purchaseTrail(server(), { userId: account.userId })
    expect(trail.purchases.map((row) => row.reason)).toEqual(['first_login', 'free_monthly'])
    expect([trail.bills, trail.invoices]).toEqual([[], []])
    expect(trail.notices.map((notice) => notice.type)).toEqual(['register_gift', 'monthly_gift'])
    expect((await ok(server(), account, 'hub_getFreeSkuBuyFreeType', [sku.free])).state).toBe('claimed')
  })

  it('once per calendar month (UTC), under a controlled clock', async () => {
    const account = await signedInAccount(server(), 'clock')
    await initialize(server(), account)
    const db = server().database.kysely
    const owner = { userId: account.userId }
    const claim = (at: string) =>
      db.transaction().execute((trx) => buyByWallet(trx, owner, { skuId: sku.free, autoRenew: false }, new Date(at)))

    await claim('2031-01-31T23:59:59.000Z')
    await expect(claim('2031-01-31T23:59:59.900Z')).rejects.toMatchObject({
      code: 10422,
      data: { reason: 'free_claimed', nextClaimAt: '2031-02-01T00:00:00.000Z' },
    })
    const free = (await skuById(db, sku.free))!
    expect(await freeSkuEligibility(db, owner, free, new Date('2031-02-01T00:00:00.000Z'))).toMatchObject({
      state: 'claimable',
    })
    await claim('2031-02-01T00:00:00.000Z')
    await expect(claim('2031-02-28T23:00:00.000Z')).rejects.toMatchObject({ code: 10422 })
    await claim('2031-03-01T12:00:00.000Z')
    expect((await purchaseTrail(server(), owner)).purchases).toHaveLength(3)
  })

  it('ineligible before the first-login choice and for any other package; a team may claim', async () => {
    const account = await signedInAccount(server(), 'newcomer')
    expect(await ok(server(), account, 'hub_getFreeSkuBuyFreeType', [sku.free])).toMatchObject({ state: 'ineligible' })
    expect(await ok(server(), account, 'hub_getFreeSkuBuyFreeType', [sku.growth])).toEqual({
      skuId: sku.growth,
      state: 'ineligible',
      nextClaimAt: null,
    })
    expect((await rpc(server(), account, 'hub_getFreeSkuBuyFreeType', [999_999])).error).toMatchObject({ code: 50404 })
    expect((await rpc(server(), account, 'hub_buyPackage', { skuId: sku.free })).error).toMatchObject({
      code: 10422,
      data: { reason: 'free_ineligible' },
    })

    const { teamId } = await ok(server(), account, 'hub_createTeam', { name: 'Free team' })
    const team = { 'team-id': String(teamId) }
    expect(await freePurchasable(account, team)).toBe(true)
    expect((await ok(server(), account, 'hub_buyPackage', { skuId: sku.free }, team)).wallet.ruBalance).toBe(20_000_000)
    expect(await ok(server(), account, 'hub_getFreeSkuBuyFreeType', [sku.free], team)).toMatchObject({
      state: 'claimed',
    })
    // The team's claim is the team's: the account's own wallet is untouched.
    // (its own free allowance is still due, not drawn: the overview counts it)
    expect((await ok(server(), account, 'hub_getUserWalletOverview', {})).ruBalance).toBe(20_000_000)
  })

  it('two claims sent together: one is granted, the other refused', async () => {
    const account = await signedInAccount(server(), 'together')
    const { teamId } = await ok(server(), account, 'hub_createTeam', { name: 'Racing team' })
    const team = { 'team-id': String(teamId) }

    const answers = await Promise.all(
      [1, 2, 3].map(() => rpc(server(), account, 'hub_buyPackage', { skuId: sku.free }, team)),
    )

    expect(answers.filter((answer) => answer.result).length).toBe(1)
    expect(answers.filter((answer) => answer.error?.data?.reason === 'free_claimed').length).toBe(2)
    expect((await purchaseTrail(server(), { teamId })).purchases).toHaveLength(1)
  })
})
