import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { toJsonb } from '../../db/jsonb'
import { signedInAccount, type TestAccount } from '../../test-support/accounts'
import { testEngines } from '../../test-support/test-database'
import { createTestServer, postRpc, type TestServer } from '../../test-support/test-server'
import { CHAINS_CACHE_MS } from '../system/chains.cache'
import { GATEWAY_AUTHORIZE_PATH } from './gateway.routes'

const GATEWAY_SECRET = 'test-gateway-secret'

describe.each(testEngines())('POST /gateway/authorize on %s', (engine) => {
  let server: TestServer

  beforeAll(async () => {
    server = await createTestServer(engine, { gatewaySecret: GATEWAY_SECRET })
  })
  afterAll(async () => {
    await server?.close()
  })

  const ok = async (account: TestAccount, method: string, params: unknown) => {
    const answer = await postRpc(server.app, { jsonrpc: '2.0', id: 1, method, params }, account.headers)
    expect(answer.body.error, method).toBeUndefined()
    return answer.body.result
  }
  const authorize = (body: unknown, secret: string | null = GATEWAY_SECRET) =>
    server.app.inject({
      method: 'POST',
      url: GATEWAY_AUTHORIZE_PATH,
      headers: secret === null ? {} : { authorization: `Bearer ${secret}` },
      payload: body as Record<string, unknown>,
    })
  const decide = async (key: string, extra: Record<string, unknown> = {}) => {
    const response = await authorize({ key, network: 'ethereum-mainnet', method: 'eth_call', ...extra })
    expect(response.statusCode).toBe(200)
    return response.json()
  }
  /**
   * Writes a key's row straight in the database, as an operator would. Its trigger tells the
   * server's cache after the commit, through LISTEN: on PostgreSQL a moment later, so the first
   * check after it polls (`expect.poll`, within the promised second).
   */
  const setRow = (id: number, values: Record<string, unknown>) =>
    server.database.kysely.updateTable('api_keys').set(values).where('id', '=', id).execute()
  const POLL = { timeout: 1000, interval: 20 }

  it('accepts a rotated-out secret during its grace period and refuses it after', async () => {
    const ann = await signedInAccount(server, 'gw-rotate')
    const key = await ok(ann, 'hub_generateApiKey', { name: 'Rotating' })
    expect(await decide(key.key)).toEqual({ allowed: true })

    const rotated = await ok(ann, 'hub_rotateApiKey', { id: key.id, graceHours: 2 })
    expect(rotated.key).not.toBe(key.key)
    expect(Date.parse(rotated.previousKeyValidUntil)).toBeGreaterThan(Date.now() + 3_500_000)
    expect(await decide(rotated.key)).toEqual({ allowed: true })
    expect(await decide(key.key)).toEqual({ allowed: true })

    await setRow(key.id, { previous_secret_valid_until: new Date(Date.now() - 1000) })
    await expect.poll(() => decide(key.key), POLL).toEqual({ allowed: false, rule: 'rotated_out' })
    expect(await decide(rotated.key)).toEqual({ allowed: true })
  })

  it('refuses a frozen key until it is unfrozen', async () => {
    const ann = await signedInAccount(server, 'gw-freeze')
    const key = await ok(ann, 'hub_generateApiKey', { name: 'Freezing' })
    expect(await ok(ann, 'hub_freezeApiKey', { id: key.id })).toMatchObject({ id: key.id, frozen: true })
    expect(await decide(key.key)).toEqual({ allowed: false, rule: 'frozen' })
    expect(await ok(ann, 'hub_unfreezeApiKey', { id: key.id })).toMatchObject({ id: key.id, frozen: false })
    expect(await decide(key.key)).toEqual({ allowed: true })
  })

  it('refuses a request from outside the whitelist, and an unknown or deleted key', async () => {
    const ann = await signedInAccount(server, 'gw-whitelist')
    const key = await ok(ann, 'hub_generateApiKey', { name: 'Listed' })
    await ok(ann, 'hub_updateApiKey', { id: key.id, whitelist: ['203.0.113.0/24'] })
    expect(await decide(key.key, { ip: '203.0.113.7' })).toEqual({ allowed: true })
    expect(await decide(key.key, { ip: '198.51.100.7' })).toEqual({ allowed: false, rule: 'whitelist' })

    expect(await decide('no-such-key')).toEqual({ allowed: false, rule: 'unknown_key' })
    await ok(ann, 'hub_deleteApiKey', { id: key.id })
    expect(await decide(key.key, { ip: '203.0.113.7' })).toEqual({ allowed: false, rule: 'unknown_key' })
  })

  it('refuses a network the chain table does not serve, and one an operator disabled', async () => {
    const ann = await signedInAccount(server, 'gw-network')
    const key = await ok(ann, 'hub_generateApiKey', { name: 'Networks' })
    expect(await decide(key.key, { network: 'no-such-network' })).toEqual({ allowed: false, rule: 'unknown_network' })
    expect(await decide(key.key, { network: 'arbitrum-nova' })).toEqual({ allowed: true })

    vi.useFakeTimers({ toFake: ['Date'] })
    const setEnabled = (enabled: boolean) =>
      server.database.kysely.updateTable('networks').set({ enabled }).where('id', '=', 'arbitrum-nova').execute()
    try {
      await setEnabled(false)
      // The chain table is cached: a change shows once the cache has expired.
      vi.setSystemTime(Date.now() + CHAINS_CACHE_MS)
      expect(await decide(key.key, { network: 'arbitrum-nova' })).toEqual({ allowed: false, rule: 'unknown_network' })
      await setEnabled(true)
      vi.setSystemTime(Date.now() + CHAINS_CACHE_MS)
      expect(await decide(key.key, { network: 'arbitrum-nova' })).toEqual({ allowed: true })
    } finally {
      await setEnabled(true)
      vi.useRealTimers()
    }
  })

  it('refuses a feature on a network that lacks it, even when the key has it on', async () => {
    const ann = await signedInAccount(server, 'gw-features')
    const key = await ok(ann, 'hub_generateApiKey', { name: 'Featured' })
    // Straight into the row: this test is about the gateway, not about which package allows what.
    const setFeatures = (features: Record<string, boolean>) => setRow(key.id, { features: toJsonb(features) })

    await setFeatures({ archive_mode: true, mev_protection: true, bundler: true })
    await expect
      .poll(() => decide(key.key, { network: 'ethereum-mainnet', method: 'debug_traceTransaction' }), POLL)
      .toEqual({ allowed: true })
    // Ethereum Hoodi offers no feature; Ethereum Mainnet offers all three (chains.catalog.ts).
    expect(await decide(key.key, { network: 'ethereum-hoodi', method: 'eth_sendUserOperation' })).toEqual({
      allowed: false,
      rule: 'feature_not_on_network',
      feature: 'bundler',
    })
    expect(await decide(key.key, { network: 'ethereum-hoodi', method: 'debug_traceTransaction' })).toEqual({
      allowed: false,
      rule: 'feature_not_on_network',
      feature: 'archive_mode',
    })
    expect(await decide(key.key, { network: 'ethereum-mainnet', method: 'eth_sendUserOperation' })).toEqual({
      allowed: true,
    })
    expect(await decide(key.key, { network: 'ethereum-mainnet', method: 'debug_traceTransaction' })).toEqual({
      allowed: true,
    })
    // MEV protection: sent protected where a relay exists, sent normally (not refused) elsewhere.
    expect(await decide(key.key, { network: 'ethereum-mainnet', method: 'eth_sendRawTransaction' })).toEqual({
      allowed: true,
      mev: true,
    })
    expect(await decide(key.key, { network: 'polygon-mainnet', method: 'eth_sendRawTransaction' })).toEqual({
      allowed: true,
      mev: false,
    })

    await setFeatures({ archive_mode: false, mev_protection: false, bundler: false })
    await expect
      .poll(() => decide(key.key, { network: 'ethereum-mainnet', method: 'eth_sendUserOperation' }), POLL)
      .toEqual({ allowed: false, rule: 'feature_not_enabled', feature: 'bundler' })
    expect(await decide(key.key, { network: 'ethereum-hoodi', method: 'trace_block' })).toEqual({
      allowed: false,
      rule: 'feature_not_on_network',
      feature: 'archive_mode',
    })
  })

  it('refuses out_of_ru once the owner’s request units run out, and allows again as soon as a package is bought', async () => {
    const ann = await signedInAccount(server, 'gw-ru')
    const key = await ok(ann, 'hub_generateApiKey', { name: 'Metered' })
    const consume = (ru: number) =>
      server.app.inject({
        method: 'POST',
        url: '/api',
        payload: { jsonrpc: '2.0', id: 1, method: 'dev_consumeRu', params: { email: ann.email, ru } },
      })
    // A new account is on Free: this month's allowance (20M RU) works out of the box.
    expect(await decide(key.key)).toEqual({ allowed: true })
    expect((await consume(19_999_000)).json().result).toMatchObject({ drawn: 19_999_000, ruLeft: 1000 })
    expect(await decide(key.key)).toEqual({ allowed: true })

    expect((await consume(5000)).json().result).toMatchObject({ drawn: 1000, dropped: 4000, ruLeft: 0 })
    await expect.poll(() => decide(key.key), POLL).toEqual({ allowed: false, rule: 'out_of_ru' })
    // Before the feature rules: no call is served without RU, whatever it needs.
    expect(await decide(key.key, { method: 'debug_traceTransaction' })).toEqual({ allowed: false, rule: 'out_of_ru' })

    const { walletIdOf, credit } = await import('../wallet/ledger')
    await credit(server.database.kysely, await walletIdOf(server.database.kysely, { userId: ann.userId }), {
      kind: 'gift',
      amount: '49.00',
    })
    const growth = (await ok(ann, 'hub_getSkuList', { packageType: 'standard' })).find(
      (sku: { name: string }) => sku.name === 'Growth',
    )
    await ok(ann, 'hub_buyPackage', { skuId: growth.id })
    // The buying instance forgets at once; the grant's signal reaches the others within a second.
    await expect.poll(() => decide(key.key), POLL).toEqual({ allowed: true })

    // A package ending is seen at its end, without any signal: Growth used up, a short grant left.
    expect((await consume(250_000_000)).json().result).toMatchObject({ dropped: 0, ruLeft: 0 })
    await expect.poll(() => decide(key.key), POLL).toEqual({ allowed: false, rule: 'out_of_ru' })
    const { grantPackage } = await import('../packages/packages.queries')
    const ends = Date.now() + 60_000
    await grantPackage(server.database.kysely, { userId: ann.userId }, growth.id, {
      days: 60_000 / 86_400_000,
      ru: 1000,
    })
    await expect.poll(() => decide(key.key), POLL).toEqual({ allowed: true })
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(ends + 1000)
      expect(await decide(key.key)).toEqual({ allowed: false, rule: 'out_of_ru' })
    } finally {
      vi.useRealTimers()
    }
  })

  it('answers 401 to a wrong or missing gateway secret and 400 to a bad body', async () => {
    const body = { key: 'anything', network: 'ethereum-mainnet', method: 'eth_call' }
    expect((await authorize(body, 'wrong')).statusCode).toBe(401)
    expect((await authorize(body, null)).statusCode).toBe(401)
    // Near misses: one character off, a prefix, the secret and more, a long string.
    for (const near of [
      `${GATEWAY_SECRET.slice(0, -1)}X`,
      GATEWAY_SECRET.slice(0, -1),
      `${GATEWAY_SECRET}x`,
      'x'.repeat(300),
    ])
      expect([near, (await authorize(body, near)).statusCode]).toEqual([near, 401])
    expect((await authorize({ key: 'anything', network: 'ethereum-mainnet' })).statusCode).toBe(400)
    expect((await authorize({ ...body, extra: 1 })).statusCode).toBe(400)
  })

  // Found by the fuzzing harness (issue 21): the key lookup failed in the database with a 500.
  it.each([
    ['a NUL in the key', { key: 'a\u0000b' }, 'key'],
    ['a lone surrogate in the key', { key: 'a\ud800' }, 'key'],
    ['a NUL in the origin', { key: 'anything', origin: 'https://a\u0000' }, 'origin'],
  ])('answers 400 naming the field to %s, text the database cannot store', async (_, fields, field) => {
    const response = await authorize({ network: 'ethereum-mainnet', method: 'eth_call', ...fields })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatch(new RegExp(`^Bad request: ${field} must`))
  })
})

describe.each(testEngines())('POST /gateway/authorize without a gateway secret on %s', (engine) => {
  let server: TestServer

  beforeAll(async () => {
    server = await createTestServer(engine)
  })
  afterAll(async () => {
    await server?.close()
  })

  it('answers 503: not configured', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: GATEWAY_AUTHORIZE_PATH,
      headers: { authorization: 'Bearer ' },
      payload: { key: 'anything', network: 'ethereum-mainnet', method: 'eth_call' },
    })
    expect(response.statusCode).toBe(503)
    expect(response.json().error).toMatch(/not configured/)
  })
})
