/**
 * The invoice details (company, tax id, e-mail, country, address) printed on invoices issued
 * after they are saved. Saved as a command (invoice-config.commands.ts): offline it is kept,
 * shown at once and marked "Waiting to sync". Checked by the contract's own rules before it is
 * sent, each problem said beside its field in the user's language.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import type { InvoiceConfig } from '../../../../contract/methods/billing'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { runCommand } from '../../../store/store-client'
import { useOutbox } from '../../../store/use-view'
import { useTeamRefusal } from '../../../components/access/team-role'
import { SAVE_INVOICE_CONFIG, saveInvoiceConfig } from '../invoice-config.commands'
import {
  checkInvoiceConfig,
  EMPTY_INVOICE_CONFIG,
  INVOICE_CONFIG_MAX,
  type InvoiceConfigField,
  type InvoiceConfigProblem,
} from '../invoice-config-rules'

export interface InvoiceConfigFormProps {
  /** The details the store holds (with a change waiting to sync applied); null before the first read. */
  config: InvoiceConfig | null
}

export function InvoiceConfigForm({ config }: InvoiceConfigFormProps) {
  const { t } = useLingui()
  const headingId = useId()
  const [draft, setDraft] = useState<InvoiceConfig | null>(null)
  const [problems, setProblems] = useState<Partial<Record<InvoiceConfigField, InvoiceConfigProblem>>>({})
  const [saved, setSaved] = useState(false)
  const refusal = useTeamRefusal('hub_updateUserInvoiceConfig')
  const waiting = useOutbox().some((row) => row.command === SAVE_INVOICE_CONFIG)
  const values = draft ?? config ?? EMPTY_INVOICE_CONFIG

  const say = (field: InvoiceConfigField): string | null => {
    const problem = problems[field]
    if (!problem) return null
    const max = INVOICE_CONFIG_MAX[field]
    if (problem === 'email') return t`Enter an e-mail address such as billing@example.com, or leave it empty.`
    if (problem === 'country') return t`Enter a two-letter country code such as SG or DE, or leave it empty.`
    return t`Use at most ${max} characters.`
  }
  const field = (name: InvoiceConfigField, label: string, extra: { type?: string; autoComplete?: string } = {}) => (
    <TextField
      label={label}
      name={name}
      value={values[name]}
      maxLength={INVOICE_CONFIG_MAX[name]}
      error={say(name)}
      onChange={(event) => {
        setSaved(false)
        setDraft({ ...values, [name]: event.target.value })
      }}
      {...extra}
    />
  )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = checkInvoiceConfig(values)
    if (!checked.ok) {
      setProblems(checked.problems)
      return
    }
    setProblems({})
    void runCommand(saveInvoiceConfig, checked.config).then(() => {
      setDraft(null)
      setSaved(true)
    })
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          <Trans>Invoice details</Trans>
        </h2>
        {waiting && (
          <span
            role="status"
            className="rounded bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-900 dark:bg-sky-900/40 dark:text-sky-100"
          >
            <Trans>Waiting to sync</Trans>
          </span>
        )}
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <Trans>Printed on invoices issued from now on. Every field is optional.</Trans>
      </p>
      <form onSubmit={submit} noValidate className="grid gap-3 md:grid-cols-2" aria-labelledby={headingId}>
        {field('companyName', t`Company name`, { autoComplete: 'organization' })}
        {field('taxId', t`Tax ID (VAT, GST)`)}
        {field('email', t`Billing e-mail`, { type: 'email', autoComplete: 'email' })}
        {field('country', t`Country code`, { autoComplete: 'country' })}
        {field('addressLine1', t`Address line 1`, { autoComplete: 'address-line1' })}
        {field('addressLine2', t`Address line 2`, { autoComplete: 'address-line2' })}
        {field('city', t`City`, { autoComplete: 'address-level2' })}
        {field('state', t`State or province`, { autoComplete: 'address-level1' })}
        {field('postalCode', t`Postal code`, { autoComplete: 'postal-code' })}
        <div className="flex items-center gap-3 md:col-span-2">
          <Button type="submit" disabled={config === null || refusal !== null} title={refusal ?? undefined}>
            <Trans>Save details</Trans>
          </Button>
          {refusal && <p className="text-sm text-amber-800 dark:text-amber-300">{refusal}</p>}
          {saved && !waiting && (
            <p role="status" className="text-sm text-green-700 dark:text-green-300">
              <Trans>Saved.</Trans>
            </p>
          )}
        </div>
      </form>
    </section>
  )
}
