/**
 * The extra addresses that also get the notice mails (at most 3): each listed with a remove
 * button, and a field to add one, checked as the user types. `onChange` gets the whole new list.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { MAX_EXTRA_RECIPIENTS, recipientProblem } from './email-config-checks'

export interface RecipientsEditorProps {
  recipients: readonly string[]
  ownEmail: string | null
  onChange(next: string[]): void
}

export function RecipientsEditor({ recipients, ownEmail, onChange }: RecipientsEditorProps) {
  const { t, i18n } = useLingui()
  const [draft, setDraft] = useState('')
  const [tried, setTried] = useState(false)
  const problem = draft === '' && !tried ? null : recipientProblem(draft, recipients, ownEmail)
  const full = recipients.length >= MAX_EXTRA_RECIPIENTS

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setTried(true)
    if (recipientProblem(draft, recipients, ownEmail)) return
    onChange([...recipients, draft.trim().toLowerCase()])
    setDraft('')
    setTried(false)
  }

  return (
    <div className="space-y-2">
      <h3 className="text-sm font-medium">
        <Trans>Also send these mails to</Trans>
      </h3>
      {recipients.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <Trans>Only your own address gets them.</Trans>
        </p>
      ) : (
        <ul className="space-y-1" aria-label={t`Extra recipients`}>
          {recipients.map((address) => (
            <li key={address} className="flex items-center justify-between gap-2 text-sm">
              <span className="min-w-0 break-all">{address}</span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t`Remove ${address}`}
                onClick={() => onChange(recipients.filter((item) => item !== address))}
              >
                <Trans>Remove</Trans>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <Trans>You can add at most 3 addresses. Remove one to add another.</Trans>
        </p>
      ) : (
        <form noValidate onSubmit={add} className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <TextField
            label={t`Add an address`}
            type="email"
            inputMode="email"
            autoComplete="off"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            error={problem ? i18n._(problem) : null}
            className="min-w-0 flex-1"
          />
          <Button type="submit" variant="secondary" className="sm:mt-6">
            <Trans>Add</Trans>
          </Button>
        </form>
      )}
    </div>
  )
}
