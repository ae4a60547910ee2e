/** Mail over SMTP (nodemailer), chosen when `SMTP_URL` is set. */
import { createTransport, type Transporter } from 'nodemailer'
import type { Mailer, MailMessage } from './mailer'

/** Sends each mail through the SMTP server of `url` (`smtp://user:pass@host:587`, `smtps://…`). */
export class SmtpMailer implements Mailer {
  readonly #transport: Transporter

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.#transport = createTransport(url)
  }

  async send(mail: MailMessage): Promise<void> {
    await this.#transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    })
  }

  close(): void {
    this.#transport.close()
  }
}
