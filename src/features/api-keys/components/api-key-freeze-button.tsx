/**
 * Freeze or unfreeze a key (Ankr's kill switch): frozen, the gateway refuses every call with it
 * until it is unfrozen. Freezing stops every app using the key, so it asks first and its toast
 * offers Undo; unfreezing only lets calls through again, so it acts at once. The outcome is
 * announced (a toast is a polite live region).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { ApiKey } from '../../../../contract/methods/api-keys'
import { Button } from '../../../components/ui/button'
import { toast } from '../../../lib/toast-store'
import { setApiKeyFrozen } from '../api-key-writes'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { toastWithUndo } from '../undo-toast'

export interface ApiKeyFreezeButtonProps {
  apiKey: ApiKey
  disabled?: boolean
  'aria-describedby'?: string
}

export function ApiKeyFreezeButton({ apiKey, ...rest }: ApiKeyFreezeButtonProps) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const [asking, setAsking] = useState(false)
  const { id, name } = apiKey
  const unfrozenMessage = t`${name} is unfrozen: calls with it are allowed again.`

  async function write(frozen: boolean) {
    setBusy(true)
    try {
      await setApiKeyFrozen(id, frozen)
      if (frozen) {
        toastWithUndo({
          message: t`${name} is frozen: every call with it is refused until you unfreeze it.`,
          undoLabel: t`Undo`,
          undo: () => setApiKeyFrozen(id, false),
          undoneMessage: unfrozenMessage,
        })
      } else {
        toast.success(unfrozenMessage)
      }
    } catch {
      // The RPC client has said why; the key is as it was.
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        loading={busy}
        onClick={() => (apiKey.frozen ? void write(false) : setAsking(true))}
        {...rest}
      >
        {apiKey.frozen ? <Trans>Unfreeze</Trans> : <Trans>Freeze</Trans>}
      </Button>
      {asking && (
        <ConfirmDialog
          title={<Trans>Freeze the key “{name}”?</Trans>}
          confirmLabel={<Trans>Freeze {name}</Trans>}
          onConfirm={() => void write(true)}
          onClose={() => setAsking(false)}
        >
          <p>
            <Trans>
              Every call with this key is refused until you unfreeze it: apps using it stop working now. Nothing is
              deleted, and unfreezing lets calls through again.
            </Trans>
          </p>
        </ConfirmDialog>
      )}
    </>
  )
}
