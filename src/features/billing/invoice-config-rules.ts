/**
 * Whether invoice details are ones the server takes: the contract's own params schema of
 * hub_updateUserInvoiceConfig decides (trimmed texts with their lengths, an e-mail or nothing, a
 * two-letter country code or nothing), so the form and the server never disagree. Answers what is
 * wrong per field, for the form to say in the user's language, or the details as they will be
 * stored.
 */
import * as v from 'valibot'
import {
  billingMethods,
  EMPTY_INVOICE_CONFIG,
  INVOICE_CONFIG_MAX,
  type InvoiceConfig,
} from '../../../contract/methods/billing'

/** The contract's limits and empty details, for the form (its `maxLength`, its first values). */
export { EMPTY_INVOICE_CONFIG, INVOICE_CONFIG_MAX }

export type InvoiceConfigField = keyof InvoiceConfig
export type InvoiceConfigProblem = 'tooLong' | 'email' | 'country'

export type InvoiceConfigCheck =
  | { ok: true; config: InvoiceConfig }
  | { ok: false; problems: Partial<Record<InvoiceConfigField, InvoiceConfigProblem>> }

export function checkInvoiceConfig(input: InvoiceConfig): InvoiceConfigCheck {
  const result = v.safeParse(billingMethods.hub_updateUserInvoiceConfig.params, input)
  if (result.success) return { ok: true, config: { ...EMPTY_INVOICE_CONFIG, ...result.output } }
  const problems: Partial<Record<InvoiceConfigField, InvoiceConfigProblem>> = {}
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key as InvoiceConfigField | undefined
    if (!field || problems[field]) continue
    problems[field] = field === 'email' ? 'email' : field === 'country' ? 'country' : 'tooLong'
  }
  return { ok: false, problems }
}
