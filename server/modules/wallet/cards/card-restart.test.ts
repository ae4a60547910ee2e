import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildServer } from '../../../app'
import { inTransaction } from '../../../db/transaction'
import { signedInAccount } from '../../../test-support/accounts'
import { testEngines } from '../../../test-support/test-database'
import type { TestServer } from '../../../test-support/test-server'
import { ok, SANDBOX_SECRET, startCardServer, webhooksDelivered } from './card-test-kit'
import { checkCard } from './sandbox/card-check'
import { confirmIntent, intentBySecret } from './sandbox/sandbox-intents'
import { createPaymentMethod } from './sandbox/sandbox-methods'

describe.each(testEngines())('a restart on %s', (engine) => {
  let server: TestServer
  let restarted: FastifyInstance | undefined

  beforeAll(async () => {
    server = await startCardServer(engine)
  })
  afterAll(async () => {
    await restarted?.close()
    await server?.close()
  })

  it('loses no payment: a webhook the stopped server still owed is delivered by the next one, once', async () => {
    const account = await signedInAccount(server)
    const order = await ok(server, account, 'hub_createStripeOrder', { purpose: 'deposit', amount: '49' })
    await server.app.close()

    // The card is paid while no server listens (as if it stopped just after the sandbox's commit).
    const db = server.database.kysely
    await inTransaction(db, async (trx) => {
      const intent = await intentBySecret(trx, order.clientSecret)
      const card = checkCard({ number: '4242424242424242', expMonth: 1, expYear: 2040, cvc: '123' })
      if (!intent || 'error' in card) throw new Error('the test card should be accepted')
      await confirmIntent(trx, intent, await createPaymentMethod(trx, card))
    })
    const owed = await db.selectFrom('card_sandbox_events').select('id').where('delivered_at', 'is', null).execute()
    expect(owed.length).toBeGreaterThan(0)

    restarted = await buildServer({
      db: server.database,
      production: false,
      cards: { processor: 'sandbox', webhookSecret: SANDBOX_SECRET },
    })
    await restarted.ready()
    const next = { ...server, app: restarted }
    await webhooksDelivered(next)

    expect(await ok(next, account, 'hub_polling', { orderId: order.orderId })).toMatchObject({ status: 'paid' })
    expect((await ok(next, account, 'hub_getUserWalletOverview', {})).amount).toBe('49.00')
  })
})
