import { describe, expect, it } from 'vitest'
import { DEFAULT_SUPPORT_EMAIL } from '../../../config'
import { signedInAccount } from '../../../test-support/accounts'
import { testEngines } from '../../../test-support/test-database'
import { postRpc } from '../../../test-support/test-server'
import { addActiveMember } from '../../teams/teams.queries'
import { CARDS, cardsAtRest, ok, rpc, saveCard, settledOrder } from '../../wallet/cards/card-test-kit'
import { fund, purchaseTrail, purchaseSuite } from './purchase-test-kit'

describe.each(testEngines())('who may buy what, and enterprise plans, on %s', (engine) => {
  const { server, sku } = purchaseSuite(engine)

  const dev = async (method: string, params: unknown) =>
    (await postRpc(server().app, { jsonrpc: '2.0', id: 1, method, params })).body

  it("another user cannot pay with the owner's card nor see the owner's package order; nothing changes", async () => {
    const owner = await signedInAccount(server(), 'owner')
    const other = await signedInAccount(server(), 'other')
    const card = await saveCard(server(), owner, CARDS.succeeds)
    const payment = await ok(server(), owner, 'hub_buyPackageByCard', { skuId: sku.growth })
    await settledOrder(server(), owner, payment.orderId)
    await fund(server(), { userId: owner.userId }, '500.00')
    await dev('dev_grantPackage', { email: owner.email, skuName: 'Enterprise' })
    const before = await cardsAtRest(server())

    for (const [method, params] of [
      ['hub_buyPackageByCard', { skuId: sku.pro, cardId: card.id }],
      ['hub_skuFirstConfirmCard', { skuId: sku.pro, cardId: card.id }],
      ['hub_polling', { orderId: payment.orderId }],
      ['hub_getReceiptUrl', { orderId: payment.orderId }],
    ] as const) {
      expect((await rpc(server(), other, method, params)).error, method).toMatchObject({ code: 50404 })
    }
    // Buying acts on the caller's own wallet only: the owner's balance pays for nobody else.
    expect((await rpc(server(), other, 'hub_buyPackage', { skuId: sku.pro })).error).toMatchObject({ code: 10422 })
    expect((await rpc(server(), other, 'hub_skuFirstConfirm', { skuId: sku.pro })).error).toMatchObject({ code: 10422 })
    expect(await ok(server(), other, 'hub_getEnterpriseInfo', {})).toMatchObject({ active: false })
    expect(await ok(server(), other, 'hub_getSubscriptions', {})).toEqual([])
    expect(await cardsAtRest(server())).toEqual(before)
    expect((await ok(server(), owner, 'hub_getUserWalletOverview', {})).amount).toBe('500.00')
  })

  it('refuses a foreign Team-Id on every purchase method (10403), changing nothing', async () => {
    const teamOwner = await signedInAccount(server(), 'team-owner')
    const outsider = await signedInAccount(server(), 'outsider')
    await saveCard(server(), outsider, CARDS.succeeds)
    await fund(server(), { userId: outsider.userId }, '500.00')
    const { teamId } = await ok(server(), teamOwner, 'hub_createTeam', { name: 'Buying team' })
    await fund(server(), { teamId }, '500.00')
    const foreign = { 'team-id': String(teamId) }
    const before = await cardsAtRest(server())

    for (const [method, params] of [
      ['hub_getSkuList', {}],
      ['hub_buyPackage', { skuId: sku.growth }],
      ['hub_buyPackageByCard', { skuId: sku.growth }],
      ['hub_skuFirstConfirm', { skuId: sku.free }],
      ['hub_skuFirstConfirmCard', { skuId: sku.growth }],
      ['hub_createStripeOrder', { purpose: 'package', skuId: sku.growth }],
      ['hub_getFreeSkuBuyFreeType', [sku.free]],
      ['hub_getEnterpriseInfo', {}],
      ['hub_getSubscriptions', {}],
    ] as const) {
      expect((await rpc(server(), outsider, method, params, foreign)).error, method).toMatchObject({ code: 10403 })
    }
    expect(await cardsAtRest(server())).toEqual(before)
  })

  it("a member buys for the team from the team's wallet; the account's own stays apart", async () => {
    const teamOwner = await signedInAccount(server(), 'lead')
    const member = await signedInAccount(server(), 'member')
    const { teamId } = await ok(server(), teamOwner, 'hub_createTeam', { name: 'Shared wallet' })
    await addActiveMember(server().database.kysely, { teamId, userId: member.userId, role: 'billing' })
    await fund(server(), { teamId }, '60.00')
    const team = { 'team-id': String(teamId) }

    const { wallet } = await ok(server(), member, 'hub_buyPackage', { skuId: sku.growth }, team)

    expect(wallet).toMatchObject({ amount: '11.00', currentPackage: 'Growth' })
    expect(await ok(server(), teamOwner, 'hub_getUserWalletOverview', {}, team)).toMatchObject({
      currentPackage: 'Growth',
    })
    expect(await ok(server(), member, 'hub_getUserWalletOverview', {})).toMatchObject({
      currentPackage: 'Free',
      // Only the member's own free allowance for the month.
      ruBalance: 20_000_000,
    })
    expect((await purchaseTrail(server(), { teamId })).notices.map((notice) => notice.type)).toEqual(['buy_package'])
  })

  it('an enterprise plan given is told with message_enterprise_package_send and shown by hub_getEnterpriseInfo', async () => {
    const account = await signedInAccount(server(), 'enterprise')
    expect(await ok(server(), account, 'hub_getEnterpriseInfo', {})).toEqual({
      active: false,
      skuName: null,
      ruPerMonth: null,
      rateLimit: null,
      startsAt: null,
      endsAt: null,
      salesEmail: DEFAULT_SUPPORT_EMAIL,
    })

    const granted = await dev('dev_grantPackage', { email: account.email, skuName: 'Enterprise', days: 365 })

    expect(granted.result).toMatchObject({ skuName: 'Enterprise' })
    const info = await ok(server(), account, 'hub_getEnterpriseInfo', {})
    expect(info).toMatchObject({
      active: true,
      skuName: 'Enterprise',
      ruPerMonth: 10_000_000_000,
      rateLimit: 50_000,
      endsAt: granted.result.expiresAt,
      salesEmail: DEFAULT_SUPPORT_EMAIL,
    })
    expect(Date.parse(info.endsAt) - Date.parse(info.startsAt)).toBe(365 * 86_400_000)
    const trail = await purchaseTrail(server(), { userId: account.userId })
    expect(trail.notices).toEqual([{ type: 'message_enterprise_package_send', expand: { skuName: 'Enterprise' } }])
    expect(trail.purchases).toMatchObject([{ reason: 'enterprise', amount: '0.00' }])
    expect([trail.bills, trail.invoices]).toEqual([[], []])
  })

  it('another package given is told with credit_package_sent and its list price, and is neither billed nor invoiced', async () => {
    const account = await signedInAccount(server(), 'gift')
    await dev('dev_grantPackage', { email: account.email, skuName: 'Growth' })
    const trail = await purchaseTrail(server(), { userId: account.userId })
    expect(trail.notices).toEqual([{ type: 'credit_package_sent', expand: { skuName: 'Growth', amount: '49.00' } }])
    expect(trail.purchases).toMatchObject([{ reason: 'gift', amount: '0.00' }])
    expect([trail.bills, trail.invoices]).toEqual([[], []])
    expect((await ok(server(), account, 'hub_getUserWalletOverview', {})).ruBalance).toBe(250_000_000)
  })
})
