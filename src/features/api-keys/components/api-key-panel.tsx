/**
 * Where a chosen key's details open: beside the table when the window is wide enough, else over
 * it in a dialog the width of the phone, with a Close button (a phone has no Escape key). The
 * dialog returns focus to the row's name when it closes.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { ModalDialog } from '../../../components/ui/modal-dialog'
import { ApiKeyDetails, type ApiKeyDetailsProps } from './api-key-details'

export interface ApiKeyPanelProps extends ApiKeyDetailsProps {
  /** Beside the table (true) or over it (false). */
  beside: boolean
  onClose(): void
}

export function ApiKeyPanel({ beside, onClose, ...details }: ApiKeyPanelProps) {
  const { t } = useLingui()
  const name = details.apiKey.name
  if (beside) {
    return (
      <aside aria-label={t`Details of ${name}`} className="min-w-0 lg:sticky lg:top-4">
        <ApiKeyDetails {...details} />
      </aside>
    )
  }
  return (
    <ModalDialog title={<Trans>Details of {name}</Trans>} onClose={onClose}>
      <div className="space-y-3">
        <ApiKeyDetails {...details} bare />
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        </div>
      </div>
    </ModalDialog>
  )
}
