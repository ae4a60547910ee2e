/**
 * Deposits on their way (hub_getWalletDepositPending), from the store: transfers gathering
 * confirmations and card payments waiting, with how old the list is. Hidden from nobody: "none"
 * is said, so a customer waiting for a transfer knows it has not been seen yet.
 */
import { Trans } from '@lingui/react/macro'
import { useId, useRef } from 'react'
import { DataAge } from '../../../components/ui/data-age'
import { SkeletonText } from '../../../components/ui/skeleton'
import { useView } from '../../../store/use-view'
import { pendingDepositsProjection } from '../pending-deposits.projection'
import type { RefreshState } from '../use-billing-refresh'
import { NotLoaded } from './not-loaded'
import { PendingDepositItem } from './pending-deposit-item'

export interface PendingDepositsSectionProps {
  online: boolean
  offlineReasonId: string
  refresh: RefreshState
  retry(): void
}

export function PendingDepositsSection({ online, offlineReasonId, refresh, retry }: PendingDepositsSectionProps) {
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const view = useView(pendingDepositsProjection)
  const pending = view?.state
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
        <Trans>Pending deposits</Trans>
      </h2>
      {pending ? (
        <>
          {pending.list.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              <Trans>No deposits on their way.</Trans>
            </p>
          ) : (
            <ul
              aria-labelledby={headingId}
              className="divide-y divide-slate-100 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
            >
              {pending.list.map((deposit) => (
                <PendingDepositItem
                  key={deposit.id}
                  deposit={deposit}
                  online={online}
                  offlineReasonId={offlineReasonId}
                  onDismissed={() => heading.current?.focus()}
                />
              ))}
            </ul>
          )}
          <DataAge syncedAt={view.syncedAt} />
        </>
      ) : view && refresh === 'failed' ? (
        <NotLoaded online={online} retry={retry} />
      ) : (
        <SkeletonText lines={2} />
      )}
    </section>
  )
}
