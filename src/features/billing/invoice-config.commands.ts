/**
 * Saving the invoice details (company, tax id, e-mail, country, address) as a command
 * (DESIGN.md "Commands and the outbox"): details move no money and saving them twice is saving
 * them once, so offline they are kept, shown at once, marked as waiting, and sent exactly once by
 * their idempotency key. The server answers the whole config, which is recorded; a refusal drops
 * the optimistic value (the RPC client tells the user why).
 */
import type { InvoiceConfig } from '../../../contract/methods/billing'
import { defineCommand, optimistic } from '../../store/command'
import { fact } from '../../store/events'
import { invoicesProjection, withInvoiceConfig } from './invoices.projection'

/** The queued row's name: the form reads it to show the details as waiting to sync. */
export const SAVE_INVOICE_CONFIG = 'invoices.saveConfig'

export const saveInvoiceConfig = defineCommand({
  name: SAVE_INVOICE_CONFIG,
  method: 'hub_updateUserInvoiceConfig',
  params: (payload: InvoiceConfig) => ({ ...payload }),
  optimistic: optimistic(invoicesProjection, (state, payload: InvoiceConfig) => withInvoiceConfig(state, payload)),
  accepted: (_payload, result, at) => [fact('invoices.config.loaded', result, 'server', at)],
})
