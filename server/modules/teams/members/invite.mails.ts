/**
 * The team invitation mail, in English and Chinese (the invitee's language when the address has
 * an account, else the inviter's): a link to `/invite-member?inviteId=…&code=…`, with `register=1`
 * when the address has no account yet (the page then offers hub_registerTeam). Built like the
 * account mails (account/email-account.mails.ts).
 */
import type { MailMessage } from '../../../mail/mailer'
import type { Locale } from '../../../rpc/context'
import { mail } from '../../account/email-account.mails'
import { TEAM_INVITE_LIFETIME_MS } from '../team-invites'

const DAYS = TEAM_INVITE_LIFETIME_MS / 86_400_000

/** The /invite-member link of an invitation. */
export function inviteLink(publicUrl: string, invite: { inviteId: number; code: string; register: boolean }): string {
  const query = `inviteId=${invite.inviteId}&code=${encodeURIComponent(invite.code)}`
  return `${publicUrl}/invite-member?${query}${invite.register ? '&register=1' : ''}`
}

/** The mail that invites `to` to join `teamName` on behalf of `inviterName`. */
export function inviteMail(
  to: string,
  link: string,
  invite: { teamName: string; inviterName: string; role: string },
  locale: Locale,
): MailMessage {
  const [subject, lines] =
    locale === 'zh'
      ? [
          `${invite.inviterName} 邀请您加入 Hubdeck 团队「${invite.teamName}」`,
          [
            `${invite.inviterName} 邀请您以 ${invite.role} 身份加入 Hubdeck 团队「${invite.teamName}」。`,
            '请打开以下链接接受或拒绝邀请：',
            link,
            `该邀请 ${DAYS} 天内有效，且只能使用一次。`,
            '如果您不认识邀请人，请忽略此邮件。',
          ],
        ]
      : [
          `${invite.inviterName} invited you to the Hubdeck team "${invite.teamName}"`,
          [
            `${invite.inviterName} invited you to join the Hubdeck team "${invite.teamName}" as ${invite.role}.`,
            'Open this link to accept or decline:',
            link,
            `The invitation works once, within ${DAYS} days.`,
            'If you do not know the sender, ignore this mail.',
          ],
        ]
  return mail(to, subject, lines, link)
}
