/**
 * For the card tests: a server running the sandbox with a known webhook secret, and what a
 * person does in the sandbox's card field and 3-D Secure page, spoken to the same HTTP calls the
 * pages' scripts make. Not a test file: the suites beside it import it.
 */
import { expect } from 'vitest'
import type { CreditCard, OrderState } from '../../../../contract/index'
import type { TestAccount } from '../../../test-support/accounts'
import type { TestEngine } from '../../../test-support/test-database'
import { createTestServer, postRpc, rowsAtRest, type TestServer } from '../../../test-support/test-server'
import { AUTHENTICATE_PATH, CONFIRM_PATH } from './sandbox/sandbox-paths'

/** The sandbox's webhook secret in tests, so a test can sign (or forge) a delivery itself. */
export const SANDBOX_SECRET = 'whsec_card_tests_sandbox_secret'

export const CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  threeDSecure: '4000 0027 6000 3184',
  mastercardDebit: '5200 8282 8282 8210',
} as const

export function startCardServer(engine: TestEngine): Promise<TestServer> {
  return createTestServer(engine, { cards: { processor: 'sandbox', webhookSecret: SANDBOX_SECRET } })
}

/** A JSON-RPC call as `account` (with optional headers such as Team-Id). */
export async function rpc(server: TestServer, account: TestAccount, method: string, params: unknown, headers = {}) {
  const answer = await postRpc(
    server.app,
    { jsonrpc: '2.0', id: 1, method, params },
    { ...account.headers, ...headers },
  )
  return answer.body as { result?: any; error?: { code: number; message: string; messageZh: string; data?: any } } // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read arbitrary shapes
}

/** The result of a call that must succeed. */
export async function ok(server: TestServer, account: TestAccount, method: string, params: unknown, headers = {}) {
  const answer = await rpc(server, account, method, params, headers)
  expect(answer.error, method).toBeUndefined()
  return answer.result
}

/** Types `number` into the card field and confirms the intent of `clientSecret`. */
export async function typeCard(server: TestServer, clientSecret: string, number: string) {
  const response = await server.app.inject({
    method: 'POST',
    url: CONFIRM_PATH,
    payload: {
      clientSecret,
      number,
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 3,
      cvc: '123',
      name: 'Ada Lovelace',
    },
  })
  return response.json() as {
    status: string
    paymentMethodId?: string
    error?: { code: string }
    nextActionUrl?: string
  }
}

/** Answers the 3-D Secure page of `clientSecret`. */
export async function authenticate(server: TestServer, clientSecret: string, approve: boolean) {
  const response = await server.app.inject({
    method: 'POST',
    url: AUTHENTICATE_PATH,
    payload: { clientSecret, approve },
  })
  return response.json() as { status: string; error?: { code: string } }
}

/** Waits until the sandbox has delivered every webhook it owes. */
export async function webhooksDelivered(server: TestServer): Promise<void> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const row = await server.database.kysely
      .selectFrom('card_sandbox_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('delivered_at', 'is', null)
      .executeTakeFirstOrThrow()
    if (Number(row.n) === 0) return
    if (Date.now() > deadline) throw new Error(`${row.n} sandbox webhooks were never delivered`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** Row counts once every webhook and notice is delivered: a fair "before" or "after". */
export async function cardsAtRest(server: TestServer): Promise<Record<string, number>> {
  await webhooksDelivered(server)
  return rowsAtRest(server)
}

/** Saves a card through the card field, as the app does, and answers it once its webhook stored it. */
export async function saveCard(
  server: TestServer,
  account: TestAccount,
  number: string,
  headers = {},
): Promise<CreditCard> {
  const setup = await ok(server, account, 'hub_createStripeSetup', {}, headers)
  const typed = await typeCard(server, setup.clientSecret, number)
  if (typed.status === 'requires_action') await authenticate(server, setup.clientSecret, true)
  await webhooksDelivered(server)
  const cards: CreditCard[] = await ok(server, account, 'hub_getCreditCardList', {}, headers)
  const card = cards.find((entry) => entry.id === typed.paymentMethodId)
  if (!card) throw new Error(`card ${number} was not saved`)
  return card
}

/** The order once its webhooks are delivered. */
export async function settledOrder(
  server: TestServer,
  account: TestAccount,
  orderId: string,
  headers = {},
): Promise<OrderState> {
  await webhooksDelivered(server)
  return ok(server, account, 'hub_polling', { orderId }, headers)
}

/** The wallet's balance and its ledger rows. */
export async function walletState(server: TestServer, account: TestAccount, headers = {}) {
  const overview = await ok(server, account, 'hub_getUserWalletOverview', {}, headers)
  const ledger = await server.database.kysely
    .selectFrom('wallet_ledger')
    .innerJoin('wallets', 'wallets.id', 'wallet_ledger.wallet_id')
    .select(['wallet_ledger.kind', 'wallet_ledger.balance_delta', 'wallet_ledger.reference'])
    .where('wallets.user_id', '=', account.userId)
    .execute()
  return { amount: overview.amount as string, ledger }
}
