/**
 * The billing page's body (/rpc/billings): balance and arrears, the wallet's settings, deposits
 * on their way, the deposit history and the saved cards, all drawn from the store and refreshed
 * when the page opens. Offline, everything stored stays readable with its age, and the page says
 * once why the money actions are disabled (OfflineMoneyNote).
 */
import { useId } from 'react'
import { useOnline } from '../../../components/ui/use-online'
import { useView } from '../../../store/use-view'
import type { DepositQuery } from '../deposit-query'
import { useBillingRefresh } from '../use-billing-refresh'
import { walletProjection } from '../wallet.projection'
import { BalanceSection } from './balance-section'
import { DepositHistorySection } from './deposit-history-section'
import { OfflineMoneyNote } from './offline-money-note'
import { PendingDepositsSection } from './pending-deposits-section'
import { SavedCardsSection } from './saved-cards-section'
import { WalletSettingsSection } from './wallet-settings-section'

export interface BillingViewProps {
  /** The deposit history's query, which the route keeps in the address. */
  historyQuery: DepositQuery
  onHistoryQueryChange(next: DepositQuery): void
}

export function BillingView({ historyQuery, onHistoryQueryChange }: BillingViewProps) {
  const online = useOnline()
  const reasonId = useId()
  const refresh = useBillingRefresh()
  const walletView = useView(walletProjection)
  const wallet = walletView?.state
  return (
    <div className="space-y-8">
      {!online && <OfflineMoneyNote id={reasonId} />}
      {/* Side by side from lg, as the overview's cards: narrower, their text wrapped past the skeletons. */}
      <div className="grid gap-4 lg:grid-cols-2">
        <BalanceSection view={walletView} online={online} offlineReasonId={reasonId} />
        <WalletSettingsSection wallet={wallet ?? undefined} />
      </div>
      <PendingDepositsSection
        online={online}
        offlineReasonId={reasonId}
        refresh={refresh.pending}
        retry={refresh.retry}
      />
      <DepositHistorySection online={online} query={historyQuery} onQueryChange={onHistoryQueryChange} />
      <SavedCardsSection online={online} offlineReasonId={reasonId} refresh={refresh.cards} retry={refresh.retry} />
    </div>
  )
}
