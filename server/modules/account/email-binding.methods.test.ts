import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_PUBLIC_URL } from '../../config'
import { toJsonb } from '../../db/jsonb'
import { clientHash, signedInAccount, type TestAccount } from '../../test-support/accounts'
import { countRows, testEngines } from '../../test-support/test-database'
import { createTestServer, postRpc, type TestServer } from '../../test-support/test-server'
import { createSession } from './sessions'

describe.each(testEngines())('e-mail binding and set-password on %s', (engine) => {
  let server: TestServer

  beforeAll(async () => {
    server = await createTestServer(engine)
  })
  afterAll(async () => {
    await server?.close()
  })

  let counter = 0
  const newEmail = (name: string) => `${name}-${(counter += 1)}-${Date.now()}@example.com`
  const call = (account: TestAccount | null, method: string, params: unknown = {}) =>
    postRpc(server.app, { jsonrpc: '2.0', id: 1, method, params }, account?.headers ?? {})
  const profileOf = async (account: TestAccount) => (await call(account, 'hub_getUserProfile')).body.result

  /** An account made by a wallet: no e-mail, no password; signed in. */
  async function walletAccount(language: 'en' | 'zh' = 'en'): Promise<TestAccount> {
    const db = server.database.kysely
    counter += 1
    const { id } = await db
      .insertInto('users')
      .values({
        email: null,
        password_hash: null,
        nickname: `wallet ${counter}`,
        language,
        mail_status: 'none',
        wallet_address: `0x${String(Date.now()).padStart(20, '0')}${String(counter).padStart(20, '0')}`,
        email_config: toJsonb({}),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const { token } = await createSession(db, id, { ip: null, userAgent: null })
    return { userId: Number(id), email: '', token, headers: { authorization: `Bearer ${token}` } }
  }

  /** The newest mail to `email`, and the code of its link to `path`. */
  async function mailed(email: string, path: string) {
    const mails = (await call(null, 'dev_listMail', { to: email })).body.result
    const link: string | undefined = mails[0]?.links.find((l: string) => l.startsWith(`${DEFAULT_PUBLIC_URL}${path}?`))
    expect(link, `a link to ${path} mailed to ${email}`).toBeDefined()
    return { mail: mails[0], count: mails.length, url: new URL(link!), code: new URL(link!).searchParams.get('code')! }
  }

  describe('hub_preBindEmail', () => {
    it("says an address is available unless another account uses it (the caller's own is)", async () => {
      const account = await signedInAccount(server)
      const other = await signedInAccount(server)
      expect((await call(account, 'hub_preBindEmail', { email: newEmail('free') })).body.result).toEqual({
        available: true,
      })
      expect((await call(account, 'hub_preBindEmail', { email: other.email.toUpperCase() })).body.result).toEqual({
        available: false,
      })
      expect((await call(account, 'hub_preBindEmail', { email: account.email })).body.result).toEqual({
        available: true,
      })
      expect((await call(null, 'hub_preBindEmail', { email: account.email })).body.error.code).toBe(10101)
    })
  })

  describe('binding', () => {
    it('mails a code to the address; with it hub_bindEmail binds the address to a wallet account, confirmed', async () => {
      const account = await walletAccount()
      const email = newEmail('bind')
      const sent = await call(account, 'hub_sendBindConfirmMail', { email })
      expect(sent.body.result).toEqual({ email, nextSendAt: expect.any(String) })
      expect(Date.parse(sent.body.result.nextSendAt) - Date.now()).toBeGreaterThan(50_000)

      const { mail, url, code } = await mailed(email, '/rpc/profile')
      expect(mail.subject).toBe('Bind this e-mail to your Hubdeck account')
      expect(url.searchParams.get('bindEmail')).toBe(email)
      expect(mail.text).toContain(`Or enter this code on your profile page: ${code}`)

      const bound = await call(account, 'hub_bindEmail', { email, code })
      expect(bound.body.result).toMatchObject({
        id: account.userId,
        email,
        mailStatus: 'confirmed',
        isNoPassword: true,
      })
      expect(await profileOf(account)).toMatchObject({ email, mailStatus: 'confirmed' })
      expect((await call(account, 'hub_sendBindConfirmMail', { email })).body.error).toMatchObject({
        code: 10422,
        message: 'This e-mail is already bound to your account',
      })
    })

    it('replaces the e-mail of an account, and voids the reset links mailed to the old address', async () => {
      const account = await signedInAccount(server)
      await call(null, 'hub_sendResetPasswordMail', { email: account.email })
      const oldReset = await mailed(account.email, '/reset-password/checking')
      const email = newEmail('new')
      await call(account, 'hub_sendBindConfirmMail', { email })
      const bound = await call(account, 'hub_bindEmail', { email, code: (await mailed(email, '/rpc/profile')).code })
      expect(bound.body.result).toMatchObject({ email, mailStatus: 'confirmed', isNoPassword: false })
      expect((await call(null, 'hub_passwordResetCodeStatus', { code: oldReset.code })).body.result.status).toBe(
        'expired',
      )
      const login = await call(null, 'hub_login', { email, password: clientHash('correct horse battery staple') })
      expect(login.body.result.user.id).toBe(account.userId)
    })

    it('writes the binding mail in the account language', async () => {
      const account = await walletAccount('zh')
      const email = newEmail('zh')
      await call(account, 'hub_sendBindConfirmMail', { email })
      expect((await mailed(email, '/rpc/profile')).mail.subject).toBe('绑定邮箱到您的 Hubdeck 账户')
    })

    it('refuses an address another account uses, to mail or to bind', async () => {
      const account = await walletAccount()
      const other = await signedInAccount(server)
      const sent = await call(account, 'hub_sendBindConfirmMail', { email: other.email })
      expect(sent.body.error).toMatchObject({
        code: 10422,
        message: 'An account already uses this e-mail',
        messageZh: '该邮箱已被注册',
      })
      expect((await call(null, 'dev_listMail', { to: other.email })).body.result).toEqual([])

      // The address was free when the code went out, and taken before it was used.
      const email = newEmail('race')
      await call(account, 'hub_sendBindConfirmMail', { email })
      const { code } = await mailed(email, '/rpc/profile')
      await server.database.kysely.updateTable('users').set({ email }).where('id', '=', other.userId).execute()
      const bound = await call(account, 'hub_bindEmail', { email, code })
      expect(bound.body.error).toMatchObject({ code: 10422, message: 'An account already uses this e-mail' })
      expect((await profileOf(account)).email).toBeNull()
    })

    it('refuses a wrong, foreign, used or expired code with 10422, changing nothing', async () => {
      const account = await walletAccount()
      const stranger = await walletAccount()
      const email = newEmail('codes')
      await call(account, 'hub_sendBindConfirmMail', { email })
      const { code } = await mailed(email, '/rpc/profile')
      const rows = await countRows(server.database.kysely)

      const wrong = await call(account, 'hub_bindEmail', { email, code: 'x'.repeat(43) })
      expect(wrong.body.error).toEqual({
        code: 10422,
        message: 'This e-mail binding code is not valid',
        messageZh: '该邮箱绑定验证码无效',
        data: { status: 'invalid' },
      })
      const otherAddress = await call(account, 'hub_bindEmail', { email: newEmail('elsewhere'), code })
      expect(otherAddress.body.error).toMatchObject({ code: 10422, data: { status: 'invalid' } })
      const otherAccount = await call(stranger, 'hub_bindEmail', { email, code })
      expect(otherAccount.body.error).toMatchObject({ code: 10422, data: { status: 'invalid' } })
      expect(await countRows(server.database.kysely)).toEqual(rows)
      expect((await profileOf(account)).email).toBeNull()
      expect((await profileOf(stranger)).email).toBeNull()

      // The refusals did not use the code up: it still binds, once.
      expect((await call(account, 'hub_bindEmail', { email, code })).body.result.email).toBe(email)
      const again = await call(account, 'hub_bindEmail', { email, code })
      expect(again.body.error).toMatchObject({ code: 10422, message: 'This e-mail binding code has already been used' })

      const late = await walletAccount()
      const lateEmail = newEmail('late')
      await call(late, 'hub_sendBindConfirmMail', { email: lateEmail })
      const lateCode = (await mailed(lateEmail, '/rpc/profile')).code
      await server.database.kysely
        .updateTable('mail_codes')
        .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
        .where('email', '=', lateEmail)
        .execute()
      const expired = await call(late, 'hub_bindEmail', { email: lateEmail, code: lateCode })
      expect(expired.body.error).toMatchObject({
        code: 10422,
        message: 'This e-mail binding code has expired, please ask for a new one',
        data: { status: 'expired' },
      })
      expect((await profileOf(late)).email).toBeNull()
    })

    it('refuses a second mail within the cooldown with 10429 type3 and sends nothing', async () => {
      const account = await walletAccount()
      const email = newEmail('cooldown')
      await call(account, 'hub_sendBindConfirmMail', { email })
      const again = await call(account, 'hub_sendBindConfirmMail', { email })
      expect(again.body.error).toMatchObject({
        code: 10429,
        message: expect.stringContaining('Too many attempts'),
        messageZh: expect.any(String),
        data: { type: 'type3', attemptsExpireAt: expect.any(Number) },
      })
      expect(again.body.error.data.attemptsExpireAt).toBeGreaterThan(Date.now())
      expect((await call(null, 'dev_listMail', { to: email })).body.result).toHaveLength(1)
    })
  })

  describe('hub_noPassword', () => {
    it('mails a set-password link to an account without a password; the code sets it and ends every session', async () => {
      const account = await walletAccount()
      const email = newEmail('nopw')
      await call(account, 'hub_sendBindConfirmMail', { email })
      await call(account, 'hub_bindEmail', { email, code: (await mailed(email, '/rpc/profile')).code })

      const sent = await call(account, 'hub_noPassword')
      expect(sent.body.result).toEqual({ email, nextSendAt: expect.any(String) })
      const { mail, code } = await mailed(email, '/set-password/checking')
      expect(mail.subject).toBe('Set a password for your Hubdeck account')
      expect((await call(null, 'hub_passwordResetCodeStatus', { code })).body.result).toEqual({
        status: 'valid',
        email,
      })

      const password = clientHash('first password')
      const reset = await call(null, 'hub_passwordReset', { code, password, confirmPassword: password })
      expect(reset.body.result).toBeNull()
      expect((await call(account, 'hub_getUserProfile')).body.error.code).toBe(10103)
      const login = await call(null, 'hub_login', { email, password })
      expect(login.body.result.user).toMatchObject({ id: account.userId, isNoPassword: false })
    })

    it('refuses with 10422 when no e-mail is bound, and when the account has a password', async () => {
      const account = await walletAccount()
      const noEmail = await call(account, 'hub_noPassword')
      expect(noEmail.body.error).toEqual({
        code: 10422,
        message: 'Bind an e-mail first: the link to set a password is mailed to it',
        messageZh: '请先绑定邮箱：设置密码的链接将发送到该邮箱',
      })
      const withPassword = await signedInAccount(server)
      const refused = await call(withPassword, 'hub_noPassword')
      expect(refused.body.error).toMatchObject({
        code: 10422,
        message: expect.stringContaining('already has a password'),
      })
      expect((await call(null, 'dev_listMail', { to: withPassword.email })).body.result).toEqual([])
    })

    it('keeps the cooldown of password mails: a second one within a minute answers 10429 type3', async () => {
      const account = await walletAccount()
      const email = newEmail('nopw-cool')
      await server.database.kysely
        .updateTable('users')
        .set({ email, mail_status: 'confirmed' })
        .where('id', '=', account.userId)
        .execute()
      expect((await call(account, 'hub_noPassword')).body.result.email).toBe(email)
      const again = await call(account, 'hub_noPassword')
      expect(again.body.error).toMatchObject({ code: 10429, data: { type: 'type3' } })
      expect((await call(null, 'dev_listMail', { to: email })).body.result).toHaveLength(1)
    })
  })
})
