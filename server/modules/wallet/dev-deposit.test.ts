import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInAccount } from '../../test-support/accounts'
import { testEngines } from '../../test-support/test-database'
import { createTestServer, postRpc, type TestServer } from '../../test-support/test-server'

describe.each(testEngines())('dev_deposit on %s', (engine) => {
  let server: TestServer

  beforeAll(async () => {
    server = await createTestServer(engine)
  })
  afterAll(async () => {
    await server?.close()
  })

  it('credits the wallet and sends the deposit notice', async () => {
    const account = await signedInAccount(server)
    const call = (method: string, params: unknown) =>
      postRpc(server.app, { jsonrpc: '2.0', id: 1, method, params }, account.headers)

    const deposit = await call('dev_deposit', { email: account.email, coinAmount: '25.5', usdAmount: '25.50' })
    expect(deposit.body.result.amount).toMatch(/^25\.50*$/)
    expect((await call('hub_getUserWalletOverview', {})).body.result.amount).toMatch(/^25\.50*$/)
    const [notice] = (await call('hub_getUserMessages', { cursor: 0, perPage: 5 })).body.result.list
    expect(notice).toMatchObject({ type: 'deposit', read: false, expand: { coin: 'USDT', usdAmount: '25.50' } })
  })
})
