/**
 * A support ticket (issue 18): stored in `support_tickets`, mailed to the support address with
 * who sent it (account, e-mail, team) and what the app attached (page, build, language), and
 * confirmed to the sender with its id. The row and both mails commit together: a mail the
 * transport refuses leaves no ticket behind, so the sender's retry is not a duplicate.
 */
import { randomInt } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { SupportContext, SupportTicket, SupportTopic } from '../../../contract/http-routes'
import { SUPPORT_TOPIC_LABELS } from './support-topics'
import type { DB } from '../../db/schema'
import { toJsonb } from '../../db/jsonb'
import { inTransaction } from '../../db/transaction'
import type { Mailer } from '../../mail/mailer'

/** The request, checked, with the sender as the session tells (or as a visitor gave). */
export interface TicketRequest {
  topic: SupportTopic
  subject: string
  message: string
  /** Where replies go. */
  email: string
  context: SupportContext
  /** The signed-in sender; null for a visitor. */
  account: { userId: number; teamId: number | null; teamName: string | null } | null
}

/** No 0/O, 1/I/L: an id read out on the phone or typed from a mail. */
const TICKET_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

/** `T-` and 8 characters: about 8.5 × 10^11 ids. */
export function newTicketId(): string {
  let id = 'T-'
  for (let index = 0; index < 8; index += 1) id += TICKET_ALPHABET[randomInt(TICKET_ALPHABET.length)]
  return id
}

/**
 * Stores the ticket and sends both mails in one transaction. `mailerFor` gives the mailer to use
 * inside it (the dev outbox writes through the transaction; SMTP sends as it is).
 */
export async function openTicket(
  db: Kysely<DB>,
  request: TicketRequest,
  options: { supportEmail: string; mailerFor(trx: Kysely<DB>): Mailer; newId?: () => string },
): Promise<SupportTicket> {
  const ticketId = (options.newId ?? newTicketId)()
  await inTransaction(db, async (trx) => {
    await trx
      .insertInto('support_tickets')
      .values({
        id: ticketId,
        user_id: request.account?.userId ?? null,
        team_id: request.account?.teamId ?? null,
        email: request.email,
        topic: request.topic,
        subject: request.subject,
        message: request.message,
        context: toJsonb(request.context),
      })
      .execute()
    const mailer = options.mailerFor(trx)
    await mailer.send(supportMail(ticketId, request, options.supportEmail))
    await mailer.send(confirmationMail(ticketId, request, options.supportEmail))
  })
  return { ticketId }
}

/** To the support address: the request, who sent it and what the app attached. */
function supportMail(ticketId: string, request: TicketRequest, supportEmail: string) {
  const { account, context } = request
  const sender = account
    ? [
        `Account: user ${account.userId}, ${request.email}`,
        account.teamId === null
          ? 'Team: none (personal account)'
          : `Team: ${account.teamName ?? '?'} (id ${account.teamId})`,
      ]
    : [`Visitor (not signed in), reply to ${request.email}`]
  return {
    to: supportEmail,
    subject: `[${ticketId}] ${SUPPORT_TOPIC_LABELS[request.topic].en}: ${request.subject}`,
    text: [
      `Ticket ${ticketId}`,
      `Topic: ${SUPPORT_TOPIC_LABELS[request.topic].en}`,
      ...sender,
      `Page: ${context.page ?? 'not given'}`,
      `Build: ${context.build ?? 'not given'}`,
      `Language: ${context.language ?? 'not given'}`,
      '',
      `Subject: ${request.subject}`,
      '',
      request.message,
    ].join('\n'),
  }
}

/** To the sender, in their language: the ticket id to quote, and their own words back. */
function confirmationMail(ticketId: string, request: TicketRequest, supportEmail: string) {
  const topic = SUPPORT_TOPIC_LABELS[request.topic]
  if (request.context.language === 'zh') {
    return {
      to: request.email,
      subject: `我们已收到您的请求 ${ticketId}`,
      text: [
        `您的支持请求已登记，编号 ${ticketId}。回复本邮件或写信至 ${supportEmail} 时请注明该编号。`,
        '',
        `主题：${topic.zh}`,
        `标题：${request.subject}`,
        '',
        request.message,
      ].join('\n'),
    }
  }
  return {
    to: request.email,
    subject: `We received your request ${ticketId}`,
    text: [
      `Your support request is logged as ${ticketId}. Quote it when you reply or write to ${supportEmail}.`,
      '',
      `Topic: ${topic.en}`,
      `Subject: ${request.subject}`,
      '',
      request.message,
    ].join('\n'),
  }
}
