import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInAccount } from '../../../test-support/accounts'
import { testEngines } from '../../../test-support/test-database'
import type { TestServer } from '../../../test-support/test-server'
import { CARDS, cardsAtRest, ok, rpc, saveCard, settledOrder, startCardServer, typeCard } from './card-test-kit'

describe.each(testEngines())('who may use a card or an order, on %s', (engine) => {
  let server: TestServer

  beforeAll(async () => {
    server = await startCardServer(engine)
  })
  afterAll(async () => {
    await server?.close()
  })

  it("refuses another user on the owner's cards and orders (50404), changing nothing", async () => {
    const owner = await signedInAccount(server, 'card-owner')
    const other = await signedInAccount(server, 'other')
    const card = await saveCard(server, owner, CARDS.succeeds)
    const order = await ok(server, owner, 'hub_createStripeOrder', { purpose: 'deposit', amount: '49' })
    await typeCard(server, order.clientSecret, CARDS.succeeds)
    await settledOrder(server, owner, order.orderId)
    const before = await cardsAtRest(server)

    for (const [method, params] of [
      ['hub_setDefaultCreditCard', { cardId: card.id }],
      ['hub_removeCreditCard', { cardId: card.id }],
      ['hub_depositByCard', { amount: '49', cardId: card.id }],
      ['hub_polling', { orderId: order.orderId }],
      ['hub_getReceiptUrl', { orderId: order.orderId }],
    ] as const) {
      expect((await rpc(server, other, method, params)).error, method).toMatchObject({ code: 50404 })
    }
    expect(await ok(server, other, 'hub_getCreditCardList', {})).toEqual([])
    expect(await ok(server, other, 'hub_getSubscriptions', {})).toEqual([])
    expect(await cardsAtRest(server)).toEqual(before)
    expect(await ok(server, owner, 'hub_getCreditCardList', {})).toEqual([card])
  })

  it('refuses a foreign Team-Id on every card method (10403), changing nothing', async () => {
    const owner = await signedInAccount(server, 'team-owner')
    const outsider = await signedInAccount(server, 'outsider')
    const { teamId } = await ok(server, owner, 'hub_createTeam', { name: 'Card team' })
    const foreign = { 'team-id': String(teamId) }
    const before = await cardsAtRest(server)

    for (const [method, params] of [
      ['hub_getCreditCardList', {}],
      ['hub_setDefaultCreditCard', { cardId: 'pm_x' }],
      ['hub_removeCreditCard', { cardId: 'pm_x' }],
      ['hub_createStripeSetup', {}],
      ['hub_getSubscriptions', {}],
      ['hub_depositByCard', { amount: '49.00' }],
      ['hub_createStripeOrder', { purpose: 'deposit', amount: '49.00' }],
      ['hub_polling', { orderId: 'ord_x' }],
      ['hub_getReceiptUrl', { orderId: 'ord_x' }],
    ] as const) {
      expect((await rpc(server, outsider, method, params, foreign)).error, method).toMatchObject({ code: 10403 })
    }
    expect(await cardsAtRest(server)).toEqual(before)
  })

  it("keeps a team's cards and a member's own cards apart", async () => {
    const owner = await signedInAccount(server, 'team-owner')
    const { teamId } = await ok(server, owner, 'hub_createTeam', { name: 'Card team 2' })
    const team = { 'team-id': String(teamId) }
    const personal = await saveCard(server, owner, CARDS.succeeds)
    const teamCard = await saveCard(server, owner, CARDS.mastercardDebit, team)

    expect(await ok(server, owner, 'hub_getCreditCardList', {})).toEqual([personal])
    expect(await ok(server, owner, 'hub_getCreditCardList', {}, team)).toEqual([teamCard])
    expect((await rpc(server, owner, 'hub_removeCreditCard', { cardId: personal.id }, team)).error).toMatchObject({
      code: 50404,
    })

    const payment = await ok(server, owner, 'hub_depositByCard', { amount: '49' }, team)
    expect((await settledOrder(server, owner, payment.orderId, team)).status).toBe('paid')
    expect((await ok(server, owner, 'hub_getUserWalletOverview', {}, team)).amount).toBe('49.00')
    expect((await ok(server, owner, 'hub_getUserWalletOverview', {})).amount).toBe('0.00')
    expect((await rpc(server, owner, 'hub_polling', { orderId: payment.orderId })).error).toMatchObject({ code: 50404 })
  })
})
