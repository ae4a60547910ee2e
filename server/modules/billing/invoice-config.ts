/**
 * A wallet's invoice details (`invoice_configs`): the buyer printed on its later invoices. An
 * update changes only the fields given; an invoice already issued keeps the buyer it was issued
 * with (invoice-issue.ts freezes it), so a change reprints later invoices only. What a field may
 * hold, and the empty details, are the contract's (hub_updateUserInvoiceConfig): params arrive
 * checked by it.
 */
import { sql, type Kysely } from 'kysely'
import { EMPTY_INVOICE_CONFIG, type InvoiceConfig } from '../../../contract/index'
import type { DB } from '../../db/schema'

/** The contract's fields and their columns. */
const COLUMNS = {
  companyName: 'company_name',
  taxId: 'tax_id',
  email: 'email',
  country: 'country',
  addressLine1: 'address_line1',
  addressLine2: 'address_line2',
  city: 'city',
  state: 'state',
  postalCode: 'postal_code',
} as const satisfies Record<keyof InvoiceConfig, string>

/** The wallet's details; empty strings where none were given (or no wallet at all: null). */
export async function invoiceConfigOf(db: Kysely<DB>, walletId: number | null): Promise<InvoiceConfig> {
  if (walletId === null) return { ...EMPTY_INVOICE_CONFIG }
  const row = await db.selectFrom('invoice_configs').selectAll().where('wallet_id', '=', walletId).executeTakeFirst()
  if (!row) return { ...EMPTY_INVOICE_CONFIG }
  const config = { ...EMPTY_INVOICE_CONFIG }
  for (const [field, column] of Object.entries(COLUMNS) as [
    keyof InvoiceConfig,
    (typeof COLUMNS)[keyof InvoiceConfig],
  ][]) {
    config[field] = row[column]
  }
  return config
}

/** Writes the fields given (the rest stay as they were); answers the whole config. */
export async function updateInvoiceConfig(
  db: Kysely<DB>,
  walletId: number,
  changes: Partial<InvoiceConfig>,
): Promise<InvoiceConfig> {
  const set: Partial<Record<(typeof COLUMNS)[keyof InvoiceConfig], string>> = {}
  for (const [field, column] of Object.entries(COLUMNS) as [
    keyof InvoiceConfig,
    (typeof COLUMNS)[keyof InvoiceConfig],
  ][]) {
    const value = changes[field]
    if (value !== undefined) set[column] = value
  }
  await db
    .insertInto('invoice_configs')
    .values({ wallet_id: walletId, ...set })
    .onConflict((oc) => oc.column('wallet_id').doUpdateSet({ ...set, updated_at: sql`now()` }))
    .execute()
  return invoiceConfigOf(db, walletId)
}
