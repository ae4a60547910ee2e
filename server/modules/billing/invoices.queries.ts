/**
 * Reading invoices: a wallet's list (pages and range like the statement), one whole invoice as
 * its page and PDF print it, and the codes that open one without a session. Amounts leave SQL as
 * text. The buyer and the lines are the ones frozen at issue (invoice-issue.ts).
 */
import { randomBytes } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type {
  InvoiceLine,
  InvoiceParty,
  InvoicePreview,
  InvoiceStatus,
  InvoiceSummary,
  InvoiceView,
  Page,
} from '../../../contract/index'
import { rangePage, type PageFilter } from '../../db/page'
import type { DB } from '../../db/schema'

/** How long a preview code opens its invoice: long enough for an accountant's month-end. */
export const PREVIEW_CODE_TTL_MS = 30 * 86_400_000 // 30 days

/** A code with less than this left is not handed out again: a fresh one is made. */
const PREVIEW_CODE_REUSE_MS = 15 * 86_400_000 // 15 days

function selectInvoices(db: Kysely<DB>) {
  return db
    .selectFrom('invoices')
    .select([
      'id',
      'wallet_id',
      'number',
      'status',
      'order_id',
      'payment_channel',
      'currency',
      'buyer',
      'lines',
      sql<string>`subtotal::text`.as('subtotal'),
      sql<string>`discount::text`.as('discount'),
      sql<string>`tax::text`.as('tax'),
      sql<string>`total::text`.as('total'),
      'issued_at',
      'paid_at',
    ])
}

type InvoiceRow = Awaited<ReturnType<ReturnType<typeof selectInvoices>['executeTakeFirstOrThrow']>>

/** One page of the wallet's invoices, newest first; `from` inclusive, `to` exclusive on the issue time. */
export async function invoicePage(db: Kysely<DB>, walletId: number, filter: PageFilter): Promise<Page<InvoiceSummary>> {
  return rangePage(selectInvoices(db).where('wallet_id', '=', walletId), filter, {
    timeColumn: 'issued_at',
    order: (q) => q.orderBy('issued_at', 'desc').orderBy('id', 'desc'),
    toEntry: toSummary,
  })
}

/** The invoice `id` of `walletId` (null when it is another wallet's, or none). */
export async function ownInvoice(
  db: Kysely<DB>,
  walletId: number,
  id: number,
): Promise<{ id: number; number: string } | null> {
  const row = await db
    .selectFrom('invoices')
    .select(['id', 'number'])
    .where('id', '=', id)
    .where('wallet_id', '=', walletId)
    .executeTakeFirst()
  return row ? { id: Number(row.id), number: row.number } : null
}

/** The whole invoice `id` with `seller` printed on it, or null. */
export async function invoiceView(db: Kysely<DB>, id: number, seller: InvoiceParty): Promise<InvoiceView | null> {
  const row = await selectInvoices(db).where('id', '=', id).executeTakeFirst()
  if (!row) return null
  return {
    ...toSummary(row),
    seller,
    buyer: row.buyer as unknown as InvoiceParty,
    lines: row.lines as unknown as InvoiceLine[],
    subtotal: row.subtotal,
    discount: row.discount,
    tax: row.tax,
    total: row.total,
    paymentChannel: row.payment_channel,
  }
}

/**
 * A code that opens invoice `id` without a session: 128 random bits, base64url. A live code with
 * more than half its life left is handed out again, so sharing one invoice twice gives one link.
 */
export async function previewCodeOf(db: Kysely<DB>, invoiceId: number, now = new Date()): Promise<InvoicePreview> {
  const live = await db
    .selectFrom('invoice_preview_codes')
    .select(['code', 'expires_at'])
    .where('invoice_id', '=', invoiceId)
    .where('expires_at', '>', new Date(now.getTime() + PREVIEW_CODE_REUSE_MS))
    .orderBy('expires_at', 'desc')
    .executeTakeFirst()
  if (live) return preview(live.code, new Date(live.expires_at))
  const code = randomBytes(16).toString('base64url') // 128 bits, 22 characters
  const expiresAt = new Date(now.getTime() + PREVIEW_CODE_TTL_MS)
  await db.insertInto('invoice_preview_codes').values({ code, invoice_id: invoiceId, expires_at: expiresAt }).execute()
  // Codes past their time open nothing; forgetting them keeps the table small.
  await db.deleteFrom('invoice_preview_codes').where('expires_at', '<=', now).execute()
  return preview(code, expiresAt)
}

/** The invoice a live code opens, or null (unknown or expired: the same answer). */
export async function invoiceIdOfCode(db: Kysely<DB>, code: string): Promise<number | null> {
  const row = await db
    .selectFrom('invoice_preview_codes')
    .select('invoice_id')
    .where('code', '=', code)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst()
  return row ? Number(row.invoice_id) : null
}

function preview(code: string, expiresAt: Date): InvoicePreview {
  return { code, path: `/invoice/${code}`, expiresAt: expiresAt.toISOString() }
}

function toSummary(row: InvoiceRow): InvoiceSummary {
  return {
    id: Number(row.id),
    number: row.number,
    status: row.status as InvoiceStatus,
    amount: row.total,
    currency: 'USD',
    orderId: row.order_id,
    issuedAt: new Date(row.issued_at).toISOString(),
    paidAt: row.paid_at === null ? null : new Date(row.paid_at).toISOString(),
  }
}
