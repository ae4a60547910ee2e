/**
 * The dev outbox: every mail is a row of `mail_outbox` (dev_listMail lists them) and a log line,
 * so a developer or a test can follow a mailed link without a mail server.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { linksIn, type Mailer, type MailMessage } from './mailer'

/** Keeps mails in the database instead of sending them. */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(mail: MailMessage): Promise<void> {
    await this.db
      .insertInto('mail_outbox')
      .values({ recipient: mail.to.toLowerCase(), subject: mail.subject, text: mail.text, html: mail.html ?? null })
      .execute()
    this.log.info(
      { mail: { to: mail.to, subject: mail.subject, links: linksIn(mail.text) } },
      `Mail (dev outbox) to ${mail.to}: ${mail.subject}\n${mail.text}`,
    )
  }
}

/** The outbox's mails to `to`, newest first (at most `limit`). */
export async function listOutbox(db: Kysely<DB>, to: string, limit = 50) {
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['recipient', 'subject', 'text', 'html', 'created_at'])
    .where('recipient', '=', to.toLowerCase())
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
  return rows.map((row) => ({
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    html: row.html,
    links: linksIn(row.text),
    createdAt: row.created_at.toISOString(),
  }))
}
