/**
 * Registration by e-mail and its confirmation, and the password reset by mail: hub_emailExists,
 * hub_register, hub_sendRegisterConfirmMail, hub_emailConfirm, hub_checkEmailConfirmCodeStatus,
 * hub_sendResetPasswordMail, hub_passwordResetCodeStatus, hub_passwordReset; and dev_listMail
 * outside production. Mails go through the server's `Mailer` (server/mail/).
 */
import type { MailSent, Session as WireSession } from '../../../contract/index'
import { DEFAULT_PUBLIC_URL } from '../../config'
import { inTransaction } from '../../db/transaction'
import type { Mailer } from '../../mail/mailer'
import { listOutbox, OutboxMailer } from '../../mail/outbox-mailer'
import type { RpcContext } from '../../rpc/context'
import { businessRule } from '../../rpc/errors'
import { clearAttempts, RATE_LIMITS, takeAttempt, type RateLimitName } from '../../rpc/rate-limits'
import type { MethodRegistry } from '../../rpc/registry'
import type { ModuleSettings } from '../module'
import { applySignUpPromoCode } from './discount-codes'
import { issueMailCode, mailCodeStatus, useMailCode } from './email-account.codes'
import { codeLink, confirmMail, resetMail } from './email-account.mails'
import { hashPassword } from './password'
import { createSession } from './sessions'
import { createUser, loadProfile } from './users.queries'

declare module '../module' {
  interface ModuleSettings {
    /** The server's mailer (app.ts); absent: the dev outbox of each call's database. */
    mailer?: Mailer
    /** `HUBDECK_PUBLIC_URL`, the origin of links in mails; absent: `DEFAULT_PUBLIC_URL`. */
    publicUrl?: string
  }
}

/** The app page a confirmation link opens. */
export const EMAIL_CONFIRM_PATH = '/email-confirm'
/** The app page a reset link opens. */
export const PASSWORD_RESET_PATH = '/reset-password/checking'

/** Registers the e-mail account methods (and dev_listMail outside production). */
export function registerEmailAccountMethods(registry: MethodRegistry, settings: ModuleSettings): void {
  const publicUrl = settings.publicUrl ?? DEFAULT_PUBLIC_URL
  const mailerOf = (ctx: RpcContext): Mailer => settings.mailer ?? new OutboxMailer(ctx.db, ctx.log)

  registry.register('hub_emailExists', async (ctx, { email }) => {
    await takeAttempt(ctx.db, 'emailExists', ctx.request.ip)
    const user = await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()
    return { exists: Boolean(user) }
  })

  registry.register('hub_register', async (ctx, { email, password, promoCode, lang }): Promise<MailSent> => {
    await takeAttempt(ctx.db, 'register', ctx.request.ip)
    const taken = await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()
    if (taken) throw emailTaken()
    await takeAttempt(ctx.db, 'registerMail', email)
    const locale = lang ?? ctx.locale
    let code: string
    try {
      code = await inTransaction(ctx.db, async (trx) => {
        const userId = await createUser(trx, { email, passwordHash: password, language: locale })
        await trx.updateTable('users').set({ mail_status: 'unconfirmed' }).where('id', '=', userId).execute()
        await applySignUpPromoCode(trx, userId, promoCode, locale)
        return issueMailCode(trx, 'email_confirm', { userId, email })
      })
    } catch (error) {
      // Two registrations of one address at once: the unique index lets one through.
      if ((error as { code?: unknown }).code === '23505') throw emailTaken()
      throw error
    }
    await mailerOf(ctx).send(confirmMail(email, codeLink(publicUrl, EMAIL_CONFIRM_PATH, code), locale))
    return { email, nextSendAt: nextSendAt('registerMail') }
  })

  registry.register('hub_sendRegisterConfirmMail', async (ctx, { email }): Promise<MailSent> => {
    await takeAttempt(ctx.db, 'registerMail', email)
    const user = await ctx.db
      .selectFrom('users')
      .select(['id', 'language'])
      .where('email', '=', email)
      .where('mail_status', '=', 'unconfirmed')
      .executeTakeFirst()
    if (!user) {
      throw businessRule('No account with this e-mail is waiting for confirmation', '没有使用该邮箱且待确认的账户')
    }
    const code = await issueMailCode(ctx.db, 'email_confirm', { userId: Number(user.id), email })
    await mailerOf(ctx).send(confirmMail(email, codeLink(publicUrl, EMAIL_CONFIRM_PATH, code), user.language))
    return { email, nextSendAt: nextSendAt('registerMail') }
  })

  registry.register('hub_checkEmailConfirmCodeStatus', async (ctx, { code }) =>
    mailCodeStatus(ctx.db, 'email_confirm', code),
  )

  registry.register('hub_emailConfirm', async (ctx, { code }): Promise<WireSession> => {
    return inTransaction(ctx.db, async (trx) => {
      const { userId } = await useMailCode(trx, 'email_confirm', code)
      const user = await trx
        .updateTable('users')
        .set({ mail_status: 'confirmed', updated_at: new Date() })
        .where('id', '=', userId)
        .returningAll()
        .executeTakeFirstOrThrow()
      const session = await createSession(trx, userId, { ip: ctx.request.ip, userAgent: ctx.request.userAgent })
      return {
        token: session.token,
        expiresAt: session.expiresAt.toISOString(),
        user: await loadProfile(trx, Number(user.id)),
      }
    })
  })

  registry.register('hub_sendResetPasswordMail', async (ctx, { email }): Promise<MailSent> => {
    await takeAttempt(ctx.db, 'resetMail', email)
    const user = await ctx.db
      .selectFrom('users')
      .select(['id', 'language'])
      .where('email', '=', email)
      .executeTakeFirst()
    // An unknown address gets the same answer and no mail: no account enumeration.
    if (user) {
      const code = await issueMailCode(ctx.db, 'password_reset', { userId: Number(user.id), email })
      await mailerOf(ctx).send(resetMail(email, codeLink(publicUrl, PASSWORD_RESET_PATH, code), user.language))
    }
    return { email, nextSendAt: nextSendAt('resetMail') }
  })

  registry.register('hub_passwordResetCodeStatus', async (ctx, { code }) =>
    mailCodeStatus(ctx.db, 'password_reset', code),
  )

  registry.register('hub_passwordReset', async (ctx, { code, password }) => {
    const stored = await hashPassword(password)
    await inTransaction(ctx.db, async (trx) => {
      const { userId, email } = await useMailCode(trx, 'password_reset', code)
      await trx
        .updateTable('users')
        .set({ password_hash: stored, updated_at: new Date() })
        .where('id', '=', userId)
        .execute()
      // The link reached the address, which confirms it.
      await trx
        .updateTable('users')
        .set({ mail_status: 'confirmed' })
        .where('id', '=', userId)
        .where('mail_status', '=', 'unconfirmed')
        .execute()
      await trx
        .updateTable('sessions')
        .set({ revoked_at: new Date() })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute()
      await clearAttempts(trx, 'login', email)
    })
    return null
  })

  if (!settings.production) {
    registry.register('dev_listMail', async (ctx, { to }) => listOutbox(ctx.db, to))
  }
}

/** When another mail may be asked for: the end of the cooldown just started. */
export function nextSendAt(limit: RateLimitName): string {
  return new Date(Date.now() + RATE_LIMITS[limit].windowMinutes * 60_000).toISOString()
}

/** 10422: the address belongs to another account. */
export function emailTaken() {
  return businessRule('An account already uses this e-mail', '该邮箱已被注册')
}
