import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_PUBLIC_URL } from '../../config'
import { clientHash } from '../../test-support/accounts'
import { testEngines } from '../../test-support/test-database'
import { createTestServer, postRpc, type TestServer } from '../../test-support/test-server'

describe.each(testEngines())('e-mail registration and password reset on %s', (engine) => {
  let server: TestServer

  beforeAll(async () => {
    server = await createTestServer(engine)
  })
  afterAll(async () => {
    await server?.close()
  })

  let counter = 0
  const newEmail = (name: string) => {
    counter += 1
    return `${name}-${counter}-${Date.now()}@example.com`
  }
  const call = (method: string, params: unknown, headers: Record<string, string> = {}) =>
    postRpc(server.app, { jsonrpc: '2.0', id: 1, method, params }, headers)
  const register = (email: string, password: string, extra: Record<string, unknown> = {}) =>
    call('hub_register', { email, password: clientHash(password), confirmPassword: clientHash(password), ...extra })
  /** The code of the newest mail's link to `path`. */
  async function mailedCode(email: string, path: string): Promise<{ code: string; subject: string }> {
    const mails = (await call('dev_listMail', { to: email })).body.result
    const link: string = mails[0].links.find((l: string) => l.startsWith(`${DEFAULT_PUBLIC_URL}${path}?code=`))
    expect(link).toBeDefined()
    return { code: new URL(link).searchParams.get('code')!, subject: mails[0].subject }
  }

  it('registers, mails a confirmation link whose code confirms the address, and the login works', async () => {
    const email = newEmail('reg')
    expect((await call('hub_emailExists', { email })).body.result).toEqual({ exists: false })
    const registered = await register(email, 'new password 1')
    expect(registered.body.result).toEqual({ email, nextSendAt: expect.any(String) })
    expect((await call('hub_emailExists', { email })).body.result).toEqual({ exists: true })

    const mails = (await call('dev_listMail', { to: email })).body.result
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ to: email, subject: 'Confirm your Hubdeck e-mail' })
    const { code } = await mailedCode(email, '/email-confirm')
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // Stored hashed: the code itself is nowhere in the table.
    const stored = await server.database.kysely.selectFrom('mail_codes').select('code_hash').execute()
    expect(stored.map((row) => row.code_hash)).not.toContain(code)

    const before = await call('hub_login', { email, password: clientHash('new password 1') })
    expect(before.body.result.user.mailStatus).toBe('unconfirmed')
    expect((await call('hub_checkEmailConfirmCodeStatus', { code })).body.result).toEqual({ status: 'valid', email })

    const confirmed = await call('hub_emailConfirm', { code })
    expect(confirmed.body.result).toMatchObject({ token: expect.any(String), user: { email, mailStatus: 'confirmed' } })
    const profile = await call('hub_getUserProfile', {}, { authorization: `Bearer ${confirmed.body.result.token}` })
    expect(profile.body.result.mailStatus).toBe('confirmed')
    const login = await call('hub_login', { email, password: clientHash('new password 1') })
    expect(login.body.result.user).toMatchObject({ email, mailStatus: 'confirmed' })

    // Used once: a second confirmation fails clearly and changes nothing.
    const again = await call('hub_emailConfirm', { code })
    expect(again.body.error).toMatchObject({
      code: 10422,
      message: 'This confirmation link has already been used',
      data: { status: 'used' },
    })
    expect((await call('hub_checkEmailConfirmCodeStatus', { code })).body.result).toEqual({ status: 'used', email })
  })

  it('writes the mail in Chinese for a zh registration, and refuses a taken e-mail', async () => {
    const email = newEmail('zh')
    await register(email, 'pw', { lang: 'zh' })
    const { subject } = await mailedCode(email, '/email-confirm')
    expect(subject).toBe('确认您的 Hubdeck 邮箱')
    const taken = await register(email, 'pw')
    expect(taken.body.error).toMatchObject({ code: 10422, message: 'An account already uses this e-mail' })
  })

  it('refuses an expired code, and an unknown one, changing nothing', async () => {
    const email = newEmail('expired')
    await register(email, 'pw')
    const { code } = await mailedCode(email, '/email-confirm')
    await server.database.kysely
      .updateTable('mail_codes')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` as never })
      .where('email', '=', email)
      .execute()
    const expired = await call('hub_emailConfirm', { code })
    expect(expired.body.error).toMatchObject({
      code: 10422,
      message: 'This confirmation link has expired, please ask for a new one',
      data: { status: 'expired' },
    })
    const row = await server.database.kysely
      .selectFrom('users')
      .select('mail_status')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
    expect(row.mail_status).toBe('unconfirmed')
    const codeRow = await server.database.kysely
      .selectFrom('mail_codes')
      .select('used_at')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
    expect(codeRow.used_at).toBeNull()
    expect((await call('hub_emailConfirm', { code: 'x'.repeat(43) })).body.error).toMatchObject({
      code: 10422,
      data: { status: 'invalid' },
    })
  })

  it('answers a resend within the cooldown with 10429 type3 and attemptsExpireAt, then sends after it', async () => {
    const email = newEmail('resend')
    const before = Date.now()
    await register(email, 'pw')
    const limited = await call('hub_sendRegisterConfirmMail', { email })
    expect(limited.body.error).toMatchObject({
      code: 10429,
      data: { type: 'type3', attemptsExpireAt: expect.any(Number) },
    })
    expect(limited.body.error.data.attemptsExpireAt).toBeGreaterThan(before)
    expect(limited.body.error.data.attemptsExpireAt).toBeLessThanOrEqual(Date.now() + 60_000 + 5_000)

    await server.database.kysely
      .updateTable('rate_limits')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` as never })
      .where('bucket', '=', `registerMail:${email}`)
      .execute()
    const resent = await call('hub_sendRegisterConfirmMail', { email })
    expect(resent.body.result).toEqual({ email, nextSendAt: expect.any(String) })
    expect((await call('dev_listMail', { to: email })).body.result).toHaveLength(2)
    // Both links work (each once): the newest confirms.
    const { code } = await mailedCode(email, '/email-confirm')
    expect((await call('hub_emailConfirm', { code })).body.result.user.mailStatus).toBe('confirmed')
  })

  it('resets the password by mail and ends every session of the account', async () => {
    const email = newEmail('reset')
    await register(email, 'old password')
    const first = (await call('hub_login', { email, password: clientHash('old password') })).body.result.token
    const second = (await call('hub_login', { email, password: clientHash('old password') })).body.result.token

    const unknown = await call('hub_sendResetPasswordMail', { email: newEmail('nobody') })
    expect(unknown.body.result).toMatchObject({ nextSendAt: expect.any(String) })

    expect((await call('hub_sendResetPasswordMail', { email })).body.result.email).toBe(email)
    const { code, subject } = await mailedCode(email, '/reset-password/checking')
    expect(subject).toBe('Reset your Hubdeck password')
    expect((await call('hub_passwordResetCodeStatus', { code })).body.result).toEqual({ status: 'valid', email })

    const reset = await call('hub_passwordReset', {
      code,
      password: clientHash('new password'),
      confirmPassword: clientHash('new password'),
    })
    expect(reset.body).toMatchObject({ result: null })
    for (const token of [first, second]) {
      const old = await call('hub_getUserProfile', {}, { authorization: `Bearer ${token}` })
      expect(old.body.error.code).toBe(10103)
    }
    expect((await call('hub_login', { email, password: clientHash('old password') })).body.error.code).toBe(10422)
    expect((await call('hub_login', { email, password: clientHash('new password') })).body.result.token).toBeTruthy()

    const twice = await call('hub_passwordReset', {
      code,
      password: clientHash('other'),
      confirmPassword: clientHash('other'),
    })
    expect(twice.body.error).toMatchObject({ code: 10422, message: 'This password reset link has already been used' })
    expect((await call('hub_passwordResetCodeStatus', { code })).body.result).toEqual({ status: 'used', email })
  })

  it('does not offer dev_listMail in production', async () => {
    const production = await createTestServer(engine, { production: true })
    try {
      const answer = await postRpc(production.app, {
        jsonrpc: '2.0',
        id: 1,
        method: 'dev_listMail',
        params: { to: 'a@b.co' },
      })
      expect(answer.body.error.code).toBe(-32601)
    } finally {
      await production.close()
    }
  })
})
