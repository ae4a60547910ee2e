import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import { usePageTitle } from '../../../components/layouts/use-page-title'
import { NodesView } from '../../../features/nodes/components/nodes-view'
import type { CardKit } from '../../../components/payments/card-port'
import {
  nodeListQueryOf,
  nodeListSearchOf,
  validateNodeListSearch,
  type NodeListQuery,
} from '../../../features/nodes/node-list-query'
import { cardFieldFor, challengeFieldFor } from '../../../features/wallet/deposit/card-field/card-field-for'
import { savedCardsProjection } from '../../../features/wallet/saved-cards.projection'
import { walletProjection } from '../../../features/wallet/wallet.projection'
import { useView } from '../../../store/use-view'
import { loadNodesWords } from '../../../i18n/section-words'

export const Route = createFileRoute('/rpc/dedicated-node/')({
  loader: loadNodesWords,
  // The status filter and page live in the address, so a reload or a shared link keeps them.
  validateSearch: validateNodeListSearch,
  component: DedicatedNodesPage,
})

/** The wallet's card field and 3-D Secure frame serve a renewal by card (features never import each other). */
const CARD_KIT: CardKit = { fieldFor: cardFieldFor, challengeFor: challengeFieldFor }

/** Dedicated nodes (issue 20): status, endpoints, time left, renewal. */
function DedicatedNodesPage() {
  const { t } = useLingui()
  usePageTitle(t`Dedicated nodes`)
  const search = Route.useSearch()
  const query = useMemo(() => nodeListQueryOf(search as Record<string, unknown>), [search])
  const navigate = useNavigate({ from: Route.fullPath })
  const wallet = useView(walletProjection)
  const cards = useView(savedCardsProjection)
  const onQueryChange = (next: NodeListQuery) =>
    void navigate({ search: nodeListSearchOf(next), replace: true, resetScroll: false })
  return (
    <div className="mx-auto w-full max-w-6xl">
      <h1 className="text-2xl font-semibold">
        <Trans>Dedicated nodes</Trans>
      </h1>
      <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-300">
        <Trans>Your dedicated nodes, their status, endpoints and renewal dates.</Trans>
      </p>
      <NodesView
        query={query}
        onQueryChange={onQueryChange}
        kit={CARD_KIT}
        balance={wallet?.state?.amount ?? null}
        cards={cards?.state ?? null}
      />
    </div>
  )
}
