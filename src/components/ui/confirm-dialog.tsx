/**
 * Asks before an action that costs money, stops apps or removes something, saying what it does:
 * nothing is sent until the person confirms, and Cancel leaves everything as it was. An action
 * that returns a promise shows its spinner until it ends; if it rejects (the RPC client has said
 * why), the dialog stays open.
 */
import { Trans } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import { Button } from './button'
import { ModalDialog } from './modal-dialog'

export interface ConfirmDialogProps {
  title: ReactNode
  /** What the action does, and what it costs. */
  children: ReactNode
  confirmLabel: ReactNode
  /** `danger` for an action that removes or takes away. */
  tone?: 'primary' | 'danger'
  onConfirm(): void | Promise<void>
  onClose(): void
}

export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  tone = 'primary',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false)
  async function confirm() {
    setBusy(true)
    try {
      await onConfirm()
      onClose()
    } catch {
      setBusy(false)
    }
  }
  return (
    <ModalDialog title={title} onClose={onClose}>
      <div className="space-y-2 text-sm text-slate-700 dark:text-slate-200">{children}</div>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant={tone} loading={busy} onClick={() => void confirm()}>
          {confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  )
}
