import { describe, expect, it } from 'vitest'
import { signedInAccount, type TestAccount } from '../../test-support/accounts'
import { testEngines } from '../../test-support/test-database'
import { twoInstanceSuite } from '../../test-support/two-instances'
import { postRpc } from '../../test-support/test-server'
import { credit, walletIdOf } from '../wallet/ledger'
import { GATEWAY_AUTHORIZE_PATH } from './gateway.routes'

const GATEWAY_SECRET = 'two-instances-gateway-secret'
/** The promise: a change made on one instance is refused by every other within 1 second. */
const WITHIN_MS = 1000

/**
 * Two server instances on one database, as behind a load balancer, each with its own cache of key
 * decisions. On PostgreSQL each has its own pool and its own LISTEN connection, so B hears A's
 * change only through NOTIFY. PGlite is one connection in one process: both instances share it,
 * and the signal is heard in-process, the same path with the same triggers.
 */
describe.each(testEngines())('two instances on one %s database: key decisions', (engine) => {
  const instances = twoInstanceSuite(engine, { gatewaySecret: GATEWAY_SECRET })

  const account = (name: string) => signedInAccount(instances.serverA, name)

  /** A method called through instance A, failing the test on an error. */
  async function throughA(user: TestAccount, method: string, params: unknown) {
    const answer = await postRpc(instances.a, { jsonrpc: '2.0', id: 1, method, params }, user.headers)
    expect(answer.body.error, method).toBeUndefined()
    return answer.body.result
  }

  /** What instance B answers `user`'s hub_getApiKeys with (the whole JSON-RPC body). */
  async function keyListOnB(user: TestAccount) {
    const call = { jsonrpc: '2.0', id: 1, method: 'hub_getApiKeys', params: { page: 1, perPage: 10 } }
    return (await postRpc(instances.b, call, user.headers)).body
  }

  /** What instance B's `/gateway/authorize` answers for an `eth_call` with `key`. */
  async function decideOnB(key: string, extra: Record<string, unknown> = {}) {
    const response = await instances.b.inject({
      method: 'POST',
      url: GATEWAY_AUTHORIZE_PATH,
      headers: { authorization: `Bearer ${GATEWAY_SECRET}` },
      payload: { key, network: 'ethereum-mainnet', method: 'eth_call', ...extra },
    })
    expect(response.statusCode).toBe(200)
    return response.json()
  }

  /** Polls B until it answers `expected`; fails if that takes longer than the promised second. */
  async function refusedOnBWithin(key: string, expected: unknown, extra: Record<string, unknown> = {}) {
    const started = performance.now()
    await expect.poll(() => decideOnB(key, extra), { timeout: WITHIN_MS, interval: 10 }).toEqual(expected)
    expect(performance.now() - started).toBeLessThan(WITHIN_MS)
  }

  /** A new key, already allowed (and so cached) on B. */
  async function keyCachedOnB(user: TestAccount, name: string) {
    const key = await throughA(user, 'hub_generateApiKey', { name })
    expect(await decideOnB(key.key)).toEqual({ allowed: true })
    expect(await decideOnB(key.key)).toEqual({ allowed: true })
    return key
  }

  it('a key frozen through instance A is refused by /gateway/authorize on instance B within 1 second', async () => {
    const ann = await account('frozen-across')
    const key = await keyCachedOnB(ann, 'Frozen across')

    await throughA(ann, 'hub_freezeApiKey', { id: key.id })

    await refusedOnBWithin(key.key, { allowed: false, rule: 'frozen' })
    await throughA(ann, 'hub_unfreezeApiKey', { id: key.id })
    await refusedOnBWithin(key.key, { allowed: true })
  })

  it('a key deleted, rotated or given a whitelist through A is refused on B within 1 second', async () => {
    const bob = await account('changed-across')
    const deleted = await keyCachedOnB(bob, 'Deleted across')
    const rotated = await keyCachedOnB(bob, 'Rotated across')
    const listed = await keyCachedOnB(bob, 'Whitelisted across')

    await throughA(bob, 'hub_deleteApiKey', { id: deleted.id })
    await throughA(bob, 'hub_rotateApiKey', { id: rotated.id, graceHours: 0 })
    await throughA(bob, 'hub_updateApiKey', { id: listed.id, whitelist: ['192.0.2.1'] })

    await refusedOnBWithin(deleted.key, { allowed: false, rule: 'unknown_key' })
    await refusedOnBWithin(rotated.key, { allowed: false, rule: 'rotated_out' })
    await refusedOnBWithin(listed.key, { allowed: false, rule: 'whitelist' }, { ip: '203.0.113.7' })
  })

  it('an owner whose RU run out through A is refused on B, and allowed again when a package is bought through A', async () => {
    const eve = await account('ru-across')
    const key = await keyCachedOnB(eve, 'Metered across')
    const consumeOnA = (ru: number) =>
      postRpc(instances.a, { jsonrpc: '2.0', id: 1, method: 'dev_consumeRu', params: { email: eve.email, ru } })

    // This month's free allowance (20M RU), drawn to the last unit.
    expect((await consumeOnA(20_000_000)).body.result).toMatchObject({ dropped: 0, ruLeft: 0 })
    await refusedOnBWithin(key.key, { allowed: false, rule: 'out_of_ru' })

    const walletId = await walletIdOf(instances.database.kysely, { userId: eve.userId })
    await credit(instances.database.kysely, walletId, { kind: 'gift', amount: '10.00' })
    const skus = await throughA(eve, 'hub_getSkuList', { packageType: 'default' })
    await throughA(eve, 'hub_buyPackage', { skuId: skus[0].id })
    await refusedOnBWithin(key.key, { allowed: true })
  })

  it('a session ended through A is refused on B within 1 second', async () => {
    const cat = await account('logout-across')
    const profileOnB = () => keyListOnB(cat)
    expect((await profileOnB()).result).toMatchObject({ total: 0 })

    expect(
      (await postRpc(instances.a, { jsonrpc: '2.0', id: 1, method: 'hub_logout', params: {} }, cat.headers)).body
        .result,
    ).toBe(null)

    await expect.poll(async () => (await profileOnB()).error?.code, { timeout: WITHIN_MS, interval: 10 }).toBe(10103)
  })

  it("a key made through A shows in B's key list within 1 second", async () => {
    const dan = await account('list-across')
    const listOnB = async () => (await keyListOnB(dan)).result
    expect(await listOnB()).toMatchObject({ total: 0 })

    await throughA(dan, 'hub_generateApiKey', { name: 'Listed across' })

    await expect.poll(async () => (await listOnB()).total, { timeout: WITHIN_MS, interval: 10 }).toBe(1)
  })
})
