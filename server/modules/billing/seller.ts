/**
 * Who sells: printed as the seller on every invoice (its view and its PDF). A constant, not a
 * setting: the company does not change between deployments of this reference server, and a
 * deployment that needs its own edits this file. Read when an invoice is shown, so a change
 * reprints old invoices too (the buyer, by contrast, is frozen at issue: invoice-issue.ts).
 * The e-mail is the deployment's support address (`HUBDECK_SUPPORT_EMAIL`).
 */
import type { InvoiceParty } from '../../../contract/index'

export const SELLER_NAME = 'Hubdeck Ltd.'

/** The seller, with the deployment's support address. */
export function sellerOf(supportEmail: string): InvoiceParty {
  return {
    name: SELLER_NAME,
    taxId: '',
    email: supportEmail,
    address: ['1 Raffles Place, #20-01', 'Singapore 048616', 'SG'],
  }
}
