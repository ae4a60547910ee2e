/**
 * The account mails, in English and Chinese: the registration confirmation (a link to
 * `/email-confirm?code=…`) and the password reset (a link to `/reset-password/checking?code=…`).
 */
import type { MailMessage } from '../../mail/mailer'
import type { Locale } from '../../rpc/context'
import { MAIL_CODE_LIFETIME_MS } from './email-account.codes'

const HOURS = MAIL_CODE_LIFETIME_MS / 3_600_000

/** The link of a mailed code on the app's page `path`. */
export function codeLink(publicUrl: string, path: string, code: string): string {
  return `${publicUrl}${path}?code=${encodeURIComponent(code)}`
}

/** The mail that confirms a registration's address. */
export function confirmMail(to: string, link: string, locale: Locale): MailMessage {
  const [subject, lines] =
    locale === 'zh'
      ? [
          '确认您的 Hubdeck 邮箱',
          [
            '欢迎使用 Hubdeck！',
            '请打开以下链接确认您的邮箱地址：',
            link,
            `该链接 ${HOURS} 小时内有效，且只能使用一次。`,
            '如果您没有注册 Hubdeck，请忽略此邮件。',
          ],
        ]
      : [
          'Confirm your Hubdeck e-mail',
          [
            'Welcome to Hubdeck!',
            'Open this link to confirm your e-mail address:',
            link,
            `The link works once, within ${HOURS} hours.`,
            'If you did not sign up for Hubdeck, ignore this mail.',
          ],
        ]
  return mail(to, subject, lines, link)
}

/** The mail that lets the owner of an address choose a new password. */
export function resetMail(to: string, link: string, locale: Locale): MailMessage {
  const [subject, lines] =
    locale === 'zh'
      ? [
          '重置您的 Hubdeck 密码',
          [
            '我们收到了重置您 Hubdeck 密码的请求。',
            '请打开以下链接设置新密码：',
            link,
            `该链接 ${HOURS} 小时内有效，且只能使用一次。重置后，所有已登录的设备都将退出登录。`,
            '如果这不是您本人的操作，请忽略此邮件。',
          ],
        ]
      : [
          'Reset your Hubdeck password',
          [
            'Someone asked to reset the password of your Hubdeck account.',
            'Open this link to choose a new password:',
            link,
            `The link works once, within ${HOURS} hours. Every device signed in to the account will be signed out.`,
            'If it was not you, ignore this mail.',
          ],
        ]
  return mail(to, subject, lines, link)
}

/** A mail of `lines` (paragraphs) whose `link` line becomes a link in the HTML part. */
export function mail(to: string, subject: string, lines: string[], link: string): MailMessage {
  const html = lines
    .map((line) =>
      line === link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : `<p>${escapeHtml(line)}</p>`,
    )
    .join('\n')
  return { to, subject, text: lines.join('\n\n') + '\n', html }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
