/** Says a change is queued in the outbox and will be sent when the network allows. */
import { Trans } from '@lingui/react/macro'
import { Badge } from '../../../components/ui/badge'

export function WaitingBadge() {
  return (
    <Badge tone="waiting">
      <Trans>Waiting to be sent</Trans>
    </Badge>
  )
}
