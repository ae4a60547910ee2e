import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInAccount } from '../../../test-support/accounts'
import { testEngines } from '../../../test-support/test-database'
import type { TestServer } from '../../../test-support/test-server'
import {
  authenticate,
  CARDS,
  cardsAtRest,
  ok,
  rpc,
  saveCard,
  settledOrder,
  startCardServer,
  typeCard,
  walletState,
} from './card-test-kit'

describe.each(testEngines())('card deposits on %s', (engine) => {
  let server: TestServer

  beforeAll(async () => {
    server = await startCardServer(engine)
  })
  afterAll(async () => {
    await server?.close()
  })

  it('a $49 deposit from a saved 4242 card credits the wallet once, by webhook', async () => {
    const account = await signedInAccount(server)
    const card = await saveCard(server, account, CARDS.succeeds)

    const payment = await ok(server, account, 'hub_depositByCard', { amount: '49', cardId: card.id })
    expect(payment).toMatchObject({
      status: 'pending',
      amount: '49.00',
      currency: 'USD',
      clientSecret: null,
      processor: 'sandbox',
    })

    expect(await settledOrder(server, account, payment.orderId)).toMatchObject({
      status: 'paid',
      kind: 'deposit',
      amount: '49.00',
    })
    const wallet = await walletState(server, account)
    expect(wallet.amount).toBe('49.00')
    expect(wallet.ledger).toEqual([{ kind: 'deposit', balance_delta: '49.00', reference: payment.orderId }])
    const [notice] = (await ok(server, account, 'hub_getUserMessages', { cursor: 0, perPage: 5 })).list
    expect(notice).toMatchObject({ type: 'deposit', expand: { coin: 'USD', usdAmount: '49.00' } })
  })

  it('the default card pays when the deposit names none', async () => {
    const account = await signedInAccount(server)
    await saveCard(server, account, CARDS.succeeds)
    const payment = await ok(server, account, 'hub_depositByCard', { amount: '50.00' })
    expect((await settledOrder(server, account, payment.orderId)).status).toBe('paid')
    expect((await walletState(server, account)).amount).toBe('50.00')
  })

  it('a one-off payment with 4242 typed into the field credits once, and has a receipt', async () => {
    const account = await signedInAccount(server)
    const order = await ok(server, account, 'hub_createStripeOrder', { purpose: 'deposit', amount: '120.50' })
    expect(order).toMatchObject({
      amount: '120.50',
      processor: 'sandbox',
      fieldUrl: '/sandbox/card-field',
      publishableKey: null,
    })
    expect(await rpc(server, account, 'hub_getReceiptUrl', { orderId: order.orderId })).toMatchObject({
      error: { code: 10422, data: { reason: 'not_paid' } },
    })

    expect(await typeCard(server, order.clientSecret, CARDS.succeeds)).toMatchObject({ status: 'succeeded' })
    expect((await settledOrder(server, account, order.orderId)).status).toBe('paid')
    expect((await walletState(server, account)).amount).toBe('120.50')

    const { url } = await ok(server, account, 'hub_getReceiptUrl', { orderId: order.orderId })
    const receipt = await server.app.inject({ method: 'GET', url })
    expect(receipt.statusCode).toBe(200)
    expect(receipt.body).toContain('120.50')
    expect(receipt.body).toContain('4242')
  })

  it.each([
    ['declined', CARDS.declined, 'card_declined', /declined/],
    ['short of funds', CARDS.insufficientFunds, 'insufficient_funds', /insufficient funds/],
  ])('a saved card that is %s is a clear 10422 and moves nothing', async (_name, number, reason, words) => {
    const account = await signedInAccount(server)
    const card = await saveCard(server, account, number)
    const before = await cardsAtRest(server)

    const answer = await rpc(server, account, 'hub_depositByCard', { amount: '49', cardId: card.id })

    expect(answer.error).toMatchObject({ code: 10422, message: expect.stringMatching(words), data: { reason } })
    expect(answer.error?.messageZh).toMatch(/未扣款/)
    expect(await cardsAtRest(server)).toEqual(before)
    expect((await walletState(server, account)).amount).toBe('0.00')
  })

  it('a one-off card declined in the field fails its order with the reason and credits nothing', async () => {
    const account = await signedInAccount(server)
    const order = await ok(server, account, 'hub_createStripeOrder', { purpose: 'deposit', amount: '49' })

    expect(await typeCard(server, order.clientSecret, CARDS.insufficientFunds)).toMatchObject({
      status: 'failed',
      error: { code: 'insufficient_funds' },
    })

    expect(await settledOrder(server, account, order.orderId)).toMatchObject({
      status: 'failed',
      failureReason: 'Your card has insufficient funds.',
      failureCode: 'insufficient_funds',
    })
    expect(await walletState(server, account)).toEqual({ amount: '0.00', ledger: [] })
  })

  it('a saved 3184 card asks for 3-D Secure; approving credits once', async () => {
    const account = await signedInAccount(server)
    const card = await saveCard(server, account, CARDS.threeDSecure)

    const payment = await ok(server, account, 'hub_depositByCard', { amount: '49', cardId: card.id })
    expect(payment).toMatchObject({ status: 'requires_action', clientSecret: expect.stringMatching(/^pi_.+_secret_/) })
    expect(payment.nextActionUrl).toBe(`/sandbox/3ds?clientSecret=${encodeURIComponent(payment.clientSecret)}`)
    // Waiting for the bank, it is a pending card deposit a reload finds, with its order to poll.
    expect(await ok(server, account, 'hub_getWalletDepositPending', {})).toEqual([
      expect.objectContaining({
        paymentMethod: 'stripe',
        status: 'pending',
        usdAmount: '49.00',
        orderId: payment.orderId,
      }),
    ])
    expect((await settledOrder(server, account, payment.orderId)).status).toBe('requires_action')

    expect(await authenticate(server, payment.clientSecret, true)).toMatchObject({ status: 'succeeded' })

    expect((await settledOrder(server, account, payment.orderId)).status).toBe('paid')
    expect((await walletState(server, account)).ledger).toEqual([
      { kind: 'deposit', balance_delta: '49.00', reference: payment.orderId },
    ])
  })

  it('failing 3-D Secure fails the order and credits nothing', async () => {
    const account = await signedInAccount(server)
    const card = await saveCard(server, account, CARDS.threeDSecure)
    const payment = await ok(server, account, 'hub_depositByCard', { amount: '49', cardId: card.id })

    expect(await authenticate(server, payment.clientSecret, false)).toMatchObject({
      status: 'failed',
      error: { code: 'authentication_failed' },
    })

    expect(await settledOrder(server, account, payment.orderId)).toMatchObject({
      status: 'failed',
      failureReason: expect.stringMatching(/unable to authenticate/),
      failureCode: 'authentication_failed',
    })
    expect(await walletState(server, account)).toEqual({ amount: '0.00', ledger: [] })
    const deposit = await server.database.kysely
      .selectFrom('deposits')
      .select('status')
      .where('order_id', '=', payment.orderId)
      .executeTakeFirstOrThrow()
    expect(deposit.status).toBe('failed')
  })

  it('3184 typed into the field for a one-off payment goes through 3-D Secure', async () => {
    const account = await signedInAccount(server)
    const order = await ok(server, account, 'hub_createStripeOrder', { purpose: 'deposit', amount: '75' })
    const typed = await typeCard(server, order.clientSecret, CARDS.threeDSecure)
    expect(typed).toMatchObject({ status: 'requires_action', nextActionUrl: expect.stringContaining('/sandbox/3ds?') })
    expect((await settledOrder(server, account, order.orderId)).status).toBe('requires_action')

    await authenticate(server, order.clientSecret, true)

    expect((await settledOrder(server, account, order.orderId)).status).toBe('paid')
    expect((await walletState(server, account)).amount).toBe('75.00')
  })

  it('under $49 is refused before any order exists', async () => {
    const account = await signedInAccount(server)
    const card = await saveCard(server, account, CARDS.succeeds)
    const before = await cardsAtRest(server)

    const byCard = await rpc(server, account, 'hub_depositByCard', { amount: '48.99', cardId: card.id })
    const oneOff = await rpc(server, account, 'hub_createStripeOrder', { purpose: 'deposit', amount: '10' })

    for (const answer of [byCard, oneOff]) {
      expect(answer.error).toMatchObject({ code: 10422, message: 'A card deposit must be at least $49.00.' })
      expect(answer.error?.messageZh).toContain('$49.00')
    }
    expect(await cardsAtRest(server)).toEqual(before)
  })

  it('a deposit by card without any saved card asks to add one', async () => {
    const account = await signedInAccount(server)
    const answer = await rpc(server, account, 'hub_depositByCard', { amount: '49' })
    expect(answer.error).toMatchObject({ code: 10422, data: { reason: 'no_card' } })
  })
})
