import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rpcAsAccount, signedInAccount } from '../../../test-support/accounts'
import { testEngines } from '../../../test-support/test-database'
import { createTestServer, type TestServer } from '../../../test-support/test-server'
import { DEVNET_ID } from './devnet-network'

describe.each(testEngines())('a server without deposit settings, on %s', (engine) => {
  let server: TestServer
  const { call, ok } = rpcAsAccount(() => server)

  beforeAll(async () => {
    server = await createTestServer(engine)
  })
  afterAll(async () => {
    await server?.close()
  })

  it('runs no chain, lists no coins and gives no address', async () => {
    const account = await signedInAccount(server)
    expect(server.app.cryptoDeposits).toBeNull()
    expect(await ok(account, 'hub_getWalletCoinList', {})).toEqual([])
    const refused = await call(account, 'hub_getDepositAddress', { coin: 'USDT', networkId: DEVNET_ID })
    expect(refused.body.error).toMatchObject({ code: 10422, data: { reason: 'unknown_coin' } })
    const minted = await call(account, 'dev_sendTestTokens', {
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      coin: 'USDT',
      networkId: DEVNET_ID,
      amount: '1',
    })
    expect(minted.body.error).toMatchObject({ code: 10422 })
  })
})
