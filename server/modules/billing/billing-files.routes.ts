/**
 * The files behind signed links (file-links.ts): `GET /files/exports/:id` (a CSV export) and
 * `GET /files/invoices/:id` (an invoice PDF, made on each fetch). No session: the link is the
 * key. A link whose signature does not match its path and expiry is refused with 403, an expired
 * one with 410, each saying so in English and Chinese; a signed link to a file that is gone
 * (an export past its retention) answers 404. Files are never cached by shared caches.
 */
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { Kysely } from 'kysely'
import type { InvoiceParty } from '../../../contract/index'
import type { DB } from '../../db/schema'
import { checkLink, type LinkTarget } from './file-links'
import { invoicePdf } from './invoice-pdf'
import { invoiceView } from './invoices.queries'

interface FileRequest {
  Params: { id: string }
  Querystring: { expires?: string; sig?: string }
}

export function billingFileRoutes(app: FastifyInstance, options: { db: Kysely<DB>; seller: InvoiceParty }): void {
  const { db, seller } = options

  app.get<FileRequest>('/files/exports/:id', async (request, reply) => {
    const target: LinkTarget = { kind: 'exports', id: request.params.id }
    if (!(await linkAccepted(db, target, request.query, reply))) return reply
    const row = await db
      .selectFrom('csv_exports')
      .select(['file', 'file_name'])
      .where('id', '=', target.id)
      .where('status', '=', 'ready')
      .executeTakeFirst()
    if (!row?.file)
      return refuse(reply, 404, 'This export is no longer kept. Export it again.', '该导出文件已不再保留，请重新导出。')
    return sendFile(reply, 'text/csv; charset=utf-8', row.file_name ?? 'export.csv', Buffer.from(row.file))
  })

  app.get<FileRequest>('/files/invoices/:id', async (request, reply) => {
    const target: LinkTarget = { kind: 'invoices', id: request.params.id }
    if (!(await linkAccepted(db, target, request.query, reply))) return reply
    const id = Number(target.id)
    const view = Number.isSafeInteger(id) && id > 0 ? await invoiceView(db, id, seller) : null
    if (!view) return refuse(reply, 404, 'There is no such invoice.', '没有该发票。')
    return sendFile(reply, 'application/pdf', `${view.number}.pdf`, await invoicePdf(view))
  })
}

/** Checks the link; on refusal, answers it and says false. */
async function linkAccepted(
  db: Kysely<DB>,
  target: LinkTarget,
  query: FileRequest['Querystring'],
  reply: FastifyReply,
): Promise<boolean> {
  const check = await checkLink(db, target, query)
  if (check === 'tampered') {
    refuse(reply, 403, 'This download link is not valid.', '此下载链接无效。')
    return false
  }
  if (check === 'expired') {
    refuse(reply, 410, 'This download link has expired. Ask for the file again.', '此下载链接已过期，请重新获取文件。')
    return false
  }
  return true
}

function refuse(reply: FastifyReply, status: number, message: string, messageZh: string): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(`${message}\n${messageZh}\n`)
}

function sendFile(reply: FastifyReply, type: string, fileName: string, body: Buffer): FastifyReply {
  // RFC 6266: an ASCII fallback name and the exact one, percent-encoded.
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .type(type)
    .send(body)
}
