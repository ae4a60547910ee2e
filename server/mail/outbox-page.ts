/**
 * `GET /dev/mail` outside production: the dev outbox as a page, so someone trying `npm start`
 * without SMTP can open a confirmation or reset link from the browser. Newest first; `?to=`
 * narrows it to one address. Plain HTML, every value escaped (mails carry what users typed), no
 * script and no inline style, within the app's Content-Security-Policy.
 */
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { linksIn } from './mailer'

export const OUTBOX_PAGE_PATH = '/dev/mail'

/** How many mails the page shows. */
const SHOWN = 50

export function outboxPageRoute(app: FastifyInstance, options: { db: Kysely<DB> }): void {
  app.get<{ Querystring: { to?: string } }>(OUTBOX_PAGE_PATH, async (request, reply) => {
    const to = typeof request.query.to === 'string' ? request.query.to.trim().toLowerCase() : ''
    let query = options.db
      .selectFrom('mail_outbox')
      .select(['recipient', 'subject', 'text', 'created_at'])
      .orderBy('id', 'desc')
      .limit(SHOWN)
    if (to) query = query.where('recipient', '=', to)
    const mails = await query.execute()
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8')
    return outboxPage(to, mails)
  })
}

interface OutboxRow {
  recipient: string
  subject: string
  text: string
  created_at: Date
}

export function outboxPage(to: string, mails: readonly OutboxRow[]): string {
  const items = mails.map(
    (mail) => `<article>
<h2>${escape(mail.subject)}</h2>
<p>To <a href="?to=${encodeURIComponent(mail.recipient)}">${escape(mail.recipient)}</a> · ${mail.created_at.toISOString()}</p>
<pre>${escape(mail.text)}</pre>
<ul>${linksIn(mail.text)
      .map((link) => `<li><a href="${escape(link)}">${escape(link)}</a></li>`)
      .join('')}</ul>
</article>`,
  )
  const title = to ? `Dev outbox: ${escape(to)}` : 'Dev outbox'
  const empty = to ? `No mail to ${escape(to)} yet.` : 'No mail yet.'
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head>
<body>
<h1>${title}</h1>
<p>Mails the server would have sent (no SMTP_URL is set), newest first.${to ? ' <a href="?">All addresses</a>' : ''}</p>
${items.length > 0 ? items.join('\n<hr>\n') : `<p>${empty}</p>`}
</body></html>`
}

function escape(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  )
}
