import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInAccount } from '../../../test-support/accounts'
import { testEngines } from '../../../test-support/test-database'
import type { TestServer } from '../../../test-support/test-server'
import {
  CARDS,
  cardsAtRest,
  ok,
  SANDBOX_SECRET,
  settledOrder,
  startCardServer,
  typeCard,
  walletState,
} from './card-test-kit'
import { CARD_WEBHOOK_PATH } from './card-webhook.routes'
import { signWebhook } from './webhook-signature'

describe.each(testEngines())('the card webhook on %s', (engine) => {
  let server: TestServer

  beforeAll(async () => {
    server = await startCardServer(engine)
  })
  afterAll(async () => {
    await server?.close()
  })

  const deliver = (payload: string, signature: string | undefined) =>
    server.app.inject({
      method: 'POST',
      url: CARD_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
      payload,
    })

  /** A payment_intent.succeeded event for `paymentIntentId`, as the sandbox would send it. */
  const succeededEvent = (id: string, paymentIntentId: string, orderId: string) =>
    JSON.stringify({
      id,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: paymentIntentId, object: 'payment_intent', amount: 4900, metadata: { orderId } } },
    })

  const paymentIntentOf = async (orderId: string) =>
    (
      await server.database.kysely
        .selectFrom('payment_orders')
        .select('processor_payment_id')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).processor_payment_id ?? ''

  it('the same webhook delivered twice credits once', async () => {
    const account = await signedInAccount(server)
    const order = await ok(server, account, 'hub_createStripeOrder', { purpose: 'deposit', amount: '49' })
    await typeCard(server, order.clientSecret, CARDS.succeeds)
    expect((await settledOrder(server, account, order.orderId)).status).toBe('paid')
    const sent = await server.database.kysely
      .selectFrom('card_sandbox_events')
      .select(['id', 'payload'])
      .where('type', '=', 'payment_intent.succeeded')
      .where('payload', 'like', `%${order.orderId}%`)
      .executeTakeFirstOrThrow()
    const before = await cardsAtRest(server)

    for (const at of [Math.floor(Date.now() / 1000), Math.floor(Date.now() / 1000) + 1]) {
      const again = await deliver(sent.payload, signWebhook(sent.payload, SANDBOX_SECRET, at))
      expect(again.statusCode).toBe(200)
      expect(again.json()).toEqual({ received: true, duplicate: true })
    }

    expect(await cardsAtRest(server)).toEqual(before)
    expect((await walletState(server, account)).ledger).toEqual([
      { kind: 'deposit', balance_delta: '49.00', reference: order.orderId },
    ])
  })

  it('a second event for a payment already credited credits nothing more', async () => {
    const account = await signedInAccount(server)
    const order = await ok(server, account, 'hub_createStripeOrder', { purpose: 'deposit', amount: '49' })
    await typeCard(server, order.clientSecret, CARDS.succeeds)
    await settledOrder(server, account, order.orderId)

    const payload = succeededEvent('evt_another_delivery', await paymentIntentOf(order.orderId), order.orderId)
    expect((await deliver(payload, signWebhook(payload, SANDBOX_SECRET))).json()).toEqual({
      received: true,
      duplicate: false,
    })

    expect((await walletState(server, account)).amount).toBe('49.00')
  })

  it('a forged signature is refused with 400 and changes nothing', async () => {
    const account = await signedInAccount(server)
    const order = await ok(server, account, 'hub_createStripeOrder', { purpose: 'deposit', amount: '49' })
    const payload = succeededEvent('evt_forged', await paymentIntentOf(order.orderId), order.orderId)
    const before = await cardsAtRest(server)

    const forged = await deliver(payload, signWebhook(payload, 'whsec_someone_else'))
    const unsigned = await deliver(payload, undefined)
    const tampered = await deliver(payload.replace('4900', '9900'), signWebhook(payload, SANDBOX_SECRET))
    const stale = await deliver(payload, signWebhook(payload, SANDBOX_SECRET, Math.floor(Date.now() / 1000) - 3600))

    for (const answer of [forged, unsigned, tampered, stale]) {
      expect(answer.statusCode).toBe(400)
      expect(answer.json()).toEqual({ error: 'invalid_signature' })
    }
    expect(await cardsAtRest(server)).toEqual(before)
    expect((await ok(server, account, 'hub_polling', { orderId: order.orderId })).status).toBe('pending')
  })

  it('an event about an order not committed yet is refused with 503, to be delivered again', async () => {
    const payload = succeededEvent('evt_too_early', 'pi_not_yet', 'ord_not_yet')
    const answer = await deliver(payload, signWebhook(payload, SANDBOX_SECRET))
    expect(answer.statusCode).toBe(503)
    const recorded = await server.database.kysely
      .selectFrom('processor_webhooks')
      .select('event_id')
      .where('event_id', '=', 'evt_too_early')
      .executeTakeFirst()
    expect(recorded).toBeUndefined()
  })

  it('an event type we do not act on is acknowledged', async () => {
    const payload = JSON.stringify({
      id: 'evt_charge',
      object: 'event',
      type: 'charge.succeeded',
      data: { object: { id: 'ch_1' } },
    })
    expect((await deliver(payload, signWebhook(payload, SANDBOX_SECRET))).json()).toEqual({
      received: true,
      duplicate: false,
    })
  })
})
