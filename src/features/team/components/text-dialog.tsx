/** A one-field form in a dialog (the team's name, a member's note). */
import { Trans } from '@lingui/react/macro'
import { useState, type FormEvent, type ReactNode } from 'react'
import { Button } from '../../../components/ui/button'
import { ModalDialog } from '../../../components/ui/modal-dialog'
import { TextField } from '../../../components/ui/text-field'

export interface TextDialogProps {
  title: ReactNode
  label: string
  initial: string
  maxLength: number
  /** Whether an empty value may be saved (a note may be cleared, a name may not). */
  allowEmpty: boolean
  /** Rejects after the RPC client said why; the dialog then stays open. */
  onSave(value: string): Promise<void>
  onClose(): void
}

export function TextDialog({ title, label, initial, maxLength, allowEmpty, onSave, onClose }: TextDialogProps) {
  const [value, setValue] = useState(initial)
  const [busy, setBusy] = useState(false)
  const trimmed = value.trim()
  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    try {
      await onSave(trimmed)
      onClose()
    } catch {
      setBusy(false)
    }
  }
  return (
    <ModalDialog title={title} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <TextField label={label} value={value} maxLength={maxLength} onChange={(e) => setValue(e.target.value)} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={busy} disabled={(!allowEmpty && trimmed === '') || trimmed === initial}>
            <Trans>Save</Trans>
          </Button>
        </div>
      </form>
    </ModalDialog>
  )
}
