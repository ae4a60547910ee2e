/**
 * The order wizard's page: the catalogue read into the store (so the choices show offline, with
 * their age) and one order run over it. Offline, or in a team role without billing rights, the
 * choices stay and paying is disabled with the reason. The balance, the saved cards and the
 * processor's card field and 3-D Secure step come from the route (features never import each other).
 */
import { Trans } from '@lingui/react/macro'
import { useId, useMemo } from 'react'
import type { CreditCard } from '../../../../../contract/methods/cards'
import { DataAge } from '../../../../components/ui/data-age'
import { NotLoaded } from '../../../../components/ui/not-loaded'
import { SkeletonText } from '../../../../components/ui/skeleton'
import { useStoredRead } from '../../../../store/use-stored-read'
import { useView } from '../../../../store/use-view'
import type { CardKit } from '../../../../components/payments/card-port'
import { dnSkusProjection } from '../dn-skus.projection'
import { readNodeOrder } from '../dn-skus.reads'
import { toNodeSkus } from '../node-skus'
import type { NodeOrderSearch } from '../order-search'
import { NodeOrderFlow } from './node-order-flow'

export interface NodeOrderPageProps {
  search: NodeOrderSearch
  /** The wallet balance as stored; null while unknown. */
  balance: string | null
  cards: CreditCard[] | null
  online: boolean
  /** Why this team role may not buy; null when it may. */
  refusal: string | null
  kit: CardKit
  openDeposit(skuId: number, months: number): void
  ordered(orderId: string): void
}

export function NodeOrderPage(props: NodeOrderPageProps) {
  const { search, balance, cards, online, refusal } = props
  const catalogue = useView(dnSkusProjection)
  const read = useStoredRead('node-order', readNodeOrder, true)
  const stored = catalogue?.state
  const skus = useMemo(() => (stored ? toNodeSkus(stored) : null), [stored])
  const reasonId = useId()
  const blocked = refusal !== null || !online

  if (!skus) {
    if (read.state === 'failed') return <NotLoaded online={online} retry={read.retry} />
    return <SkeletonText lines={6} />
  }
  const cardList = cards ?? []
  const defaultCard = cardList.find((card) => card.isDefault) ?? cardList[0] ?? null
  return (
    <div className="space-y-5">
      {blocked && (
        <p
          id={reasonId}
          data-testid="node-order-blocked"
          className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
        >
          {refusal ?? (
            <Trans>You are offline. Ordering a node needs the network; you can still look at the choices.</Trans>
          )}
        </p>
      )}
      {read.state !== 'done' && <DataAge syncedAt={catalogue?.syncedAt ?? null} />}
      {skus.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <Trans>No dedicated nodes are on sale right now.</Trans>
        </p>
      ) : (
        <NodeOrderFlow
          input={{
            skus,
            balance,
            online: !blocked,
            choice:
              search.skuId !== null && search.months !== null ? { skuId: search.skuId, months: search.months } : null,
            method: search.method,
            cardId: defaultCard?.id ?? null,
            paidOrderId: search.paidOrderId,
          }}
          cards={cardList}
          blockedId={blocked ? reasonId : null}
          kit={props.kit}
          openDeposit={props.openDeposit}
          ordered={props.ordered}
        />
      )}
    </div>
  )
}
