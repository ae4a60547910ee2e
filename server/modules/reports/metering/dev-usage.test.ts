import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rpcAsAccount, signedInAccount } from '../../../test-support/accounts'
import { testEngines } from '../../../test-support/test-database'
import { createTestServer, postRpc, type TestServer } from '../../../test-support/test-server'

describe.each(testEngines())('dev_consumeRu through metering on %s', (engine) => {
  let server: TestServer
  const { ok } = rpcAsAccount(() => server)
  beforeAll(async () => {
    server = await createTestServer(engine)
  })
  afterAll(async () => {
    await server?.close()
  })
  const consume = async (params: Record<string, unknown>) =>
    (await postRpc(server.app, { jsonrpc: '2.0', id: 1, method: 'dev_consumeRu', params })).body
  const buckets = (userId: number) =>
    server.database.kysely
      .selectFrom('usage_hourly')
      .select(['apikey_id', 'network_id', 'method', 'requests', 'ru'])
      .where('user_id', '=', userId)
      .orderBy('apikey_id')
      .orderBy('method')
      .execute()
  const numeric = (rows: Awaited<ReturnType<typeof buckets>>) =>
    rows.map((row) => ({
      ...row,
      apikey_id: Number(row.apikey_id),
      requests: Number(row.requests),
      ru: Number(row.ru),
    }))

  it('records the RU drawn on the owner’s oldest live key, or the key and method named', async () => {
    const ann = await signedInAccount(server, 'dev-usage')
    const first = await ok(ann, 'hub_generateApiKey', { name: 'First' })
    const second = await ok(ann, 'hub_generateApiKey', { name: 'Second' })
    expect((await consume({ email: ann.email, ru: 1000 })).result).toMatchObject({ cost: 1000, drawn: 1000 })
    expect((await consume({ email: ann.email, ru: 100, archive: true })).result).toMatchObject({ cost: 130 })
    expect(
      (await consume({ email: ann.email, ru: 50, apikeyId: second.id, network: 'bsc-mainnet', method: 'eth_call' }))
        .result,
    ).toMatchObject({ cost: 50, drawn: 50 })
    expect(numeric(await buckets(ann.userId))).toEqual([
      { apikey_id: first.id, network_id: 'hubdeck-devnet', method: 'dev_consumeRu', requests: 2, ru: 1130 },
      { apikey_id: second.id, network_id: 'bsc-mainnet', method: 'eth_call', requests: 1, ru: 50 },
    ])
  })

  it('only draws for an owner without a key, and refuses another owner’s key with 50404', async () => {
    const bo = await signedInAccount(server, 'dev-usage-keyless')
    const cy = await signedInAccount(server, 'dev-usage-other')
    const cysKey = await ok(cy, 'hub_generateApiKey', { name: 'Not Bo’s' })
    expect((await consume({ email: bo.email, ru: 500 })).result).toMatchObject({ drawn: 500, ruLeft: 20_000_000 - 500 })
    expect(await buckets(bo.userId)).toEqual([])

    const refused = await consume({ email: bo.email, ru: 500, apikeyId: cysKey.id })
    expect(refused.error).toMatchObject({ code: 50404 })
    expect(await buckets(cy.userId)).toEqual([])
    expect((await consume({ email: bo.email, ru: 1 })).result).toMatchObject({ ruLeft: 20_000_000 - 501 })
  })
})
