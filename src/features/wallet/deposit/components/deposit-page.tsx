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
  const query: Record<string, unknown> = useSearch({ strict: false })
  const search = readDepositSearch(query)
  const navigate = useNavigate()
  const online = useOnline()
  const offlineReasonId = useId()
  const panelId = useId()
  // The card panel says when a payment is on its way: the method cannot change until it ends.
  const [cardBusy, setCardBusy] = useState(false)
  const method = search.method

  const choose = (next: DepositMethod) => {
    if (next === method) return
    // A deposit opened for a package or a node order keeps its way back to it (`buy`, `pay`;
    // `node`, `cycle`) across the methods.
    const back = {
      ...(query['buy'] ? { buy: query['buy'], pay: query['pay'] } : {}),
      ...(query['node'] ? { node: query['node'], cycle: query['cycle'] } : {}),
    }
    void navigate({
      to: '/rpc/billings/charge',
      // Crypto names the tab: the page opens on Packages when the query asks for no deposit.
      search: next === 'card' ? { ...back, method: 'card' } : { ...back, tab: 'deposit' },
      replace: true,
    })
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
