/**
 * The reference gateway against the real in-process chain (ganache) and a real database: a
 * key's dev-network URL, as `hub_getApiKeyEndpoints` gives it, answers JSON-RPC over HTTP and
 * WebSocket, every call is checked by the gateway decision and metered into usage and RU, a
 * refused call names its rule and never reaches the chain, and another network is named as not
 * served.
 */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { WebSocket } from 'ws'
import { rpcAsAccount, signedInAccount, type TestAccount } from '../../../test-support/accounts'
import { testEngines } from '../../../test-support/test-database'
import { createTestServer, type TestServer } from '../../../test-support/test-server'
import { toJsonb } from '../../../db/jsonb'
import { methodUnits, ruCost } from '../../packages/ru/ru-cost'
import { DEVNET_ID, devnetDepositSettings } from '../../wallet/chain/devnet-network'

describe.each(testEngines())('the reference gateway on %s', (engine) => {
  let server: TestServer
  let origin: string
  const { ok } = rpcAsAccount(() => server)

  beforeAll(async () => {
    server = await createTestServer(engine, { deposits: devnetDepositSettings({ blockTimeMs: 100 }) })
    origin = await server.app.listen({ port: 0, host: '127.0.0.1' })
    await server.app.cryptoDeposits!.devnet()
  }, 60_000)
  afterAll(async () => {
    await server?.close()
  })

  const db = () => server.database.kysely

  /** A signed-in account with one key, and the key's dev-network URLs as the endpoint page gets them. */
  async function accountWithKey(name: string, features: Record<string, boolean> = {}) {
    const account = await signedInAccount(server, name)
    const key = await ok(account, 'hub_generateApiKey', { name })
    // Set as an operator would: a free account's package does not offer the features.
    if (Object.keys(features).length > 0) {
      await db()
        .updateTable('api_keys')
        .set({ features: toJsonb({ ...key.features, ...features }) })
        .where('id', '=', key.id)
        .execute()
    }
    // Over a real connection: the URLs carry the origin the caller reached the server at.
    const response = await fetch(`${origin}/api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...account.headers },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'hub_getApiKeyEndpoints', params: { id: key.id } }),
    })
    const endpoints = ((await response.json()) as { result: { chains: { networks: unknown[] }[] } }).result
    const devnet = endpoints.chains
      .flatMap((chain) => chain.networks as { id: string; httpsUrl: string; wssUrl: string }[])
      .find((network) => network.id === DEVNET_ID)!
    return { account, key, https: devnet.httpsUrl, wss: devnet.wssUrl }
  }

  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url: new URL(url).pathname,
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    })

  /** The key's hourly usage rows, numbers as numbers (engines return bigint columns differently). */
  const usageOf = async (apikeyId: number) =>
    (
      await db()
        .selectFrom('usage_hourly')
        .select(['network_id', 'method', 'requests', 'ru', 'errors', 'user_id', 'team_id'])
        .where('apikey_id', '=', apikeyId)
        .orderBy('method')
        .execute()
    ).map((row) => ({
      ...row,
      requests: Number(row.requests),
      ru: Number(row.ru),
      errors: Number(row.errors),
      user_id: row.user_id === null ? null : Number(row.user_id),
      team_id: row.team_id === null ? null : Number(row.team_id),
    }))
  const ruUsedBy = async (account: TestAccount) => {
    const row = await db()
      .selectFrom('package_grants')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('ru_used'), eb.val('0')).as('used'))
      .where('user_id', '=', account.userId)
      .executeTakeFirstOrThrow()
    return Number(row.used)
  }

  it('lists the dev network last, its URLs at this server', async () => {
    const { key, https, wss } = await accountWithKey('listed')
    expect(https).toBe(`${origin}/v1/rpc/${key.key}`)
    expect(wss).toBe(`${origin.replace(/^http/, 'ws')}/v1/ws/${key.key}`)
    const chains = await ok(await signedInAccount(server, 'chains'), 'hub_getSupportChains', {})
    expect(chains.at(-1)).toMatchObject({
      name: 'Hubdeck Devnet',
      networks: [{ id: DEVNET_ID, chainId: 1337, testnet: true, wssTemplate: expect.stringContaining('/v1/ws/{key}') }],
    })
    // Other networks keep their gateway domain.
    expect(chains[0].networks[0].httpsTemplate).toBe('https://ethereum-mainnet.hubdeck.dev/v1/rpc/{key}')
  })

  it("answers eth_blockNumber from the chain and meters it: usage by method and the owner's RU", async () => {
    const { account, key, https } = await accountWithKey('block-number')
    const chainHead = await (await server.app.cryptoDeposits!.devnet()).client.getBlockNumber()
    const answer = await post(https, { jsonrpc: '2.0', id: 7, method: 'eth_blockNumber', params: [] })
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['access-control-allow-origin']).toBe('*')
    const body = answer.json()
    expect(body).toMatchObject({ jsonrpc: '2.0', id: 7, result: expect.stringMatching(/^0x[0-9a-f]+$/) })
    expect(BigInt(body.result)).toBeGreaterThanOrEqual(chainHead)

    // A batch, sent as curl -d sends it (no JSON content type): each call answered by its id.
    const batch = await post(
      https,
      JSON.stringify([
        { jsonrpc: '2.0', id: 'a', method: 'eth_chainId' },
        { jsonrpc: '2.0', id: 'b', method: 'eth_blockNumber', params: [] },
      ]),
      { 'content-type': 'application/x-www-form-urlencoded' },
    )
    expect(batch.statusCode).toBe(200)
    expect(batch.json()).toEqual([
      { jsonrpc: '2.0', id: 'a', result: '0x539' },
      { jsonrpc: '2.0', id: 'b', result: expect.stringMatching(/^0x[0-9a-f]+$/) },
    ])

    expect(await usageOf(key.id)).toEqual([])
    await server.app.referenceGateway!.flush()
    const blockNumberRu = ruCost(methodUnits('eth_blockNumber'))
    // The cost table's figures (ru-cost.ts): what the rows below hold.
    expect([blockNumberRu, ruCost(methodUnits('eth_chainId'))]).toEqual([10, 1])
    const owner = { user_id: account.userId, team_id: null }
    expect(await usageOf(key.id)).toEqual([
      { network_id: DEVNET_ID, method: 'eth_blockNumber', requests: 2, ru: 20, errors: 0, ...owner },
      { network_id: DEVNET_ID, method: 'eth_chainId', requests: 1, ru: 1, errors: 0, ...owner },
    ])
    expect(await ruUsedBy(account)).toBe(2 * blockNumberRu + ruCost(methodUnits('eth_chainId')))
  })

  it('charges an archive-mode key 30 % more on the dev network, which serves archive data', async () => {
    const { account, key, https } = await accountWithKey('archive', { archive_mode: true })
    expect((await post(https, { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' })).statusCode).toBe(200)
    await server.app.referenceGateway!.flush()
    expect(await usageOf(key.id)).toMatchObject([{ method: 'eth_blockNumber', ru: 13 }])
    expect(await ruUsedBy(account)).toBe(13)
  })

  it('refuses a frozen key with the rule named, forwarding and metering nothing', async () => {
    const { account, key, https } = await accountWithKey('frozen')
    await ok(account, 'hub_freezeApiKey', { id: key.id })
    const provider = (await server.app.cryptoDeposits!.devnet()).provider
    const spy = vi.spyOn(provider, 'request')
    try {
      const answer = await post(https, { jsonrpc: '2.0', id: 3, method: 'web3_clientVersion', params: [] })
      expect(answer.statusCode).toBe(403)
      expect(answer.json()).toEqual({
        jsonrpc: '2.0',
        id: 3,
        error: {
          code: -32001,
          message: expect.stringMatching(/^Refused by the gateway: frozen: /),
          data: { rule: 'frozen' },
        },
      })
      expect(spy.mock.calls.filter(([args]) => args.method === 'web3_clientVersion')).toEqual([])
    } finally {
      spy.mockRestore()
    }
    await server.app.referenceGateway!.flush()
    expect(await usageOf(key.id)).toEqual([])
    expect(await ruUsedBy(account)).toBe(0)

    const unknown = await post(https.replace(key.key, 'not-a-key'), { jsonrpc: '2.0', id: 4, method: 'eth_chainId' })
    expect(unknown.statusCode).toBe(401)
    expect(unknown.json().error.data).toEqual({ rule: 'unknown_key' })
    // A key the database could not store (a NUL) is unknown too, not a 500; a URL that is not
    // even UTF-8 (a lone surrogate's bytes) is a bad request.
    const nul = await post(https.replace(key.key, '%00abc'), { jsonrpc: '2.0', id: 5, method: 'eth_chainId' })
    expect(nul.statusCode).toBe(401)
    expect(nul.json().error.data).toEqual({ rule: 'unknown_key' })
    const surrogate = await post(https.replace(key.key, '%ED%A0%80'), { jsonrpc: '2.0', id: 6, method: 'eth_chainId' })
    expect(surrogate.statusCode).toBe(400)
  })

  it('names the networks it serves when the host asks for another', async () => {
    const { key, https } = await accountWithKey('other-network')
    const answer = await post(
      https,
      { jsonrpc: '2.0', id: 5, method: 'eth_blockNumber' },
      {
        host: `ethereum-mainnet.localhost:${new URL(origin).port}`,
      },
    )
    expect(answer.statusCode).toBe(404)
    expect(answer.json()).toEqual({
      jsonrpc: '2.0',
      id: 5,
      error: {
        code: -32002,
        message: expect.stringContaining(`serves ${DEVNET_ID} only, not ethereum-mainnet`),
        data: { network: 'ethereum-mainnet', served: [DEVNET_ID] },
      },
    })
    await server.app.referenceGateway!.flush()
    expect(await usageOf(key.id)).toEqual([])
  })

  it("answers what it does not serve as a node would: bad JSON, the node's own account, chain control", async () => {
    const { key, https } = await accountWithKey('not-served')
    const parse = await post(https, '{"jsonrpc":')
    expect(parse.statusCode).toBe(400)
    expect(parse.json().error.code).toBe(-32700)
    const provider = (await server.app.cryptoDeposits!.devnet()).provider
    const spy = vi.spyOn(provider, 'request')
    const answer = await post(https, [
      { jsonrpc: '2.0', id: 1, method: 'evm_mine', params: [] },
      { jsonrpc: '2.0', id: 2, method: 'eth_accounts', params: [] },
      { jsonrpc: '2.0', id: 3, method: 'eth_sendTransaction', params: [{}] },
    ])
    const reached = spy.mock.calls.map(([args]) => args.method)
    spy.mockRestore()
    expect(reached).not.toContain('evm_mine')
    expect(reached).not.toContain('eth_accounts')
    expect(reached).not.toContain('eth_sendTransaction')
    expect(answer.json()).toEqual([
      { jsonrpc: '2.0', id: 1, error: { code: -32601, message: expect.stringContaining('evm_mine') } },
      { jsonrpc: '2.0', id: 2, result: [] },
      { jsonrpc: '2.0', id: 3, error: { code: -32601, message: expect.stringContaining('eth_sendTransaction') } },
    ])
    await server.app.referenceGateway!.flush()
    expect((await usageOf(key.id)).map((row) => [row.method, row.errors])).toEqual([
      ['eth_accounts', 0],
      ['eth_sendTransaction', 1],
      ['evm_mine', 1],
    ])
  })

  it('answers over WebSocket: eth_chainId, and a subscription of its own', async () => {
    const { key, wss } = await accountWithKey('socket')
    const ws = new WebSocket(wss)
    const frames: unknown[] = []
    ws.on('message', (data) => frames.push(JSON.parse(String(data))))
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject))
    try {
      ws.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }))
      await expect.poll(() => frames).toContainEqual({ jsonrpc: '2.0', id: 1, result: '0x539' })

      ws.send(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'eth_subscribe', params: ['newHeads'] }))
      await expect.poll(() => frames.find((frame) => (frame as { id?: number }).id === 2)).toBeTruthy()
      const subscription = (frames.find((frame) => (frame as { id?: number }).id === 2) as { result: string }).result
      expect(subscription).toMatch(/^0x/)
      await expect
        .poll(() => frames.find((frame) => (frame as { method?: string }).method === 'eth_subscription'), {
          timeout: 5000,
        })
        .toMatchObject({ params: { subscription, result: { number: expect.stringMatching(/^0x/) } } })

      // Another socket's (or the deposit watcher's) subscription is not this socket's to end.
      ws.send(JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'eth_unsubscribe', params: ['0x1'] }))
      ws.send(JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'eth_unsubscribe', params: [subscription] }))
      await expect.poll(() => frames).toContainEqual({ jsonrpc: '2.0', id: 3, result: false })
      await expect.poll(() => frames).toContainEqual({ jsonrpc: '2.0', id: 4, result: true })
    } finally {
      ws.close()
    }
    await server.app.referenceGateway!.flush()
    expect((await usageOf(key.id)).map((row) => [row.method, row.requests])).toEqual([
      ['eth_chainId', 1],
      ['eth_subscribe', 1],
      ['eth_unsubscribe', 2],
    ])
  })

  it('is what `npm run traffic` drives: every call it sent is answered and metered', async () => {
    const { key } = await accountWithKey('traffic')
    const { stdout } = await promisify(execFile)(
      process.execPath,
      // `--key=…` in one argument: a key may start with "-", which parseArgs reads as an option.
      [
        '--import',
        'tsx',
        'scripts/traffic.ts',
        '--url',
        origin,
        `--key=${key.key}`,
        '--rate',
        '20',
        '--seconds',
        '1.5',
      ],
      { timeout: 30_000 },
    )
    const sent = Number(/Stopped after (\d+) calls/.exec(stdout)?.[1])
    expect(sent).toBeGreaterThan(10)
    expect(stdout).toMatch(/\d+ sent {2}\d+ ok {2}0 errors/)
    expect(stdout).not.toMatch(/refused/)
    await server.app.referenceGateway!.flush()
    const rows = await usageOf(key.id)
    expect(rows.reduce((total, row) => total + row.requests, 0)).toBe(sent)
    expect(rows.every((row) => row.errors === 0 && row.network_id === DEVNET_ID)).toBe(true)
    expect(new Set(rows.map((row) => row.method)).size).toBeGreaterThan(1)
  }, 40_000)
})
