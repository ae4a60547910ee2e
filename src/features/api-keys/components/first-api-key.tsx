/**
 * A new account's empty list: what an API key is, and the first one created in one click.
 * Creating needs the network and a role that may (keys.write): otherwise the button is disabled
 * and says why.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { toast } from '../../../lib/toast-store'
import { createApiKey } from '../api-key-writes'

export function FirstApiKey({ online, refusal }: { online: boolean; refusal: string | null }) {
  const { t } = useLingui()
  const reasonId = useId()
  const [busy, setBusy] = useState(false)
  const reason = refusal ?? (online ? null : <Trans>You are offline: creating a key needs the network.</Trans>)

  async function create() {
    setBusy(true)
    try {
      const { name } = await createApiKey(t`My first key`)
      toast.success(t`Key ${name} created. Its endpoints are below.`)
    } catch {
      setBusy(false)
    }
  }

  return (
    <EmptyState
      className="rounded-lg border border-dashed border-slate-300 dark:border-slate-700"
      title={<Trans>Create your first API key</Trans>}
      description={
        <Trans>
          An API key is what your apps send with every call: it is part of your endpoint URL, works on every chain we
          serve, and lets you see usage, set limits and switch on features per app.
        </Trans>
      }
      action={
        <div className="flex flex-col items-center gap-2">
          <Button
            loading={busy}
            onClick={create}
            disabled={reason !== null}
            aria-describedby={reason ? reasonId : undefined}
          >
            <Trans>Create my first key</Trans>
          </Button>
          {reason && (
            <p id={reasonId} className="text-sm text-slate-600 dark:text-slate-300">
              {reason}
            </p>
          )}
        </div>
      }
    />
  )
}
