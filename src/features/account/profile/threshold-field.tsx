/**
 * One notification threshold: a field checked as the user types and saved with its button (or
 * Enter). What was typed stays until it is saved; the saved value shows again after a reload.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useState, type FormEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'

export interface ThresholdFieldProps {
  label: string
  /** The saved value. */
  value: string
  inputMode: 'decimal' | 'numeric'
  problemOf(text: string): MessageDescriptor | null
  onSave(text: string): void
}

export function ThresholdField({ label, value, inputMode, problemOf, onSave }: ThresholdFieldProps) {
  const { i18n } = useLingui()
  const [draft, setDraft] = useState<string | null>(null)
  const text = draft ?? value
  const problem = draft === null ? null : problemOf(draft)
  const changed = draft !== null && draft.trim() !== value

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (draft === null || problem) return
    if (changed) onSave(draft.trim())
    setDraft(null)
  }

  return (
    <form noValidate onSubmit={save} className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <TextField
        label={label}
        value={text}
        inputMode={inputMode}
        autoComplete="off"
        onChange={(event) => setDraft(event.target.value)}
        error={problem ? i18n._(problem) : null}
        className="min-w-0 flex-1 sm:max-w-xs"
      />
      <Button type="submit" variant="secondary" disabled={!changed || problem !== null} className="sm:mt-6">
        <Trans>Save</Trans>
      </Button>
    </form>
  )
}
