/**
 * Creating a key: its name (checked as the server checks it), and how many keys the account has
 * of the most it may hold. The new key goes to the top of the list, every feature off.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { MAX_API_KEYS } from '../../../../contract/methods/api-keys'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { toast } from '../../../lib/toast-store'
import { createApiKey } from '../api-key-writes'
import { keyNameProblem } from '../components/key-name-problem'
import { checkKeyName } from '../key-name-rules'
import { ModalDialog } from '../../../components/ui/modal-dialog'

export interface CreateApiKeyDialogProps {
  /** Live keys the account holds now. */
  count: number
  onClose(): void
}

export default function CreateApiKeyDialog({ count, onClose }: CreateApiKeyDialogProps) {
  const { t } = useLingui()
  const [draft, setDraft] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const max = MAX_API_KEYS

  async function submit(event: FormEvent) {
    event.preventDefault()
    const check = checkKeyName(draft)
    const problem = keyNameProblem(check)
    if (!check.ok) {
      setError(problem ? t(problem) : null)
      return
    }
    setBusy(true)
    try {
      const { name } = await createApiKey(check.name)
      toast.success(t`Key ${name} created.`)
      onClose()
    } catch {
      // The RPC client has said why; the form stays as typed.
      setBusy(false)
    }
  }

  return (
    <ModalDialog title={<Trans>Create an API key</Trans>} onClose={onClose}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label={t`Name`}
          value={draft}
          maxLength={80}
          error={error}
          onChange={(event) => {
            setDraft(event.target.value)
            setError(null)
          }}
        />
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <Trans>
            You have {count} of {max} keys. Each key works on every chain; name it after the app that uses it.
          </Trans>
        </p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={busy}>
            <Trans>Create key</Trans>
          </Button>
        </div>
      </form>
    </ModalDialog>
  )
}
