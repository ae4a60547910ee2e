/**
 * Auto-renew (SPEC §4): a switch (a native checkbox with `role="switch"`) whose change is a
 * queued command, so it works offline too and shows as waiting until the server has it.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { runCommand } from '../../../store/store-client'
import { setAutoRenew } from '../wallet.commands'
import { WaitingToSync } from './waiting-to-sync'

export interface AutoRenewSwitchProps {
  enabled: boolean
  /** A change waits in the outbox. */
  waiting: boolean
}

export function AutoRenewSwitch({ enabled, waiting }: AutoRenewSwitchProps) {
  const { t } = useLingui()
  const id = useId()
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={enabled}
        aria-describedby={`${id}-description`}
        onChange={(event) => void runCommand(setAutoRenew, { enabled: event.target.checked })}
        className="mt-0.5 size-5 shrink-0 accent-brand-600"
      />
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={id} className="font-medium">
            {t`Auto-renew`}
          </label>
          {waiting && <WaitingToSync />}
        </div>
        <p id={`${id}-description`} className="text-sm text-slate-600 dark:text-slate-300">
          <Trans>
            Packages renew by themselves when they run out or expire, paid from your balance. Turn it off to renew by
            hand.
          </Trans>
        </p>
      </div>
    </div>
  )
}
