import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Session } from '../../../contract/index'
import { clientHash, signedInAccount, TEST_PASSWORD } from '../../test-support/accounts'
import { countRows, testEngines } from '../../test-support/test-database'
import { createTestServer, postRpc, type TestServer, rowsAtRest } from '../../test-support/test-server'
import { hashToken, SESSION_LIFETIME_MS } from './sessions'
import { createUser } from './users.queries'

describe.each(testEngines())('accounts and sessions on %s', (engine) => {
  let server: TestServer

  beforeAll(async () => {
    server = await createTestServer(engine)
  })
  afterAll(async () => {
    await server?.close()
  })

  const call = (method: string, params: unknown, headers: Record<string, string> = {}) =>
    postRpc(server.app, { jsonrpc: '2.0', id: 1, method, params }, headers)

  describe('hub_login', () => {
    it('signs in with the e-mail (any case) and the MD5-pre-hashed password, for 30 days', async () => {
      await createUser(server.database.kysely, { email: 'ann@example.com', passwordHash: clientHash(TEST_PASSWORD) })
      const before = Date.now()
      const answer = await call('hub_login', { email: ' Ann@Example.com ', password: clientHash(TEST_PASSWORD) })
      const session: Session = answer.body.result
      expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/) // 32 random bytes, base64url
      expect(Date.parse(session.expiresAt) - before).toBeGreaterThanOrEqual(SESSION_LIFETIME_MS - 1000)
      expect(Date.parse(session.expiresAt) - before).toBeLessThanOrEqual(SESSION_LIFETIME_MS + 60_000)
      expect(session.user).toMatchObject({ email: 'ann@example.com', nickname: 'ann', userType: 'user' })
    })

    it('stores the token only as its hash', async () => {
      const account = await signedInAccount(server)
      const rows = await server.database.kysely.selectFrom('sessions').selectAll().execute()
      expect(JSON.stringify(rows)).not.toContain(account.token)
      expect(rows.map((row) => row.token_hash)).toContain(hashToken(account.token))
    })

    // At the suites' cheap cost (tests/setup/server.ts); password.test.ts checks the OWASP cost.
    it('stores the password with scrypt, never the client hash', async () => {
      const account = await signedInAccount(server)
      const row = await server.database.kysely
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', account.userId)
        .executeTakeFirstOrThrow()
      expect(row.password_hash).toMatch(/^scrypt\$\d+\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/)
      expect(row.password_hash).not.toContain(clientHash(TEST_PASSWORD))
    })

    it('refuses a wrong password and an unknown e-mail with the same error, changing nothing but their failure counts', async () => {
      const account = await signedInAccount(server)
      const before = await rowsAtRest(server)
      const ipFailuresBefore = await attemptsOf('loginFailuresPerIp:127.0.0.1')
      const wrong = await call('hub_login', { email: account.email, password: clientHash('guess') })
      const unknown = await call('hub_login', { email: 'nobody@example.com', password: clientHash(TEST_PASSWORD) })
      expect(wrong.body.error).toEqual({
        code: 10422,
        message: 'Incorrect e-mail or password',
        messageZh: '邮箱或密码错误',
      })
      expect(unknown.body.error).toEqual(wrong.body.error)
      const { rate_limits: _limits, ...after } = await countRows(server.database.kysely)
      const { rate_limits: _limitsBefore, ...unchanged } = before
      expect(after).toEqual(unchanged)
      // The account signed in from this address: its tries spend that address's own count.
      expect(await attemptsOf(`loginKnownAddress:${account.email}:127.0.0.1`)).toBe(1)
      expect(await attemptsOf('login:nobody@example.com')).toBe(1)
      expect(await attemptsOf('loginFailuresPerIp:127.0.0.1')).toBe(ipFailuresBefore + 2)
    })

    /** The tries a rate-limit bucket holds (0 when it has none). */
    async function attemptsOf(bucket: string): Promise<number> {
      const row = await server.database.kysely
        .selectFrom('rate_limits')
        .select('attempts')
        .where('bucket', '=', bucket)
        .executeTakeFirst()
      return row?.attempts ?? 0
    }

    it('refuses a password that is not a 32-hex hash before looking anything up', async () => {
      const answer = await call('hub_login', { email: 'ann@example.com', password: TEST_PASSWORD })
      expect(answer.body.error).toMatchObject({ code: -32602, data: { field: 'password' } })
    })
  })

  describe('sessions', () => {
    it('answers 10101 without a token and for a token the server does not know', async () => {
      for (const headers of [{}, { authorization: 'Bearer not-a-token' }, { authorization: 'Basic abc' }] as Array<
        Record<string, string>
      >) {
        const answer = await call('hub_getUserProfile', {}, headers)
        expect(answer.body.error).toMatchObject({
          code: 10101,
          message: expect.any(String),
          messageZh: expect.any(String),
        })
      }
    })

    it('answers 10102 once the 30 days are over', async () => {
      const account = await signedInAccount(server)
      await server.database.kysely
        .updateTable('sessions')
        .set({ expires_at: sql<Date>`now() - interval '1 second'` as never })
        .where('token_hash', '=', hashToken(account.token))
        .execute()
      const answer = await call('hub_getUserProfile', {}, account.headers)
      expect(answer.body.error).toEqual({
        code: 10102,
        message: 'Your session has expired, please log in again',
        messageZh: '登录已过期，请重新登录',
      })
    })

    it('hub_logout ends this session only: it then answers 10103, another session goes on', async () => {
      const account = await signedInAccount(server)
      const second = await call('hub_login', { email: account.email, password: clientHash(TEST_PASSWORD) })
      const otherHeaders = { authorization: `Bearer ${second.body.result.token}` }

      expect((await call('hub_logout', {}, account.headers)).body).toEqual({ jsonrpc: '2.0', id: 1, result: null })

      const after = await call('hub_getUserProfile', {}, account.headers)
      expect(after.body.error).toEqual({
        code: 10103,
        message: 'Your session has ended, please log in again',
        messageZh: '登录已失效，请重新登录',
      })
      expect((await call('hub_getUserProfile', {}, otherHeaders)).body.result.id).toBe(account.userId)
    })

    it('hub_logout answers null again for a session already ended, and 10101 without a token', async () => {
      const account = await signedInAccount(server)
      await call('hub_logout', {}, account.headers)
      expect((await call('hub_logout', {}, account.headers)).body.result).toBeNull()
      expect((await call('hub_logout', {})).body.error.code).toBe(10101)
    })
  })

  describe('the profile', () => {
    it('hub_getUserProfile has every user-info field of SPEC §3', async () => {
      const account = await signedInAccount(server, 'profile')
      const profile = (await call('hub_getUserProfile', {}, account.headers)).body.result
      expect(profile).toEqual({
        id: account.userId,
        email: account.email,
        nickname: account.email.split('@')[0],
        avatar: null,
        totalApiKeys: 0,
        oauth: [],
        walletAddress: null,
        mailStatus: 'confirmed',
        initialized: false,
        rechargeTips: true,
        isNoPassword: false,
        teamList: [],
        hasTeam: false,
        hasInvite: false,
        userType: 'user',
        acceptTerm: false,
        language: 'en',
        emailConfig: {
          lowBalance: true,
          lowBalanceThreshold: '10.00',
          packageUsage: true,
          billing: true,
          apiKeys: true,
          team: true,
          marketing: false,
          lowRuThreshold: 1_000_000,
          extraRecipients: [],
        },
        promoCode: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      })
    })

    it('hub_getUserLimitInfo describes the free tier of a new account', async () => {
      const account = await signedInAccount(server)
      expect((await call('hub_getUserLimitInfo', {}, account.headers)).body.result).toEqual({
        currentLimitRate: 25,
        currentLimitRateLevel: 'free',
        currentLimitRateOrder: 0,
        currentLimitRateValue: 500,
        currentLimitRateLevelView: 'Tier 1',
        currentLimitRateTitleView: 'Free',
      })
    })

    it('hub_getUserLimitInfo follows the package: Pro raises the tier and names the package', async () => {
      const account = await signedInAccount(server)
      const email = (await call('hub_getUserProfile', {}, account.headers)).body.result.email
      await call('dev_grantPackage', { email, skuName: 'Pro', days: 30 })
      expect((await call('hub_getUserLimitInfo', {}, account.headers)).body.result).toEqual({
        currentLimitRate: 500,
        currentLimitRateLevel: 'pro',
        currentLimitRateOrder: 2,
        currentLimitRateValue: 10_000,
        currentLimitRateLevelView: 'Tier 3',
        currentLimitRateTitleView: 'Pro',
      })
    })

    it('hub_changeUserLang and hub_setRechargeTips answer with the updated profile and keep it', async () => {
      const account = await signedInAccount(server)
      expect((await call('hub_changeUserLang', { lang: 'zh' }, account.headers)).body.result.language).toBe('zh')
      expect((await call('hub_setRechargeTips', { enabled: false }, account.headers)).body.result.rechargeTips).toBe(
        false,
      )
      const profile = (await call('hub_getUserProfile', {}, account.headers)).body.result
      expect(profile).toMatchObject({ language: 'zh', rechargeTips: false })
    })

    it('hub_changeUserLang refuses a language the app is not offered in, changing nothing', async () => {
      const account = await signedInAccount(server)
      const answer = await call('hub_changeUserLang', { lang: 'fr' }, account.headers)
      expect(answer.body.error).toMatchObject({ code: -32602, data: { field: 'lang' } })
      expect((await call('hub_getUserProfile', {}, account.headers)).body.result.language).toBe('en')
    })
  })
})
