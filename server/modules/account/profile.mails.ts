/**
 * The mails of the profile's settings, in English and Chinese: the e-mail binding's code (with a
 * link that opens the profile ready to bind) and the set-password link of an account that has no
 * password (`/set-password/checking?code=…`). Built like the registration mails
 * (`email-account.mails.ts`).
 */
import type { MailMessage } from '../../mail/mailer'
import type { Locale } from '../../rpc/context'
import { MAIL_CODE_LIFETIME_MS } from './email-account.codes'
import { mail } from './email-account.mails'

const HOURS = MAIL_CODE_LIFETIME_MS / 3_600_000

/** The link of a binding code: the profile page, which binds `email` with `code` (hub_bindEmail). */
export function bindLink(publicUrl: string, path: string, email: string, code: string): string {
  return `${publicUrl}${path}?bindEmail=${encodeURIComponent(email)}&code=${encodeURIComponent(code)}`
}

/** The mail that proves the owner of `to` wants it bound to their account. */
export function bindMail(to: string, link: string, code: string, locale: Locale): MailMessage {
  const [subject, lines] =
    locale === 'zh'
      ? [
          '绑定邮箱到您的 Hubdeck 账户',
          [
            '有人请求将此邮箱绑定到其 Hubdeck 账户。',
            '请在已登录的浏览器中打开以下链接完成绑定：',
            link,
            `或在个人资料页面输入验证码：${code}`,
            `验证码 ${HOURS} 小时内有效，且只能使用一次。`,
            '如果这不是您本人的操作，请忽略此邮件。',
          ],
        ]
      : [
          'Bind this e-mail to your Hubdeck account',
          [
            'Someone asked to bind this address to their Hubdeck account.',
            'Open this link in the browser where you are signed in to finish:',
            link,
            `Or enter this code on your profile page: ${code}`,
            `The code works once, within ${HOURS} hours.`,
            'If it was not you, ignore this mail.',
          ],
        ]
  return mail(to, subject, lines, link)
}

/** The mail that lets an account made by wallet or OAuth choose its first password. */
export function setPasswordMail(to: string, link: string, locale: Locale): MailMessage {
  const [subject, lines] =
    locale === 'zh'
      ? [
          '设置您的 Hubdeck 密码',
          [
            '您的 Hubdeck 账户还没有密码。',
            '请打开以下链接设置密码，之后即可使用邮箱和密码登录：',
            link,
            `该链接 ${HOURS} 小时内有效，且只能使用一次。设置后，所有已登录的设备都将退出登录。`,
            '如果这不是您本人的操作，请忽略此邮件。',
          ],
        ]
      : [
          'Set a password for your Hubdeck account',
          [
            'Your Hubdeck account has no password yet.',
            'Open this link to choose one; then you can also log in with your e-mail and password:',
            link,
            `The link works once, within ${HOURS} hours. Every device signed in to the account will be signed out.`,
            'If it was not you, ignore this mail.',
          ],
        ]
  return mail(to, subject, lines, link)
}
