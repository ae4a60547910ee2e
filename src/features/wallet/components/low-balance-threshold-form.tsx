/**
 * The low-balance alert: a `low_balance` notice comes when the balance falls under this amount.
 * A small form, checked before anything is queued (threshold-rules.ts), the problem tied to the
 * field for screen readers; saving is a queued command, so it works offline and shows as waiting.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { formatUsd } from '../../../lib/money'
import { runCommand } from '../../../store/store-client'
import { checkThreshold } from '../threshold-rules'
import { setLowBalanceThreshold } from '../wallet.commands'
import { WaitingToSync } from './waiting-to-sync'
import { useTeamRefusal } from '../../../components/access/team-role'

export interface LowBalanceThresholdFormProps {
  /** The threshold now (USD), null while unknown. */
  current: string | null
  waiting: boolean
}

export function LowBalanceThresholdForm({ current, waiting }: LowBalanceThresholdFormProps) {
  const { t } = useLingui()
  const headingId = useId()
  const [draft, setDraft] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  /** The amount last sent: "Saved" shows once the server's threshold is it (a refusal leaves the old one). */
  const [sent, setSent] = useState<string | null>(null)
  const amount = current === null ? null : formatUsd(current)
  const refusal = useTeamRefusal('hub_setLowBalanceThreshold')

  function submit(event: FormEvent) {
    event.preventDefault()
    const check = checkThreshold(draft ?? current ?? '')
    if (!check.ok) {
      setError(t(check.problem))
      return
    }
    void runCommand(setLowBalanceThreshold, { amount: check.amount })
    setDraft(null)
    setSent(check.amount)
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby={headingId} className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="font-medium">
          <Trans>Low-balance alert</Trans>
        </h3>
        {waiting && <WaitingToSync />}
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {amount ? (
          <Trans>You get a notice when your balance falls below {amount}.</Trans>
        ) : (
          <Trans>You get a notice when your balance falls below the amount you set here.</Trans>
        )}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          label={t`Alert below (USD)`}
          inputMode="decimal"
          autoComplete="off"
          value={draft ?? current ?? ''}
          error={error}
          onChange={(event) => {
            setDraft(event.target.value)
            setError(null)
            setSent(null)
          }}
          className="w-48"
        />
        <Button type="submit" variant="secondary" disabled={refusal !== null} title={refusal ?? undefined}>
          <Trans>Save</Trans>
        </Button>
      </div>
      {refusal && <p className="text-sm text-amber-800 dark:text-amber-300">{refusal}</p>}
      <p role="status" className="text-sm text-green-700 dark:text-green-400">
        {sent !== null && !waiting && Number(sent) === Number(current) ? t`Saved.` : ''}
      </p>
    </form>
  )
}
