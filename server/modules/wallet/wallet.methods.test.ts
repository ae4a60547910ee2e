import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInAccount } from '../../test-support/accounts'
import { testEngines } from '../../test-support/test-database'
import { createTestServer, postRpc, type TestServer } from '../../test-support/test-server'

describe.each(testEngines())('the wallet on %s', (engine) => {
  let server: TestServer

  beforeAll(async () => {
    server = await createTestServer(engine)
  })
  afterAll(async () => {
    await server?.close()
  })

  it('a new account has an empty wallet, amounts as decimal strings', async () => {
    const account = await signedInAccount(server)
    const answer = await postRpc(server.app, { method: 'hub_getUserWalletOverview' }, account.headers)
    expect(answer.body.result).toEqual({
      amount: '0.00',
      arrears: '0.00',
      currency: 'USD',
      autoRenew: false,
      autoRenewMode: 'none',
      autoRenewSkuId: null,
      // This month's free allowance: the first call's draw grants it.
      ruBalance: 20_000_000,
      currentPackage: 'Free',
      packageExpiresAt: null,
      lowBalanceThreshold: '10.00',
      updatedAt: expect.stringMatching(/Z$/),
    })
  })

  it('keeps cents exact where a float would not', async () => {
    const account = await signedInAccount(server)
    await server.database.kysely
      .updateTable('wallets')
      .set({ amount: '12345678901234.10', arrears: '0.30' })
      .where('user_id', '=', account.userId)
      .execute()
    const answer = await postRpc(server.app, { method: 'hub_getUserWalletOverview' }, account.headers)
    expect(answer.body.result).toMatchObject({ amount: '12345678901234.10', arrears: '0.30' })
  })

  it('answers 10101 without a session', async () => {
    const answer = await postRpc(server.app, { method: 'hub_getUserWalletOverview' })
    expect(answer.body.error.code).toBe(10101)
  })
})
