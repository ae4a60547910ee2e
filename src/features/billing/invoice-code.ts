/**
 * The share code of an invoice, which its link, printable view and PDF all go by: the stored one
 * while it has not expired (offline too), else a new one from the server (online only), recorded
 * so the next action (and offline reading) finds it.
 */
import type { InvoicePreview } from '../../../contract/methods/billing'
import { recordFacts } from '../../store/store-client'
import { readInvoicePreview } from './statements.reads'

/** `stored`: the preview the store holds for the invoice; `now`: ms since the epoch. */
export async function invoiceCode(invoiceId: number, stored: InvoicePreview | undefined, now: number): Promise<string> {
  if (stored && isUsable(stored, now)) return stored.code
  const draft = await readInvoicePreview(invoiceId)
  await recordFacts([draft])
  return draft.payload.preview.code
}

/** Whether a stored code still opens its invoice (a minute's margin for the clock and the trip). */
export function isUsable(preview: InvoicePreview, now: number): boolean {
  return Date.parse(preview.expiresAt) - now > 60_000
}

/** The public address of the invoice page of `code`. */
export function invoiceShareUrl(code: string, origin: string): string {
  return `${origin}/invoice/${encodeURIComponent(code)}`
}
