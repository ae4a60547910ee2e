/**
 * The wallet's own methods over JSON-RPC: the deposit history with its filters and pages, the
 * open deposits and dismissing an abandoned card one, auto-renew and the low-balance threshold;
 * bad input and other people's wallets change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rpcAsAccount, signedInAccount, type TestAccount } from '../../test-support/accounts'
import { testEngines } from '../../test-support/test-database'
import { createTestServer, rowsAtRest, type TestServer } from '../../test-support/test-server'
import { creditDeposit, walletIdOf } from './ledger'

describe.each(testEngines())('wallet methods on %s', (engine) => {
  let server: TestServer
  const { call, ok } = rpcAsAccount(() => server)

  beforeAll(async () => {
    server = await createTestServer(engine)
  })
  afterAll(async () => {
    await server?.close()
  })

  /** Inserts a deposit row as the watcher or the card webhook would. */
  async function depositRow(account: TestAccount, values: Record<string, unknown>) {
    const walletId = await walletIdOf(server.database.kysely, { userId: account.userId })
    const { id } = await server.database.kysely
      .insertInto('deposits')
      .values({ wallet_id: walletId, payment_method: 'cobo', status: 'succeeded', usd_amount: '10.00', ...values })
      .returning('id')
      .executeTakeFirstOrThrow()
    return Number(id)
  }

  it('lists deposits newest first, in pages, filtered by method and time', async () => {
    const account = await signedInAccount(server, 'history')
    await depositRow(account, {
      created_at: '2026-01-05T00:00:00Z',
      coin: 'USDT',
      network_id: 'hubdeck-devnet',
      coin_amount: '10.5',
      tx_hash: '0xaa',
      log_index: 0,
    })
    await depositRow(account, {
      created_at: '2026-02-05T00:00:00Z',
      payment_method: 'stripe',
      usd_amount: '49.00',
      order_id: 'ord_1',
    })
    await depositRow(account, {
      created_at: '2026-03-05T00:00:00Z',
      coin: 'USDC',
      network_id: 'hubdeck-devnet',
      coin_amount: '7',
      tx_hash: '0xbb',
      log_index: 2,
    })

    const first = await ok(account, 'hub_getWalletDeposit', { page: 1, perPage: 2 })
    expect(first.total).toBe(3)
    expect(first.list.map((deposit: { usdAmount: string }) => deposit.usdAmount)).toEqual(['10.00', '49.00'])
    expect(first.list[0]).toMatchObject({
      paymentMethod: 'cobo',
      coin: 'USDC',
      coinAmount: '7',
      txHash: '0xbb',
      status: 'succeeded',
    })
    const second = await ok(account, 'hub_getWalletDeposit', { page: 2, perPage: 2 })
    expect(second.list).toHaveLength(1)
    expect(second.list[0]).toMatchObject({ coinAmount: '10.5', createdAt: '2026-01-05T00:00:00.000Z' })

    const cards = await ok(account, 'hub_getWalletDeposit', { paymentMethod: 'stripe' })
    expect(cards).toMatchObject({ total: 1, list: [{ paymentMethod: 'stripe', coin: null, txHash: null }] })
    const february = await ok(account, 'hub_getWalletDeposit', {
      from: '2026-02-01T00:00:00Z',
      to: '2026-03-01T00:00:00Z',
    })
    expect(february.list.map((deposit: { usdAmount: string }) => deposit.usdAmount)).toEqual(['49.00'])

    const backwards = await call(account, 'hub_getWalletDeposit', {
      from: '2026-03-01T00:00:00Z',
      to: '2026-02-01T00:00:00Z',
    })
    expect(backwards.body.error).toMatchObject({ code: -32602, data: { field: 'to' } })
  })

  it('lists open deposits with their confirmations, and dismisses an abandoned card one only', async () => {
    const account = await signedInAccount(server, 'pending')
    const crypto = await depositRow(account, {
      status: 'confirming',
      coin: 'USDT',
      network_id: 'hubdeck-devnet',
      coin_amount: '20',
      tx_hash: '0xcc',
      log_index: 1,
      confirmations: 1,
      required_confirmations: 3,
    })
    const card = await depositRow(account, {
      status: 'pending',
      payment_method: 'stripe',
      usd_amount: '49.00',
      order_id: 'ord_pending',
    })
    await depositRow(account, { coin: 'USDT', tx_hash: '0xdd', log_index: 0, network_id: 'hubdeck-devnet' })

    const pending = await ok(account, 'hub_getWalletDepositPending', {})
    expect(pending).toEqual([
      expect.objectContaining({ id: card, paymentMethod: 'stripe', status: 'pending', orderId: 'ord_pending' }),
      expect.objectContaining({
        id: crypto,
        status: 'confirming',
        confirmations: 1,
        requiredConfirmations: 3,
        orderId: null,
      }),
    ])

    const refused = await call(account, 'hub_delWalletDepositPending', { id: crypto })
    expect(refused.body.error).toMatchObject({ code: 10422 })
    const other = await signedInAccount(server, 'pending-other')
    expect((await call(other, 'hub_delWalletDepositPending', { id: card })).body.error).toMatchObject({ code: 50404 })
    expect(await ok(account, 'hub_getWalletDepositPending', {})).toHaveLength(2)

    expect(await ok(account, 'hub_delWalletDepositPending', { id: card })).toBeNull()
    expect((await ok(account, 'hub_getWalletDepositPending', {})).map((deposit: { id: number }) => deposit.id)).toEqual(
      [crypto],
    )
  })

  it('switches auto-renew and sets the low-balance threshold; a bad amount changes nothing', async () => {
    const account = await signedInAccount(server, 'settings')
    expect(await ok(account, 'hub_setUserAutoRenew', { enabled: true })).toMatchObject({ autoRenew: true })
    expect(await ok(account, 'hub_setLowBalanceThreshold', { amount: '25.5' })).toMatchObject({
      lowBalanceThreshold: '25.50',
    })
    for (const amount of ['-1', 'ten', '1.234', '']) {
      const answer = await call(account, 'hub_setLowBalanceThreshold', { amount })
      expect(answer.body.error, amount).toMatchObject({ code: -32602 })
    }
    expect(await ok(account, 'hub_getUserWalletOverview', {})).toMatchObject({
      autoRenew: true,
      lowBalanceThreshold: '25.50',
    })
    expect((await call(account, 'hub_setLowBalanceThreshold', { amount: '1000000.01' })).body.error).toMatchObject({
      code: -32602,
    })

    // The personal wallet's threshold and the e-mail setting are one setting, whichever sets it.
    expect(await ok(account, 'hub_getUserEmailConfig', {})).toMatchObject({ lowBalanceThreshold: '25.50' })
    await ok(account, 'hub_setUserEmailConfig', { lowBalanceThreshold: '30' })
    expect(await ok(account, 'hub_getUserWalletOverview', {})).toMatchObject({ lowBalanceThreshold: '30.00' })

    // A team wallet's is its own.
    const { teamId } = await ok(account, 'hub_createTeam', { name: 'Threshold team' })
    const team = { 'team-id': String(teamId) }
    expect(await ok(account, 'hub_setLowBalanceThreshold', { amount: '5' }, team)).toMatchObject({
      lowBalanceThreshold: '5.00',
    })
    expect(await ok(account, 'hub_getUserWalletOverview', {})).toMatchObject({ lowBalanceThreshold: '30.00' })
  })

  it('answers a kept overview until the wallet changes, also when a credit comes from the background', async () => {
    const account = await signedInAccount(server, 'kept')
    expect(await ok(account, 'hub_getUserWalletOverview', {})).toMatchObject({ amount: '0.00' })
    expect(await ok(account, 'hub_getUserWalletOverview', {})).toMatchObject({ amount: '0.00' })
    // As the chain watcher does: no RPC call, only the ledger and its transaction's signal.
    const deposit = await depositRow(account, {
      status: 'confirming',
      usd_amount: '12.34',
      tx_hash: '0xkept',
      log_index: 0,
      network_id: 'n',
    })
    await creditDeposit(server.database.kysely, deposit)
    await expect.poll(async () => (await ok(account, 'hub_getUserWalletOverview', {})).amount).toBe('12.34')
  })

  it('refuses a foreign Team-Id on every wallet method, changing nothing', async () => {
    const owner = await signedInAccount(server, 'team-owner')
    const outsider = await signedInAccount(server, 'outsider')
    const { teamId } = await ok(owner, 'hub_createTeam', { name: 'Wallet team' })
    const foreign = { 'team-id': String(teamId) }
    const before = await rowsAtRest(server)
    for (const [method, params] of [
      ['hub_getUserWalletOverview', {}],
      ['hub_setUserAutoRenew', { enabled: true }],
      ['hub_setLowBalanceThreshold', { amount: '1.00' }],
      ['hub_getWalletDeposit', {}],
      ['hub_getWalletDepositPending', {}],
      ['hub_delWalletDepositPending', { id: 1 }],
      ['hub_getWalletCoinList', {}],
      ['hub_getDepositAddress', { coin: 'USDT', networkId: 'hubdeck-devnet' }],
      ['hub_getDepositAddressList', {}],
      ['hub_depositByCard', { amount: '49.00' }],
      ['hub_createStripeOrder', { purpose: 'deposit', amount: '49.00' }],
      ['hub_polling', { orderId: 'ord_x' }],
      ['hub_getCreditCardList', {}],
      ['hub_setDefaultCreditCard', { cardId: 'pm_x' }],
      ['hub_removeCreditCard', { cardId: 'pm_x' }],
      ['hub_createStripeSetup', {}],
    ] as const) {
      const answer = await call(outsider, method, params, foreign)
      expect(answer.body.error, method).toMatchObject({ code: 10403 })
    }
    expect(await rowsAtRest(server)).toEqual(before)
    const team = await ok(owner, 'hub_getUserWalletOverview', {}, foreign)
    expect(team).toMatchObject({ amount: '0.00', autoRenew: false })
  })
})
