/**
 * The charge page's body (/rpc/billings/charge): Crypto or Card, each run by its machine
 * (machines/deposit). Offline, every money action is disabled and points to one note saying why,
 * once for the page. The chosen method and the card order being paid live in the URL, so a reload
 * comes back to the same step (deposit-search.ts).
 */
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { useOnline } from '../../../../components/ui/use-online'
import { readDepositSearch, type DepositMethod } from '../deposit-search'
import { CardDepositPanel } from './card-deposit-panel'
import { CryptoDepositPanel } from './crypto-deposit-panel'
import { DepositMethodTabs } from './deposit-method-tabs'
import { DepositOfflineNote } from './deposit-offline-note'

export function DepositPage() {
  const search = readDepositSearch(useSearch({ strict: false }))
  const navigate = useNavigate()
  const online = useOnline()
  const offlineReasonId = useId()
  const panelId = useId()
  // The card panel says when a payment is on its way: the method cannot change until it ends.
  const [cardBusy, setCardBusy] = useState(false)
  const method = search.method

  const choose = (next: DepositMethod) => {
    if (next === method) return
    void navigate({ to: '/rpc/billings/charge', search: next === 'card' ? { method: 'card' } : {}, replace: true })
  }

  return (
    <div className="space-y-5">
      {!online && <DepositOfflineNote id={offlineReasonId} />}
      <DepositMethodTabs method={method} locked={cardBusy} panelId={panelId} onChoose={choose} />
      <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-${method}`}>
        {method === 'crypto' ? (
          <CryptoDepositPanel online={online} offlineReasonId={offlineReasonId} />
        ) : (
          <CardDepositPanel
            resumeOrderId={search.order}
            online={online}
            offlineReasonId={offlineReasonId}
            onBusyChange={setCardBusy}
          />
        )}
      </div>
    </div>
  )
}
