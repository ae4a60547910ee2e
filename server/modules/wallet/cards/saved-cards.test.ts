import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInAccount, type TestAccount } from '../../../test-support/accounts'
import { testEngines } from '../../../test-support/test-database'
import type { TestServer } from '../../../test-support/test-server'
import { CARDS, cardsAtRest, ok, rpc, saveCard, startCardServer, typeCard, webhooksDelivered } from './card-test-kit'
import { walletIdOf } from '../ledger'

describe.each(testEngines())('saved cards on %s', (engine) => {
  let server: TestServer

  beforeAll(async () => {
    server = await startCardServer(engine)
  })
  afterAll(async () => {
    await server?.close()
  })

  const cardList = (account: TestAccount) => ok(server, account, 'hub_getCreditCardList', {})

  it('a card typed into the field is saved with its brand and last four; the first becomes the default', async () => {
    const account = await signedInAccount(server)
    expect(await cardList(account)).toEqual([])
    const setup = await ok(server, account, 'hub_createStripeSetup', {})
    expect(setup).toMatchObject({
      setupIntentId: expect.stringMatching(/^seti_/),
      processor: 'sandbox',
      fieldUrl: '/sandbox/card-field',
    })

    const first = await saveCard(server, account, CARDS.succeeds)
    const second = await saveCard(server, account, CARDS.mastercardDebit)

    expect(first).toMatchObject({
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      holderName: 'Ada Lovelace',
      isDefault: true,
    })
    expect(second).toMatchObject({ brand: 'mastercard_debit', last4: '8210', isDefault: false })
    expect((await cardList(account)).map((card: { id: string }) => card.id)).toEqual([first.id, second.id])
  })

  it('a 3-D Secure card is saved once the bank approves', async () => {
    const account = await signedInAccount(server)
    const setup = await ok(server, account, 'hub_createStripeSetup', {})
    expect(await typeCard(server, setup.clientSecret, CARDS.threeDSecure)).toMatchObject({ status: 'requires_action' })
    await webhooksDelivered(server)
    expect(await cardList(account)).toEqual([])

    const answer = await server.app.inject({
      method: 'POST',
      url: '/sandbox/api/authenticate',
      payload: { clientSecret: setup.clientSecret, approve: true },
    })
    expect(answer.json()).toMatchObject({ status: 'succeeded' })
    await webhooksDelivered(server)
    expect(await cardList(account)).toEqual([expect.objectContaining({ last4: '3184', isDefault: true })])
  })

  it('sets another card as the default, and answers the list with it first', async () => {
    const account = await signedInAccount(server)
    const first = await saveCard(server, account, CARDS.succeeds)
    const second = await saveCard(server, account, CARDS.mastercardDebit)

    const list = await ok(server, account, 'hub_setDefaultCreditCard', { cardId: second.id })

    expect(list.map((card: { id: string; isDefault: boolean }) => [card.id, card.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ])
  })

  it('removes a card at the processor and here; removing the default hands it to the card left', async () => {
    const account = await signedInAccount(server)
    const first = await saveCard(server, account, CARDS.succeeds)
    const second = await saveCard(server, account, CARDS.mastercardDebit)

    const list = await ok(server, account, 'hub_removeCreditCard', { cardId: first.id })

    expect(list).toEqual([expect.objectContaining({ id: second.id, isDefault: true })])
    await webhooksDelivered(server)
    expect(await cardList(account)).toEqual(list)
    const atSandbox = await server.database.kysely
      .selectFrom('card_sandbox_payment_methods')
      .select('customer_id')
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow()
    expect(atSandbox.customer_id).toBeNull()
  })

  it('refuses to remove a card a subscription needs, and changes nothing', async () => {
    const account = await signedInAccount(server)
    const named = await saveCard(server, account, CARDS.succeeds)
    const spare = await saveCard(server, account, CARDS.mastercardDebit)
    await ok(server, account, 'hub_setDefaultCreditCard', { cardId: spare.id })
    const walletId = await walletIdOf(server.database.kysely, { userId: account.userId })
    await server.database.kysely
      .insertInto('card_subscriptions')
      .values([subscription('sub_named', walletId, named.id), subscription('sub_default', walletId, null)])
      .execute()
    expect((await ok(server, account, 'hub_getSubscriptions', {})).map((s: { id: string }) => s.id).sort()).toEqual([
      'sub_default',
      'sub_named',
    ])
    const before = await cardsAtRest(server)

    // One subscription names the card; the other follows the default card.
    for (const card of [named, spare]) {
      const answer = await rpc(server, account, 'hub_removeCreditCard', { cardId: card.id })
      expect(answer.error).toMatchObject({ code: 10422, data: { reason: 'card_in_use' } })
      expect(answer.error?.messageZh).toMatch(/订阅/)
    }
    expect(await cardsAtRest(server)).toEqual(before)

    await server.database.kysely
      .updateTable('card_subscriptions')
      .set({ status: 'canceled' })
      .where('wallet_id', '=', walletId)
      .execute()
    expect(await ok(server, account, 'hub_removeCreditCard', { cardId: named.id })).toHaveLength(1)
  })

  it('lists no subscriptions for a wallet without any', async () => {
    expect(await ok(server, await signedInAccount(server), 'hub_getSubscriptions', {})).toEqual([])
  })
})

function subscription(id: string, walletId: number, cardId: string | null) {
  return {
    id,
    wallet_id: walletId,
    kind: 'package' as const,
    target_id: 3,
    name: 'Growth',
    status: 'active' as const,
    amount: '49.00',
    card_id: cardId,
    current_period_end: new Date(Date.now() + 86_400_000).toISOString(),
  }
}
