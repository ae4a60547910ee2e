/**
 * Deleting a key, confirmed by a dialog that names it: apps using it stop at once, which cannot
 * be undone. The server keeps its usage history (a soft delete) and sends an `apikey_delete` notice.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { ApiKey } from '../../../../contract/methods/api-keys'
import { Button } from '../../../components/ui/button'
import { toast } from '../../../lib/toast-store'
import { deleteApiKey } from '../api-key-writes'
import { ModalDialog } from '../../../components/ui/modal-dialog'

export interface DeleteApiKeyDialogProps {
  apiKey: ApiKey
  onClose(): void
  /** After the server deleted it: the card is gone, so focus goes elsewhere. */
  onDeleted(): void
}

export default function DeleteApiKeyDialog({ apiKey, onClose, onDeleted }: DeleteApiKeyDialogProps) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const name = apiKey.name

  async function confirm() {
    setBusy(true)
    try {
      await deleteApiKey(apiKey.id)
      toast.success(t`Key ${name} deleted.`)
      onDeleted()
    } catch {
      setBusy(false)
    }
  }

  return (
    <ModalDialog title={<Trans>Delete the key “{name}”?</Trans>} onClose={onClose}>
      <p className="text-sm text-slate-700 dark:text-slate-200">
        <Trans>
          Every app that calls with this key is refused from now on. This cannot be undone; the key’s usage history
          stays in your statistics.
        </Trans>
      </p>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          <Trans>Keep the key</Trans>
        </Button>
        <Button variant="danger" loading={busy} onClick={confirm}>
          <Trans>Delete {name}</Trans>
        </Button>
      </div>
    </ModalDialog>
  )
}
