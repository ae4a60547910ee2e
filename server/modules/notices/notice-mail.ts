/**
 * Notice e-mails: each recipient of a notice whose e-mail configuration (profile) asks for its
 * type gets it by mail, in the profile's language, at their own address and every extra
 * recipient. Sent by the one instance that claimed the notice (realtime/notice-claim.ts), after
 * it committed; a mail that fails is logged and never fails the notice, which is a row already.
 */
import type { Kysely } from 'kysely'
import type { Notice } from '../../../contract/index'
import { noticePage } from '../../../contract/notice-pages'
import type { DB } from '../../db/schema'
import type { Mailer, MailMessage } from '../../mail/mailer'
import { emailConfigOf, noticeMailRecipients } from '../account/email-config'
import { isMailedNotice } from './notice-mail-topic'
import { noticeTextIn, type NoticeLanguage } from './notice-text-in'

/** Where notice mails go and where their links point. */
export interface NoticeMailOptions {
  mailer: Mailer
  /** The app's origin for links, without a trailing slash. */
  publicUrl: string
  log?: { warn(details: object, message: string): void }
}

/** Mails `notice` to those of `userIds` who chose its type; answers how many mails were sent. */
export async function mailNotice(
  db: Kysely<DB>,
  notice: Notice,
  userIds: readonly number[],
  options: NoticeMailOptions,
): Promise<number> {
  if (userIds.length === 0) return 0
  const users = await db
    .selectFrom('users')
    .select(['id', 'email', 'language', 'email_config'])
    .where('id', 'in', [...new Set(userIds)])
    .execute()
  const mails = users.flatMap((user) => {
    const config = emailConfigOf(user.email_config)
    if (!isMailedNotice(notice.type, notice.expand, config)) return []
    const mail = noticeMail(notice, user.language, options.publicUrl)
    return noticeMailRecipients(user.email, config).map((to): MailMessage => ({ ...mail, to }))
  })
  const outcomes = await Promise.all(
    mails.map((mail) =>
      options.mailer.send(mail).then(
        () => true,
        (error: unknown) => {
          options.log?.warn({ err: error, noticeId: notice.id }, 'notice mail failed')
          return false
        },
      ),
    ),
  )
  return outcomes.filter(Boolean).length
}

/** Subject and body of the mail of `notice` in `language`, with a link to its page in the app. */
export function noticeMail(notice: Notice, language: NoticeLanguage, publicUrl: string): Omit<MailMessage, 'to'> {
  const { title, content } = noticeTextIn(notice, language)
  const link = `${publicUrl}${noticePage(notice.type)}`
  const footer =
    language === 'zh'
      ? `查看详情：${link}\n\n您收到此邮件，是因为您在 Hubdeck 的邮件设置中选择了此类通知。`
      : `See it in Hubdeck: ${link}\n\nYou get this mail because your Hubdeck e-mail settings ask for this kind of notice.`
  return { subject: `Hubdeck: ${title}`, text: `${content}\n\n${footer}` }
}
