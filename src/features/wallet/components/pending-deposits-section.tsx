/**
 * Deposits on their way (hub_getWalletDepositPending), from the store: transfers gathering
 * confirmations and card payments waiting, with how old the list is. Hidden from nobody: "none"
 * is said, so a customer waiting for a transfer knows it has not been seen yet.
 */
import { Trans } from '@lingui/react/macro'
import { useView } from '../../../store/use-view'
import { pendingDepositsProjection } from '../pending-deposits.projection'
import type { RefreshState } from '../use-billing-refresh'
import { PendingDepositItem } from './pending-deposit-item'
import { StoredListSection } from './stored-list-section'

export interface PendingDepositsSectionProps {
  online: boolean
  offlineReasonId: string
  refresh: RefreshState
  retry(): void
}

export function PendingDepositsSection({ online, offlineReasonId, refresh, retry }: PendingDepositsSectionProps) {
  const view = useView(pendingDepositsProjection)
  return (
    <StoredListSection
      title={<Trans>Pending deposits</Trans>}
      items={view?.state?.list}
      syncedAt={view?.syncedAt ?? null}
      loaded={Boolean(view)}
      empty={<Trans>No deposits on their way.</Trans>}
      row={(deposit, focusHeading) => (
        <PendingDepositItem
          key={deposit.id}
          deposit={deposit}
          online={online}
          offlineReasonId={offlineReasonId}
          onDismissed={focusHeading}
        />
      )}
      online={online}
      refresh={refresh}
      retry={retry}
    />
  )
}
