import { sql } from 'kysely'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInAccount } from '../../test-support/accounts'
import { testEngines } from '../../test-support/test-database'
import { createTestServer, postRpc, type TestServer } from '../../test-support/test-server'

/** Fixed test keys (never funded anywhere). */
const KEYS = [
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
  '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
  '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
] as const

const HOST = 'app.example.com'
const headers = { host: HOST }

describe.each(testEngines())('wallet login (SIWE) on %s', (engine) => {
  let server: TestServer

  beforeAll(async () => {
    server = await createTestServer(engine)
  })
  afterAll(async () => {
    await server?.close()
  })

  const call = (method: string, params: unknown, extra: Record<string, string> = {}) =>
    postRpc(server.app, { jsonrpc: '2.0', id: 1, method, params }, { ...headers, ...extra })

  async function nonce(): Promise<string> {
    const answer = await call('hub_getSiweNonce', {})
    return answer.body.result.nonce
  }

  /** A signed proof of `key` with a fresh nonce; `overrides` change the message before signing. */
  async function proof(key: `0x${string}`, overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {}) {
    const account = privateKeyToAccount(key)
    const message = createSiweMessage({
      address: account.address,
      chainId: 1,
      domain: HOST,
      nonce: await nonce(),
      uri: `https://${HOST}/login`,
      version: '1',
      issuedAt: new Date(),
      ...overrides,
    })
    return { address: account.address, message, signature: await account.signMessage({ message }) }
  }

  const sessionCount = async () =>
    Number(
      (await sql<{ n: number }>`select count(*)::int as n from sessions`.execute(server.database.kysely)).rows[0]?.n,
    )

  it('issues single-use nonces of 128 bits, valid 5 minutes', async () => {
    const answer = await call('hub_getSiweNonce', {})
    const { nonce: value, issuedAt, expiresAt } = answer.body.result
    expect(value).toMatch(/^[0-9a-f]{32}$/)
    expect(Date.parse(expiresAt) - Date.parse(issuedAt)).toBe(5 * 60 * 1000)
    expect(await nonce()).not.toBe(value)
  })

  it('registers a new wallet as a wallet-only account, then logs the same wallet in again', async () => {
    const first = await call('hub_metamaskRegister', await proof(KEYS[0]))
    expect(first.body.error).toBeUndefined()
    const { token, user } = first.body.result
    expect(token).toMatch(/^[\w-]{43}$/)
    expect(user).toMatchObject({
      email: null,
      isNoPassword: true,
      initialized: false,
      mailStatus: 'none',
      walletAddress: privateKeyToAccount(KEYS[0]).address.toLowerCase(),
    })
    const profile = await postRpc(
      server.app,
      { method: 'hub_getUserProfile', params: {} },
      { authorization: `Bearer ${token}` },
    )
    expect(profile.body.result.id).toBe(user.id)

    const again = await call('hub_metamaskRegister', await proof(KEYS[0]))
    expect(again.body.result.user.id).toBe(user.id)
    expect(again.body.result.token).not.toBe(token)
  })

  it('refuses a reused nonce, changing nothing', async () => {
    const signed = await proof(KEYS[1])
    expect((await call('hub_metamaskRegister', signed)).body.result.token).toBeTruthy()
    const before = await sessionCount()
    const replay = await call('hub_metamaskRegister', signed)
    expect(replay.body.error).toMatchObject({ code: 10422, message: expect.stringMatching(/already used/) })
    expect(replay.body.error.messageZh).toBeTruthy()
    expect(await sessionCount()).toBe(before)
  })

  it('lets only one of two simultaneous uses of a nonce through', async () => {
    const signed = await proof(KEYS[1])
    const answers = await Promise.all([call('hub_metamaskRegister', signed), call('hub_metamaskRegister', signed)])
    expect(answers.filter((a) => a.body.result).length).toBe(1)
    expect(answers.find((a) => a.body.error)?.body.error.code).toBe(10422)
  })

  it('refuses an expired nonce, an unknown nonce, a tampered signature and another domain, creating nothing', async () => {
    const before = await sessionCount()
    const users = Number(
      (await sql<{ n: number }>`select count(*)::int as n from users`.execute(server.database.kysely)).rows[0]?.n,
    )

    const expired = await proof(KEYS[2])
    await server.database.kysely
      .updateTable('siwe_nonces')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('nonce', '=', /Nonce: (\w+)/.exec(expired.message)?.[1] ?? '')
      .execute()
    const unknown = await proof(KEYS[2], { nonce: 'abcdef0123456789abcdef0123456789' })
    const tampered = await proof(KEYS[2])
    const flipped =
      tampered.signature.slice(0, 10) + (tampered.signature[10] === 'a' ? 'b' : 'a') + tampered.signature.slice(11)
    const elsewhere = await proof(KEYS[2], { domain: 'evil.example.com', uri: 'https://evil.example.com/' })
    const otherUri = await proof(KEYS[2], { uri: 'https://evil.example.com/' })
    const stale = await proof(KEYS[2], { expirationTime: new Date(Date.now() - 1000) })
    const early = await proof(KEYS[2], { notBefore: new Date(Date.now() + 60_000) })

    const cases: [unknown, RegExp][] = [
      [expired, /nonce has expired/],
      [unknown, /nonce is unknown/],
      [{ ...tampered, signature: flipped }, /signature does not match/],
      [elsewhere, /another website/],
      [otherUri, /another website address/],
      [stale, /message has expired/],
      [early, /not valid yet/],
      [{ ...tampered, message: 'hello' }, /not a valid EIP-4361/],
    ]
    for (const [params, message] of cases) {
      const answer = await call('hub_metamaskRegister', params)
      expect(answer.body.error, String(message)).toMatchObject({ code: 10422, message: expect.stringMatching(message) })
      expect(answer.body.error.messageZh).toBeTruthy()
    }
    expect(await sessionCount()).toBe(before)
    const after = Number(
      (await sql<{ n: number }>`select count(*)::int as n from users`.execute(server.database.kysely)).rows[0]?.n,
    )
    expect(after).toBe(users)
    // A refused proof does not burn its nonce: signed correctly, the tampered one's nonce still works.
    expect((await call('hub_metamaskRegister', tampered)).body.result.token).toBeTruthy()
  })

  it('checks the domain against X-Forwarded-Host only behind a trusted proxy', async () => {
    const signed = await proof(KEYS[3], { domain: 'proxy.example.com', uri: 'https://proxy.example.com/' })
    const answer = await call('hub_metamaskRegister', signed, { 'x-forwarded-host': 'proxy.example.com' })
    expect(answer.body.error?.message).toMatch(/another website/)
  })

  it('binds a wallet to the signed-in account and unbinds it', async () => {
    const account = await signedInAccount(server, 'binder')
    const bound = await call('hub_bindMetamask', await proof(KEYS[3]), account.headers)
    expect(bound.body.result).toMatchObject({
      id: account.userId,
      walletAddress: privateKeyToAccount(KEYS[3]).address.toLowerCase(),
    })
    const login = await call('hub_metamaskRegister', await proof(KEYS[3]))
    expect(login.body.result.user.id).toBe(account.userId)

    const unbound = await call('hub_unbindMetamask', {}, account.headers)
    expect(unbound.body.result).toMatchObject({ id: account.userId, walletAddress: null })
    const again = await call('hub_unbindMetamask', {}, account.headers)
    expect(again.body.error).toMatchObject({ code: 10422, message: expect.stringMatching(/No wallet/) })
  })

  it('refuses to unbind the last way to log in', async () => {
    const { token, user } = (await call('hub_metamaskRegister', await proof(KEYS[4]))).body.result
    const answer = await call('hub_unbindMetamask', {}, { authorization: `Bearer ${token}` })
    expect(answer.body.error).toMatchObject({ code: 10422, message: expect.stringMatching(/only way to log in/) })
    expect(answer.body.error.messageZh).toBeTruthy()
    const row = await server.database.kysely
      .selectFrom('users')
      .select('wallet_address')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow()
    expect(row.wallet_address).toBe(user.walletAddress)
  })

  it('refuses to bind a wallet that belongs to another account', async () => {
    await call('hub_metamaskRegister', await proof(KEYS[0]))
    const account = await signedInAccount(server, 'thief')
    const answer = await call('hub_bindMetamask', await proof(KEYS[0]), account.headers)
    expect(answer.body.error).toMatchObject({ code: 10422, message: expect.stringMatching(/another account/) })
    const row = await server.database.kysely
      .selectFrom('users')
      .select('wallet_address')
      .where('id', '=', account.userId)
      .executeTakeFirstOrThrow()
    expect(row.wallet_address).toBeNull()
  })
})
