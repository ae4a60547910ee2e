/**
 * Outgoing mail behind one interface: the dev outbox (a table, shown by dev_listMail and printed
 * on the console) by default, SMTP through nodemailer when `SMTP_URL` is set.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { MailSettings } from '../config'
import type { DB } from '../db/schema'
import { OutboxMailer } from './outbox-mailer'
import { SmtpMailer } from './smtp-mailer'

/** One mail to one address. */
export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
}

/** Sends mail. A refusal of the transport rejects the promise. */
export interface Mailer {
  send(mail: MailMessage): Promise<void>
  /** Releases connections, if the transport keeps any. */
  close?(): void
}

/** SMTP when `settings.smtpUrl` is set, else the dev outbox in `db`, printed through `log`. */
export function createMailer(settings: MailSettings, env: { db: Kysely<DB>; log: FastifyBaseLogger }): Mailer {
  return settings.smtpUrl ? new SmtpMailer(settings.smtpUrl, settings.from) : new OutboxMailer(env.db, env.log)
}

/** The http(s) links in a text, in order, each once. */
export function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"')]+/g) ?? [])]
}
