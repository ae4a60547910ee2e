/**
 * Freeze or unfreeze a key in one click (Ankr's kill switch): frozen, the gateway refuses every
 * call with it until it is unfrozen. The outcome is announced (a toast is a polite live region).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { ApiKey } from '../../../../contract/methods/api-keys'
import { Button } from '../../../components/ui/button'
import { toast } from '../../../lib/toast-store'
import { setApiKeyFrozen } from '../api-key-writes'

export interface ApiKeyFreezeButtonProps {
  apiKey: ApiKey
  disabled?: boolean
  'aria-describedby'?: string
}

export function ApiKeyFreezeButton({ apiKey, ...rest }: ApiKeyFreezeButtonProps) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const name = apiKey.name

  async function toggle() {
    setBusy(true)
    try {
      const key = await setApiKeyFrozen(apiKey.id, !apiKey.frozen)
      toast.success(
        key.frozen
          ? t`${name} is frozen: every call with it is refused until you unfreeze it.`
          : t`${name} is unfrozen: calls with it are allowed again.`,
      )
    } catch {
      // The RPC client has said why; the key is as it was.
    } finally {
      setBusy(false)
    }
  }

  return (
    <Button variant="secondary" size="sm" loading={busy} onClick={toggle} {...rest}>
      {apiKey.frozen ? <Trans>Unfreeze</Trans> : <Trans>Freeze</Trans>}
    </Button>
  )
}
