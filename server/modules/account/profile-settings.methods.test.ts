import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientHash, signedInAccount, type TestAccount } from '../../test-support/accounts'
import { countRows, testEngines } from '../../test-support/test-database'
import { createTestServer, postRpc, type TestServer } from '../../test-support/test-server'
import { seedDevDiscountCodes } from './discount-codes'

describe.each(testEngines())('profile settings on %s', (engine) => {
  let server: TestServer

  beforeAll(async () => {
    server = await createTestServer(engine)
    await seedDevDiscountCodes(server.database.kysely)
  })
  afterAll(async () => {
    await server?.close()
  })

  const call = (
    account: TestAccount | null,
    method: string,
    params: unknown = {},
    headers: Record<string, string> = {},
  ) => postRpc(server.app, { jsonrpc: '2.0', id: 1, method, params }, { ...account?.headers, ...headers })
  const profileOf = async (account: TestAccount) => (await call(account, 'hub_getUserProfile')).body.result

  describe('hub_setUserNickname', () => {
    it('sets the trimmed nickname and answers the whole profile', async () => {
      const account = await signedInAccount(server)
      const answer = await call(account, 'hub_setUserNickname', { nickname: '  Ada Lovelace ' })
      expect(answer.body.result).toMatchObject({ id: account.userId, email: account.email, nickname: 'Ada Lovelace' })
      expect((await profileOf(account)).nickname).toBe('Ada Lovelace')
    })

    it('refuses an empty or a 65-character nickname with -32602, keeping the old one', async () => {
      const account = await signedInAccount(server)
      const before = (await profileOf(account)).nickname
      for (const nickname of ['   ', 'x'.repeat(65)]) {
        const answer = await call(account, 'hub_setUserNickname', { nickname })
        expect(answer.body.error).toMatchObject({
          code: -32602,
          data: { field: 'nickname' },
          messageZh: expect.any(String),
        })
      }
      expect((await profileOf(account)).nickname).toBe(before)
    })
  })

  describe('hub_setUserAcceptTerm', () => {
    it('records the acceptance; the starting package, chosen next, finishes the first login', async () => {
      const account = await signedInAccount(server)
      expect(await profileOf(account)).toMatchObject({ acceptTerm: false, initialized: false })
      const answer = await call(account, 'hub_setUserAcceptTerm', { acceptTerm: true })
      expect(answer.body.result).toMatchObject({ acceptTerm: true, initialized: false })
      const row = await server.database.kysely
        .selectFrom('users')
        .select(['accept_term', 'terms_accepted_at'])
        .where('id', '=', account.userId)
        .executeTakeFirstOrThrow()
      expect(row.accept_term).toBe(true)
      expect(Date.now() - row.terms_accepted_at!.getTime()).toBeLessThan(60_000)
    })

    it('refuses acceptTerm false with -32602 and changes nothing', async () => {
      const account = await signedInAccount(server)
      const answer = await call(account, 'hub_setUserAcceptTerm', { acceptTerm: false })
      expect(answer.body.error).toMatchObject({ code: -32602, data: { field: 'acceptTerm' } })
      expect(await profileOf(account)).toMatchObject({ acceptTerm: false, initialized: false })
    })
  })

  describe('promo codes', () => {
    it('applies a code typed in any case: the detail, the profile and the language of the description follow', async () => {
      const account = await signedInAccount(server)
      expect((await call(account, 'hub_getUserDiscountCodeDetail')).body.result).toBeNull()
      const applied = await call(account, 'hub_setUserDiscountCode', { code: ' welcome10 ' })
      expect(applied.body.result).toEqual({
        code: 'WELCOME10',
        description: '10% off every package',
        percentOff: '10',
        amountOff: null,
        appliedAt: expect.stringMatching(/Z$/),
        expiresAt: null,
      })
      expect((await profileOf(account)).promoCode).toBe('WELCOME10')
      const detail = await call(account, 'hub_getUserDiscountCodeDetail', {}, { 'accept-language': 'zh-CN' })
      expect(detail.body.result).toEqual({ ...applied.body.result, description: '所有套餐 9 折' })
    })

    it('lets a newer code replace the applied one, with its amount off', async () => {
      const account = await signedInAccount(server)
      await call(account, 'hub_setUserDiscountCode', { code: 'WELCOME10' })
      const launch = await call(account, 'hub_setUserDiscountCode', { code: 'LAUNCH5' })
      expect(launch.body.result).toMatchObject({ code: 'LAUNCH5', percentOff: null, amountOff: '5.00' })
      expect((await profileOf(account)).promoCode).toBe('LAUNCH5')
    })

    it('refuses unknown, expired, already applied and used-up codes with 10422, changing nothing', async () => {
      const db = server.database.kysely
      await db
        .insertInto('discount_codes')
        .values({
          code: 'ONLYONE',
          description: 'One account only',
          description_zh: '仅限一个账户',
          amount_off: '1.00',
          max_uses: 1,
        })
        .execute()
      const first = await signedInAccount(server)
      expect((await call(first, 'hub_setUserDiscountCode', { code: 'ONLYONE' })).body.result.code).toBe('ONLYONE')
      await call(first, 'hub_setUserDiscountCode', { code: 'WELCOME10' })

      const account = await signedInAccount(server)
      await call(account, 'hub_setUserDiscountCode', { code: 'WELCOME10' })
      const detail = (await call(account, 'hub_getUserDiscountCodeDetail')).body.result
      const rows = await countRows(db)
      const refusals: Array<[string, string, string, string]> = [
        ['NOSUCHCODE', 'unknown', 'This promo code does not exist', '该优惠码不存在'],
        ['SPRING2020', 'expired', 'This promo code has expired', '该优惠码已过期'],
        ['welcome10', 'applied', 'You have already applied this promo code', '您已使用过该优惠码'],
        ['ONLYONE', 'used_up', 'This promo code has reached its limit of uses', '该优惠码已达到使用次数上限'],
      ]
      for (const [code, reason, message, messageZh] of refusals) {
        const answer = await call(account, 'hub_setUserDiscountCode', { code })
        expect(answer.body.error, code).toEqual({ code: 10422, message, messageZh, data: { reason } })
      }
      // The first account may not go back to a code it applied before either.
      const back = await call(first, 'hub_setUserDiscountCode', { code: 'ONLYONE' })
      expect(back.body.error.data).toEqual({ reason: 'applied' })

      expect(await countRows(db)).toEqual(rows)
      expect((await call(account, 'hub_getUserDiscountCodeDetail')).body.result).toEqual(detail)
      const onlyOne = await db
        .selectFrom('discount_codes')
        .select('used_count')
        .where('code', '=', 'ONLYONE')
        .executeTakeFirst()
      expect(onlyOne?.used_count).toBe(1)
      expect((await call(account, 'hub_setUserDiscountCode', { code: 'x!' })).body.error.code).toBe(-32602)
    })

    it('applies a valid code typed at registration and ignores an unknown one', async () => {
      const register = async (email: string, promoCode: string) => {
        const password = clientHash('promo password')
        await call(null, 'hub_register', { email, password, confirmPassword: password, promoCode })
        const login = await call(null, 'hub_login', { email, password })
        return login.body.result.user
      }
      const stamp = Date.now()
      expect((await register(`promo-ok-${stamp}@example.com`, 'welcome10')).promoCode).toBe('WELCOME10')
      expect((await register(`promo-bad-${stamp}@example.com`, 'NOSUCHCODE')).promoCode).toBeNull()
    })
  })
})
