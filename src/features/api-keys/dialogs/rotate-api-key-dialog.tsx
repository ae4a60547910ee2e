/**
 * Rotating a key: a new secret replaces the old one, which keeps working for the grace period
 * picked here (0–24 h) so apps can move over without an outage. Afterwards the dialog shows the
 * new secret and when the old one stops.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { MAX_ROTATION_GRACE_HOURS, type ApiKey } from '../../../../contract/methods/api-keys'
import { Button } from '../../../components/ui/button'
import { CopyButton } from '../../../components/ui/copy-button'
import { formatDate } from '../../../lib/dates'
import { rotateApiKey } from '../api-key-writes'
import { ModalDialog } from '../../../components/ui/modal-dialog'

export interface RotateApiKeyDialogProps {
  apiKey: ApiKey
  onClose(): void
}

const HOURS = Array.from({ length: MAX_ROTATION_GRACE_HOURS + 1 }, (_, hours) => hours)

export default function RotateApiKeyDialog({ apiKey, onClose }: RotateApiKeyDialogProps) {
  const { t } = useLingui()
  const fieldId = useId()
  const [graceHours, setGraceHours] = useState(1)
  const [busy, setBusy] = useState(false)
  const [rotated, setRotated] = useState<ApiKey | null>(null)
  const name = apiKey.name

  async function rotate() {
    setBusy(true)
    try {
      setRotated(await rotateApiKey(apiKey.id, graceHours))
    } catch {
      setBusy(false)
    }
  }

  if (rotated) {
    const until = rotated.previousKeyValidUntil ? formatDate(rotated.previousKeyValidUntil) : null
    return (
      <ModalDialog title={<Trans>New secret for {name}</Trans>} onClose={onClose}>
        <p role="status" className="text-sm text-slate-700 dark:text-slate-200">
          {until ? (
            <Trans>The key is rotated. The old secret keeps working until {until}, then stops.</Trans>
          ) : (
            <Trans>The key is rotated. The old secret has stopped working.</Trans>
          )}
        </p>
        <div className="mt-3 flex items-center gap-2 rounded-md bg-slate-50 px-3 py-2 dark:bg-slate-800/60">
          <code className="min-w-0 flex-1 font-mono text-xs break-all" data-testid="new-secret">
            {rotated.key}
          </code>
          <CopyButton text={rotated.key} label={t`new secret of ${name}`} />
        </div>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          <Trans>Your endpoint URLs now carry the new secret: update your apps before the old one stops.</Trans>
        </p>
        <div className="mt-5 flex justify-end">
          <Button onClick={onClose}>
            <Trans>Done</Trans>
          </Button>
        </div>
      </ModalDialog>
    )
  }

  return (
    <ModalDialog title={<Trans>Rotate the key “{name}”</Trans>} onClose={onClose}>
      <p className="text-sm text-slate-700 dark:text-slate-200">
        <Trans>
          Rotating gives the key a new secret. The old secret keeps working for the grace period you choose, so your
          apps can move to the new one without an outage; after it, calls with the old secret are refused.
        </Trans>
      </p>
      <label htmlFor={fieldId} className="mt-4 block text-sm font-medium">
        <Trans>Grace period for the old secret</Trans>
      </label>
      <select
        id={fieldId}
        value={graceHours}
        onChange={(event) => setGraceHours(Number(event.target.value))}
        className="mt-1 block h-10 w-full rounded-md border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-900"
      >
        {HOURS.map((hours) => (
          <option key={hours} value={hours}>
            {hours === 0 ? t`None: the old secret stops at once` : t`${hours} h`}
          </option>
        ))}
      </select>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button loading={busy} onClick={rotate}>
          <Trans>Rotate key</Trans>
        </Button>
      </div>
    </ModalDialog>
  )
}
