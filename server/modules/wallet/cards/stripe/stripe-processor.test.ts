import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInAccount } from '../../../../test-support/accounts'
import { testEngines } from '../../../../test-support/test-database'
import { createTestServer, type TestServer } from '../../../../test-support/test-server'
import { walletIdOf } from '../../ledger'
import { CARD_WEBHOOK_PATH } from '../card-webhook.routes'
import { ok } from '../card-test-kit'
import { WebhookSignatureError } from '../processor'
import { stripeCardPayments } from './stripe-processor'

// Stripe cannot be reached from here: the adapter's webhook side is tested with payloads signed
// by the SDK's own test helper, the rest of it is a thin mapping onto SDK calls.
const SETTINGS = {
  secretKey: 'sk_test_hubdeck',
  webhookSecret: 'whsec_hubdeck_stripe_test',
  publishableKey: 'pk_test_hubdeck',
}

const event = (id: string, type: string, object: object) =>
  JSON.stringify({ id, object: 'event', type, data: { object } })
const signed = (payload: string, secret = SETTINGS.webhookSecret) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret })

const visaDebit = {
  id: 'pm_visa_debit',
  object: 'payment_method',
  customer: 'cus_stripe_1',
  card: { brand: 'visa', funding: 'debit', last4: '5556', exp_month: 4, exp_year: 2031 },
  billing_details: { name: 'Grace Hopper' },
}

describe('the Stripe adapter', () => {
  const client = new Stripe(SETTINGS.secretKey)
  client.paymentMethods.retrieve = (async () => visaDebit) as unknown as typeof client.paymentMethods.retrieve
  const stripe = stripeCardPayments(SETTINGS, client)

  it('gives the app its publishable key, and no sandbox field', () => {
    expect(stripe.field).toEqual({ processor: 'stripe', fieldUrl: null, publishableKey: 'pk_test_hubdeck' })
  })

  it('reads a signed payment_intent.succeeded', async () => {
    const payload = event('evt_1', 'payment_intent.succeeded', {
      id: 'pi_1',
      object: 'payment_intent',
      metadata: { orderId: 'ord_1' },
    })
    expect(await stripe.parseWebhook(Buffer.from(payload), signed(payload))).toEqual({
      type: 'payment.succeeded',
      id: 'evt_1',
      paymentIntentId: 'pi_1',
      orderId: 'ord_1',
    })
  })

  it('reads a failure with its decline code and message', async () => {
    const payload = event('evt_2', 'payment_intent.payment_failed', {
      id: 'pi_2',
      metadata: { orderId: 'ord_2' },
      last_payment_error: {
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
    })
    expect(await stripe.parseWebhook(Buffer.from(payload), signed(payload))).toMatchObject({
      type: 'payment.failed',
      code: 'insufficient_funds',
      reason: 'Your card has insufficient funds.',
    })
  })

  it('reads a saved card from payment_method.attached, and from setup_intent.succeeded by asking Stripe', async () => {
    const attached = event('evt_3', 'payment_method.attached', visaDebit)
    const setup = event('evt_4', 'setup_intent.succeeded', { id: 'seti_1', payment_method: 'pm_visa_debit' })
    const card = {
      id: 'pm_visa_debit',
      customerId: 'cus_stripe_1',
      brand: 'visa',
      funding: 'debit',
      last4: '5556',
      expMonth: 4,
      expYear: 2031,
      holderName: 'Grace Hopper',
    }
    expect(await stripe.parseWebhook(Buffer.from(attached), signed(attached))).toEqual({
      type: 'card.saved',
      id: 'evt_3',
      card,
    })
    expect(await stripe.parseWebhook(Buffer.from(setup), signed(setup))).toEqual({
      type: 'card.saved',
      id: 'evt_4',
      card,
    })
  })

  it('refuses a signature made with another secret, or none', async () => {
    const payload = event('evt_5', 'payment_intent.succeeded', { id: 'pi_5' })
    await expect(stripe.parseWebhook(Buffer.from(payload), signed(payload, 'whsec_other'))).rejects.toBeInstanceOf(
      WebhookSignatureError,
    )
    await expect(stripe.parseWebhook(Buffer.from(payload), undefined)).rejects.toBeInstanceOf(WebhookSignatureError)
  })
})

describe.each(testEngines())('a server running Stripe, on %s', (engine) => {
  let server: TestServer

  beforeAll(async () => {
    server = await createTestServer(engine, { cards: { processor: 'stripe', ...SETTINGS } })
  })
  afterAll(async () => {
    await server?.close()
  })

  it('credits a deposit order from its Stripe webhook once, through the same route as the sandbox', async () => {
    const account = await signedInAccount(server)
    const walletId = await walletIdOf(server.database.kysely, { userId: account.userId })
    await server.database.kysely
      .insertInto('payment_orders')
      .values({
        id: 'ord_stripe_1',
        wallet_id: walletId,
        kind: 'deposit',
        status: 'pending',
        amount: '49.00',
        processor: 'stripe',
        processor_payment_id: 'pi_stripe_1',
      })
      .execute()
    const payload = event('evt_stripe_1', 'payment_intent.succeeded', {
      id: 'pi_stripe_1',
      metadata: { orderId: 'ord_stripe_1' },
    })
    const post = () =>
      server.app.inject({
        method: 'POST',
        url: CARD_WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', 'stripe-signature': signed(payload) },
        payload,
      })

    expect((await post()).json()).toEqual({ received: true, duplicate: false })
    expect((await post()).json()).toEqual({ received: true, duplicate: true })

    expect(await ok(server, account, 'hub_polling', { orderId: 'ord_stripe_1' })).toMatchObject({ status: 'paid' })
    expect((await ok(server, account, 'hub_getUserWalletOverview', {})).amount).toBe('49.00')
  })

  it('lets app pages load Stripe.js, and serves no sandbox', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/healthz' })
    expect(page.headers['content-security-policy']).toContain("script-src 'self' https://js.stripe.com")
    expect(page.headers['content-security-policy']).toContain(
      "frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com",
    )
    expect((await server.app.inject({ method: 'GET', url: '/sandbox/card-field' })).statusCode).toBe(404)
  })
})
