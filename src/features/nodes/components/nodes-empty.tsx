/** No nodes yet: what a dedicated node is, and the way to order one. */
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { buttonClassName } from '../../../components/ui/button-styles'
import { EmptyState } from '../../../components/ui/empty-state'

export function NodesEmpty() {
  return (
    <EmptyState
      title={<Trans>No dedicated nodes yet</Trans>}
      description={
        <Trans>
          A dedicated node is a blockchain node that runs for you alone: your own machine in the region you choose, with
          private HTTPS and WebSocket endpoints, no shared rate limits, and the client you prefer. It is paid monthly,
          quarterly or yearly, and renewed when you wish.
        </Trans>
      }
      action={
        <Link to="/rpc/dedicated-node/new" className={buttonClassName('primary')}>
          <Trans>Order a dedicated node</Trans>
        </Link>
      }
    />
  )
}
