/**
 * Issuing an invoice for a paid order, in the paying transaction. Numbers run per year without
 * gaps (`HD-2026-000123`): `invoice_counters` hands out the next sequence number under its row
 * lock, so parallel purchases queue on it, and a payment that rolls back gives its number back.
 * The buyer is frozen as the wallet's invoice details read at issue (falling back to the
 * account's or team's name): a later change of details reprints later invoices only.
 */
import { sql, type Kysely } from 'kysely'
import type { DecimalString, InvoiceLine, InvoiceParty, PaymentChannel } from '../../../contract/index'
import { toJsonb } from '../../db/jsonb'
import type { DB } from '../../db/schema'
import { centsToUsd, usdToCents } from '../wallet/cards/money'

export interface NewInvoice {
  walletId: number
  orderId: string
  paymentChannel: PaymentChannel
  lines: InvoiceLine[]
  /** USD taken off the lines' sum (a promo code); default 0. */
  discount?: DecimalString
  paidAt?: Date
}

/** The printed number of sequence `seq` in `year`. */
export function invoiceNumber(year: number, seq: number): string {
  return `HD-${year}-${String(seq).padStart(6, '0')}`
}

/** Issues the order's invoice, paid; answers its id and number. An order has one invoice. */
export async function issueInvoice(db: Kysely<DB>, invoice: NewInvoice): Promise<{ id: number; number: string }> {
  const paidAt = invoice.paidAt ?? new Date()
  const year = paidAt.getUTCFullYear()
  const counter = await db
    .insertInto('invoice_counters')
    .values({ year, last_seq: 1 })
    .onConflict((oc) => oc.column('year').doUpdateSet({ last_seq: sql<number>`invoice_counters.last_seq + 1` }))
    .returning('last_seq')
    .executeTakeFirstOrThrow()
  const seq = Number(counter.last_seq)
  const subtotal = sumOf(invoice.lines.map((line) => line.amount))
  const discount = invoice.discount ?? '0.00'
  const row = await db
    .insertInto('invoices')
    .values({
      wallet_id: invoice.walletId,
      year,
      seq,
      number: invoiceNumber(year, seq),
      status: 'paid',
      order_id: invoice.orderId,
      payment_channel: invoice.paymentChannel,
      buyer: toJsonb(await buyerOf(db, invoice.walletId)),
      lines: toJsonb(invoice.lines),
      subtotal,
      discount,
      tax: '0.00',
      total: sql<string>`${subtotal}::numeric - ${discount}::numeric`,
      issued_at: paidAt,
      paid_at: paidAt,
    })
    .returning(['id', 'number'])
    .executeTakeFirstOrThrow()
  return { id: Number(row.id), number: row.number }
}

/** The buyer as the wallet's invoice details print it, or the account's / team's name. */
export async function buyerOf(db: Kysely<DB>, walletId: number): Promise<InvoiceParty> {
  const row = await db
    .selectFrom('wallets as w')
    .leftJoin('invoice_configs as c', 'c.wallet_id', 'w.id')
    .leftJoin('users as u', 'u.id', 'w.user_id')
    .leftJoin('teams as t', 't.id', 'w.team_id')
    .select([
      'c.company_name',
      'c.tax_id',
      'c.email',
      'c.country',
      'c.address_line1',
      'c.address_line2',
      'c.city',
      'c.state',
      'c.postal_code',
      'u.nickname',
      'u.email as user_email',
      't.name as team_name',
    ])
    .where('w.id', '=', walletId)
    .executeTakeFirstOrThrow()
  const cityLine = [row.city, row.state, row.postal_code].filter(Boolean).join(', ')
  return {
    name: row.company_name || row.team_name || row.nickname || row.user_email || '',
    taxId: row.tax_id ?? '',
    email: row.email || row.user_email || '',
    address: [row.address_line1, row.address_line2, cityLine, row.country].filter((line): line is string => !!line),
  }
}

/** The sum of non-negative decimal strings, to two places, without floats. */
function sumOf(amounts: readonly DecimalString[]): DecimalString {
  return centsToUsd(amounts.reduce((total, amount) => total + usdToCents(amount), 0))
}
