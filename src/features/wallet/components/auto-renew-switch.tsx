/**
 * Auto-renew (SPEC §4): the design system's Switch, whose change is a queued command, so it works offline too and shows as waiting until the server has it.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Switch } from '../../../components/ui/switch'
import { runCommand } from '../../../store/store-client'
import { useTeamRefusal } from '../../../components/access/team-role'
import { setAutoRenew } from '../wallet.commands'
import { WaitingToSync } from './waiting-to-sync'

export interface AutoRenewSwitchProps {
  enabled: boolean
  /** A change waits in the outbox. */
  waiting: boolean
}

export function AutoRenewSwitch({ enabled, waiting }: AutoRenewSwitchProps) {
  const { t } = useLingui()
  const refusal = useTeamRefusal('hub_setUserAutoRenew')
  return (
    <Switch
      label={t`Auto-renew`}
      description={
        <Trans>
          Packages renew by themselves when they run out or expire, paid from your balance. Turn it off to renew by
          hand.
        </Trans>
      }
      checked={enabled}
      disabled={refusal !== null}
      status={waiting && <WaitingToSync />}
      note={refusal}
      onChange={(checked) => void runCommand(setAutoRenew, { enabled: checked })}
    />
  )
}
