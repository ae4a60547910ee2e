import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GATEWAY_USAGE_PATH, MAX_USAGE_BATCH_CALLS } from '../../../../contract/gateway-usage'
import { rpcAsAccount, signedInAccount } from '../../../test-support/accounts'
import { testEngines } from '../../../test-support/test-database'
import { createTestServer, type TestServer } from '../../../test-support/test-server'

const GATEWAY_SECRET = 'test-gateway-secret'

describe.each(testEngines())('POST /gateway/usage on %s', (engine) => {
  let server: TestServer
  let unconfigured: TestServer
  const { ok } = rpcAsAccount(() => server)
  beforeAll(async () => {
    server = await createTestServer(engine, { gatewaySecret: GATEWAY_SECRET })
    unconfigured = await createTestServer(engine)
  })
  afterAll(async () => {
    await server?.close()
    await unconfigured?.close()
  })

  const send = (body: unknown, { secret = GATEWAY_SECRET as string | null, on = () => server } = {}) =>
    on().app.inject({
      method: 'POST',
      url: GATEWAY_USAGE_PATH,
      headers: secret === null ? {} : { authorization: `Bearer ${secret}` },
      payload: body as Record<string, unknown>,
    })
  const call = (key: string, extra: Record<string, unknown> = {}) => ({
    key,
    network: 'ethereum-mainnet',
    method: 'eth_blockNumber',
    outcome: 'ok',
    latencyMs: 12,
    at: new Date().toISOString(),
    ...extra,
  })
  const requestsOf = async (apikeyId: number) =>
    Number(
      (
        await server.database.kysely
          .selectFrom('usage_hourly')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('requests'), eb.lit(0)).as('n'))
          .where('apikey_id', '=', apikeyId)
          .executeTakeFirstOrThrow()
      ).n,
    )

  it('answers the receipt, and a copy of the batch counts nothing', async () => {
    const ann = await signedInAccount(server, 'route-usage')
    const key = await ok(ann, 'hub_generateApiKey', { name: 'Routed' })
    const body = { batchId: `route-${Date.now()}`, calls: [call(key.key), call(key.key), call('nobody')] }
    const first = await send(body)
    expect(first.statusCode).toBe(200)
    expect(first.headers['cache-control']).toBe('no-store')
    expect(first.json()).toEqual({ batchId: body.batchId, counted: 2, duplicate: false, unknownKeys: 1 })
    const again = await send(body)
    expect(again.json()).toEqual({ batchId: body.batchId, counted: 0, duplicate: true, unknownKeys: 1 })
    expect(await requestsOf(key.id)).toBe(2)
  })

  it('takes a full batch of 10,000 calls in one request', async () => {
    const bo = await signedInAccount(server, 'route-full')
    const key = await ok(bo, 'hub_generateApiKey', { name: 'Busy' })
    const calls = Array.from({ length: MAX_USAGE_BATCH_CALLS }, (_, i) =>
      call(key.key, { method: ['eth_call', 'eth_getLogs', 'eth_chainId'][i % 3], latencyMs: i % 900 }),
    )
    const answer = await send({ batchId: `full-${Date.now()}`, calls })
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toMatchObject({ counted: MAX_USAGE_BATCH_CALLS, unknownKeys: 0 })
    expect(await requestsOf(key.id)).toBe(MAX_USAGE_BATCH_CALLS)
  })

  it('refuses a wrong or missing secret with 401 and a bad body with 400 naming the field, counting nothing', async () => {
    const cy = await signedInAccount(server, 'route-refused')
    const key = await ok(cy, 'hub_generateApiKey', { name: 'Refused' })
    const body = { batchId: `refused-${Date.now()}`, calls: [call(key.key)] }
    expect((await send(body, { secret: 'wrong' })).statusCode).toBe(401)
    expect((await send(body, { secret: null })).statusCode).toBe(401)

    const badNetwork = await send({ ...body, calls: [call(key.key, { network: 'Not A Network' })] })
    expect(badNetwork.statusCode).toBe(400)
    expect(badNetwork.json().error).toMatch(/calls\.0\.network/)
    const badOutcome = await send({ ...body, calls: [call(key.key), call(key.key, { outcome: 'maybe' })] })
    expect(badOutcome.statusCode).toBe(400)
    expect(badOutcome.json().error).toMatch(/calls\.1\.outcome/)
    const noId = await send({ calls: [call(key.key)] })
    expect(noId.statusCode).toBe(400)
    expect(noId.json().error).toMatch(/batchId/)
    const tooMany = await send({
      ...body,
      calls: Array.from({ length: MAX_USAGE_BATCH_CALLS + 1 }, () => call(key.key)),
    })
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json().error).toMatch(/calls/)
    // Text the database cannot store (found by the fuzzing harness, issue 21: it failed as a 500).
    const nulId = await send({ ...body, batchId: 'a\u0000b' })
    expect(nulId.statusCode).toBe(400)
    expect(nulId.json().error).toMatch(/^Bad request: batchId must not contain a NUL/)
    const surrogateKey = await send({ ...body, calls: [call(key.key), call('k\udbff')] })
    expect(surrogateKey.statusCode).toBe(400)
    expect(surrogateKey.json().error).toMatch(/^Bad request: calls\.1\.key must be well-formed Unicode/)
    expect(await requestsOf(key.id)).toBe(0)
    // Refused bodies claimed nothing: the batch still counts when sent right.
    expect((await send(body)).json()).toMatchObject({ counted: 1, duplicate: false })
  })

  it('answers 503 when no gateway secret is configured', async () => {
    const answer = await send({ batchId: 'off', calls: [] }, { on: () => unconfigured })
    expect(answer.statusCode).toBe(503)
    expect(answer.json().error).toMatch(/HUBDECK_GATEWAY_SECRET/)
    expect((await send({ batchId: 'off', calls: [] }, { on: () => unconfigured, secret: '' })).statusCode).toBe(503)
  })
})
