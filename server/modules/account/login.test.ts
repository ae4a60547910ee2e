import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientHash, signedInAccount, TEST_PASSWORD } from '../../test-support/accounts'
import { testEngines } from '../../test-support/test-database'
import { createTestServer, postRpc, type TestServer } from '../../test-support/test-server'
import { RATE_LIMITS } from '../../rpc/rate-limits'
import { hashToken } from './sessions'
import { createUser } from './users.queries'

const { attempts, windowMinutes } = RATE_LIMITS.login

describe.each(testEngines())('hub_login limits and housekeeping on %s', (engine) => {
  let server: TestServer

  beforeAll(async () => {
    server = await createTestServer(engine)
  })
  afterAll(async () => {
    await server?.close()
  })

  const login = (email: string, password: string) =>
    postRpc(server.app, { jsonrpc: '2.0', id: 1, method: 'hub_login', params: { email, password } })

  /** A login from a client address (the server reads it as the caller's IP). */
  const loginFrom = async (from: string, email: string, password: string) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api',
      remoteAddress: from,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'hub_login', params: { email, password } }),
    })
    return response.json()
  }

  let counter = 0
  async function newAccount(): Promise<string> {
    counter += 1
    const email = `limited-${counter}-${Date.now()}@example.com`
    await createUser(server.database.kysely, { email, passwordHash: clientHash(TEST_PASSWORD) })
    return email
  }

  /** Closes the e-mail's rate-limit window, as if 15 minutes had passed. */
  const closeWindow = (email: string) =>
    server.database.kysely
      .updateTable('rate_limits')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` as never })
      .where('bucket', '=', `login:${email}`)
      .execute()

  it('refuses the 6th try of an e-mail from addresses that never signed it in, within 15 minutes, with 10429, even with the right password, until the window ends', async () => {
    const email = await newAccount()
    for (let index = 0; index < attempts; index += 1) {
      expect((await login(email, clientHash('guess'))).body.error.code).toBe(10422)
    }

    const before = Date.now()
    const limited = await login(email, clientHash('guess'))
    expect(limited.status).toBe(200)
    expect(limited.body.error).toEqual({
      code: 10429,
      message: expect.stringMatching(/^Too many attempts, please try again in \d+ min$/),
      messageZh: expect.stringMatching(/^尝试次数过多，请 \d+ 分钟后再试$/),
      data: { type: 'type1', attemptsExpireAt: expect.any(Number) },
    })
    const { attemptsExpireAt } = limited.body.error.data
    expect(attemptsExpireAt).toBeGreaterThan(before)
    expect(attemptsExpireAt).toBeLessThanOrEqual(before + windowMinutes * 60_000 + 5_000)

    const right = await login(email, clientHash(TEST_PASSWORD))
    expect(right.body.error).toMatchObject({ code: 10429, data: { attemptsExpireAt } })
    // Another e-mail is not held up.
    expect((await signedInAccount(server)).token).toBeTruthy()

    await closeWindow(email)
    expect((await login(email, clientHash(TEST_PASSWORD))).body.result.user.email).toBe(email)
  })

  it('a successful sign-in clears the count: the next wrong try is the first again', async () => {
    const email = await newAccount()
    await server.database.kysely
      .insertInto('rate_limits')
      .values({
        bucket: `login:${email}`,
        attempts: attempts - 1,
        expires_at: sql<Date>`now() + interval '10 minutes'`,
      })
      .execute()
    expect((await login(email, clientHash(TEST_PASSWORD))).body.result.token).toBeTruthy()

    // From another address: the one just used has become a known one, with a count of its own.
    expect((await loginFrom('192.0.2.200', email, clientHash('guess'))).error.code).toBe(10422)
    const row = await server.database.kysely
      .selectFrom('rate_limits')
      .select('attempts')
      .where('bucket', '=', `login:${email}`)
      .executeTakeFirstOrThrow()
    expect(row.attempts).toBe(1)
  })

  it("a stranger's wrong passwords throttle the stranger but do not lock the owner out of an address they signed in from", async () => {
    const email = await newAccount()
    const owner = '192.0.2.10'
    const stranger = '203.0.113.66'
    expect((await loginFrom(owner, email, clientHash(TEST_PASSWORD))).result.token).toBeTruthy()

    for (let index = 0; index < attempts; index += 1) {
      expect((await loginFrom(stranger, email, clientHash('guess'))).error.code).toBe(10422)
    }
    // The stranger is stopped before the password check, even with the right one…
    expect((await loginFrom(stranger, email, clientHash('guess'))).error).toMatchObject({
      code: 10429,
      data: { type: 'type1' },
    })
    expect((await loginFrom(stranger, email, clientHash(TEST_PASSWORD))).error.code).toBe(10429)
    // …and so is any address the account never signed in from (the documented cost)…
    expect((await loginFrom('198.51.100.77', email, clientHash(TEST_PASSWORD))).error.code).toBe(10429)
    // …but the owner's own address still signs in.
    expect((await loginFrom(owner, email, clientHash(TEST_PASSWORD))).result.user.email).toBe(email)
  })

  it('wrong passwords from a known address are limited too, on that address only', async () => {
    const email = await newAccount()
    const known = '192.0.2.20'
    expect((await loginFrom(known, email, clientHash(TEST_PASSWORD))).result.token).toBeTruthy()
    for (let index = 0; index < attempts; index += 1) {
      expect((await loginFrom(known, email, clientHash('guess'))).error.code).toBe(10422)
    }
    expect((await loginFrom(known, email, clientHash(TEST_PASSWORD))).error).toMatchObject({
      code: 10429,
      data: { type: 'type1' },
    })
    expect((await loginFrom('192.0.2.21', email, clientHash(TEST_PASSWORD))).result.token).toBeTruthy()
  })

  it('counts an unknown e-mail like a known one, and tries sent together cannot slip past the limit', async () => {
    const email = `nobody-${Date.now()}@example.com`
    const answers = await Promise.all(Array.from({ length: attempts + 3 }, () => login(email, clientHash('guess'))))
    const codes = answers.map((answer) => answer.body.error.code as number).sort((a, b) => a - b)
    expect(codes).toEqual([...Array(attempts).fill(10422), ...Array(3).fill(10429)])
  })

  it('after too many failures from one address, the next try from it answers 10429 type2, whatever the e-mail; other addresses go on', async () => {
    const ip = '203.0.113.7'
    const { attempts: perIp } = RATE_LIMITS.loginFailuresPerIp
    // All but the last failure of the window already counted (scrypt a hundred times would take minutes).
    await server.database.kysely
      .insertInto('rate_limits')
      .values({
        bucket: `loginFailuresPerIp:${ip}`,
        attempts: perIp - 1,
        expires_at: sql<Date>`now() + interval '15 minutes'`,
      })
      .execute()
    const email = await newAccount()

    expect((await loginFrom(ip, email, clientHash('guess'))).error.code).toBe(10422)
    const refused = await loginFrom(ip, email, clientHash(TEST_PASSWORD))

    expect(refused.error).toMatchObject({ code: 10429, data: { type: 'type2', attemptsExpireAt: expect.any(Number) } })
    expect(refused.error.messageZh).toBeTruthy()
    expect((await loginFrom('198.51.100.9', email, clientHash(TEST_PASSWORD))).result.token).toBeTruthy()
  })

  it('logins sent together from one address cannot reach the password check more often than its failure limit', async () => {
    const { attempts: perIp } = RATE_LIMITS.loginFailuresPerIp
    const from = '203.0.113.50'
    const answers = await Promise.all(
      // Each to its own e-mail, so only the address's limit can stop them.
      Array.from({ length: perIp + 20 }, (_, index) =>
        server.app.inject({
          method: 'POST',
          url: '/api',
          remoteAddress: from,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({
            method: 'hub_login',
            params: { email: `parallel-${index}@example.com`, password: clientHash('guess') },
          }),
        }),
      ),
    )
    const codes = answers.map((answer) => answer.json().error.code as number)
    // 10422 is the answer of a try that reached the password check; 10429 of one stopped before.
    expect(codes.filter((code) => code === 10422)).toHaveLength(perIp)
    expect(codes.filter((code) => code === 10429)).toHaveLength(20)
  })

  it('a successful login does not count against its address', async () => {
    const email = await newAccount()
    for (let index = 0; index < 2; index += 1)
      expect((await login(email, clientHash(TEST_PASSWORD))).body.result).toBeTruthy()
    const row = await server.database.kysely
      .selectFrom('rate_limits')
      .select('attempts')
      .where('bucket', '=', 'loginFailuresPerIp:127.0.0.1')
      .executeTakeFirst()
    const before = row?.attempts ?? 0
    await login(email, clientHash(TEST_PASSWORD))
    const after = await server.database.kysely
      .selectFrom('rate_limits')
      .select('attempts')
      .where('bucket', '=', 'loginFailuresPerIp:127.0.0.1')
      .executeTakeFirst()
    expect(after?.attempts ?? 0).toBe(before)
  })

  it('each login deletes the sessions expired more than a day ago, and only those', async () => {
    const email = await newAccount()
    const tokens: string[] = []
    for (let index = 0; index < 3; index += 1)
      tokens.push((await login(email, clientHash(TEST_PASSWORD))).body.result.token)
    const [old, recent, live] = tokens as [string, string, string]
    const expire = (token: string, ago: string) =>
      server.database.kysely
        .updateTable('sessions')
        .set({ expires_at: sql<Date>`now() - ${ago}::interval` as never })
        .where('token_hash', '=', hashToken(token))
        .execute()
    await expire(old, '25 hours')
    await expire(recent, '23 hours')

    await login(email, clientHash(TEST_PASSWORD))

    const left = await server.database.kysely.selectFrom('sessions').select('token_hash').execute()
    const hashes = left.map((row) => row.token_hash)
    expect(hashes).not.toContain(hashToken(old))
    expect(hashes).toEqual(expect.arrayContaining([hashToken(recent), hashToken(live)]))
    const profile = (token: string) =>
      postRpc(server.app, { method: 'hub_getUserProfile' }, { authorization: `Bearer ${token}` })
    expect((await profile(recent)).body.error.code).toBe(10102)
    expect((await profile(old)).body.error.code).toBe(10101)
  })
})
