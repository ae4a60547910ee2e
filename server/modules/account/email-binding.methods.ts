/**
 * Binding an e-mail to the signed-in account, and the first password of an account that has
 * none: hub_preBindEmail, hub_sendBindConfirmMail, hub_bindEmail, hub_noPassword. Codes, mails
 * and rate limits are the registration's (`email-account.codes.ts`, `rpc/rate-limits.ts`).
 *
 * - A binding code is mailed to the address, tied to the account that asked and to that
 *   address; hub_bindEmail with it binds (or replaces) the account's e-mail, confirmed. A new
 *   address voids the reset and confirmation links still out for the old one.
 * - hub_noPassword mails a set-password link (`/set-password/checking?code=…`) whose code is a
 *   password-reset code: hub_passwordResetCodeStatus and hub_passwordReset take it, and setting
 *   the password ends every session, as a reset does.
 */
import type { MailSent } from '../../../contract/index'
import { sql } from 'kysely'
import { sessionOf } from '../../rpc/context'
import { businessRule } from '../../rpc/errors'
import { takeAttempt } from '../../rpc/rate-limits'
import type { MethodRegistry } from '../../rpc/registry'
import type { ModuleSettings } from '../module'
import { mailerFor, publicUrlOf } from './account-mailer'
import { issueMailCode, unusableCode, useMailCode } from './email-account.codes'
import { codeLink } from './email-account.mails'
import { emailTaken, nextSendAt } from './email-account.methods'
import { bindLink, bindMail, setPasswordMail } from './profile.mails'
import { loadProfile } from './users.queries'

/** The app page a binding link opens: the profile, with `bindEmail` and `code` in the query. */
export const EMAIL_BIND_PATH = '/rpc/profile'
/** The app page a set-password link opens. */
export const SET_PASSWORD_PATH = '/set-password/checking'

/** Registers hub_preBindEmail, hub_sendBindConfirmMail, hub_bindEmail and hub_noPassword. */
export function registerEmailBindingMethods(registry: MethodRegistry, settings: ModuleSettings): void {
  const publicUrl = publicUrlOf(settings)

  // Tells whether an address is taken, like hub_emailExists, so it shares that limit per IP.
  registry.register('hub_preBindEmail', async (ctx, { email }) => {
    await takeAttempt(ctx.db, 'emailExists', ctx.request.ip)
    const owner = await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()
    return { available: !owner || Number(owner.id) === sessionOf(ctx).userId }
  })

  registry.register('hub_sendBindConfirmMail', async (ctx, { email }): Promise<MailSent> => {
    const { userId } = sessionOf(ctx)
    const owner = await ctx.db
      .selectFrom('users')
      .select(['id', 'mail_status'])
      .where('email', '=', email)
      .executeTakeFirst()
    if (owner && Number(owner.id) !== userId) throw emailTaken()
    if (owner?.mail_status === 'confirmed') {
      throw businessRule('This e-mail is already bound to your account', '该邮箱已绑定到您的账户')
    }
    await takeAttempt(ctx.db, 'bindMailPerAccount', String(userId))
    await takeAttempt(ctx.db, 'bindMail', email)
    const { language } = await ctx.db
      .selectFrom('users')
      .select('language')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow()
    const code = await issueMailCode(ctx.db, 'email_bind', { userId, email })
    await mailerFor(settings, ctx).send(
      bindMail(email, bindLink(publicUrl, EMAIL_BIND_PATH, email, code), code, language),
    )
    return { email, nextSendAt: nextSendAt('bindMail') }
  })

  // Runs in the call's transaction (a mutating method): a refusal after the code was used
  // rolls the use back, so the code still works for its own account and address.
  registry.register('hub_bindEmail', async (ctx, { email, code }) => {
    const { userId } = sessionOf(ctx)
    const mailed = await useMailCode(ctx.db, 'email_bind', code)
    if (mailed.userId !== userId || mailed.email !== email) throw unusableCode('email_bind', 'invalid')
    const owner = await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()
    if (owner && Number(owner.id) !== userId) throw emailTaken()
    const before = await ctx.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()
    try {
      await ctx.db
        .updateTable('users')
        .set({ email, mail_status: 'confirmed', updated_at: new Date() })
        .where('id', '=', userId)
        .execute()
    } catch (error) {
      // Another account took the address between the check and the update.
      if ((error as { code?: unknown }).code === '23505') throw emailTaken()
      throw error
    }
    if (before.email !== email) {
      await ctx.db
        .updateTable('mail_codes')
        .set({ expires_at: sql<Date>`now()` })
        .where('user_id', '=', userId)
        .where('purpose', 'in', ['email_confirm', 'password_reset'])
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .execute()
    }
    return loadProfile(ctx.db, userId)
  })

  registry.register('hub_noPassword', async (ctx): Promise<MailSent> => {
    const { userId } = sessionOf(ctx)
    const user = await ctx.db
      .selectFrom('users')
      .select(['email', 'password_hash', 'language'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow()
    if (user.password_hash !== null) {
      throw businessRule(
        'This account already has a password: change it with "Forgot password"',
        '该账户已设置密码：如需修改，请使用“忘记密码”',
      )
    }
    if (!user.email) {
      throw businessRule(
        'Bind an e-mail first: the link to set a password is mailed to it',
        '请先绑定邮箱：设置密码的链接将发送到该邮箱',
      )
    }
    await takeAttempt(ctx.db, 'resetMail', user.email)
    const code = await issueMailCode(ctx.db, 'password_reset', { userId, email: user.email })
    await mailerFor(settings, ctx).send(
      setPasswordMail(user.email, codeLink(publicUrl, SET_PASSWORD_PATH, code), user.language),
    )
    return { email: user.email, nextSendAt: nextSendAt('resetMail') }
  })
}
