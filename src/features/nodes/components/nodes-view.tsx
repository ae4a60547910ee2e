/**
 * /rpc/dedicated-node: the caller's dedicated nodes (the team's in team context), newest first,
 * filtered by status (in the address), paged. Drawn from the store, so offline the pages seen
 * before show with their age, and Renew and the auto-renew switches are disabled with the reason. While a node is provisioning
 * the page is read again every few seconds, so it turns online without a reload; a node notice
 * refreshes it too (the app's live notices, `refreshNodes`).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useId, useState } from 'react'
import { NODE_STATUSES, type NodeStatus } from '../../../../contract/enums'
import type { CreditCard } from '../../../../contract/methods/cards'
import type { DedicatedNode } from '../../../../contract/methods/nodes'
import { useTeamRefusal } from '../../../components/access/team-role'
import { buttonClassName } from '../../../components/ui/button-styles'
import { DataAge } from '../../../components/ui/data-age'
import { FilterChoice } from '../../../components/ui/filter-bar'
import { NotLoaded } from '../../../components/ui/not-loaded'
import { Pagination } from '../../../components/ui/pagination'
import { Skeleton } from '../../../components/ui/skeleton'
import { useOnline } from '../../../components/ui/use-online'
import { recordFacts } from '../../../store/store-client'
import { useStoredRead } from '../../../store/use-stored-read'
import { useView } from '../../../store/use-view'
import type { CardKit } from '../../../components/payments/card-port'
import { nodeListKey, type NodeListQuery } from '../node-list-query'
import { NODE_STATUS_WORDS } from '../node-words'
import { nodesProjection, storedNodePage } from '../nodes.projection'
import { setNodeAutoRenew } from '../node-writes'
import { readNodePage } from '../nodes.reads'
import { NodeCard } from './node-card'
import { NodesEmpty } from './nodes-empty'
import { RenewDialog } from './renew-dialog'
import { msg } from '@lingui/core/macro'

/** How often the list is read again while a node is provisioning. */
export const PENDING_POLL_MS = 3_000

/** How often the time left is worded again. */
const TICK_MS = 30_000

const ALL_WORDS = { all: msg({ message: 'All statuses', context: 'node status filter' }), ...NODE_STATUS_WORDS }

export interface NodesViewProps {
  /** The route keeps the query in the address (node-list-query.ts). */
  query: NodeListQuery
  onQueryChange(next: NodeListQuery): void
  kit: CardKit
  balance: string | null
  cards: readonly CreditCard[] | null
}

export function NodesView({ query, onQueryChange, kit, balance, cards }: NodesViewProps) {
  const { t } = useLingui()
  const online = useOnline()
  const reasonId = useId()
  const teamRefusal = useTeamRefusal('hub_renewDnNodeByWallet')
  const autoRenewTeamRefusal = useTeamRefusal('hub_setDnNodeAutoRenew')
  const nodes = useView(nodesProjection)
  const read = useStoredRead(nodeListKey(query), (options) => readNodePage(query, options), nodes !== undefined)
  const page = nodes ? storedNodePage(nodes.state, query) : null
  const now = useNow(TICK_MS)
  const [renewing, setRenewing] = useState<DedicatedNode | null>(null)
  const refresh = () => readNodePage(query, { hideError: true }).then((draft) => recordFacts([draft]))

  const provisioning = page?.list.some((node) => node.status === 'pending') ?? false
  useEffect(() => {
    if (!provisioning || !online) return
    const timer = setInterval(() => void refresh().catch(() => undefined), PENDING_POLL_MS)
    return () => clearInterval(timer)
    // The query's key names what is polled.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [provisioning, online, nodeListKey(query)])

  // Both move money (now or at the node's end): one note says why they wait.
  const offlineReason = online ? null : t`Renewing and auto-renew need a connection: you are offline.`
  const renewRefusal = teamRefusal ?? offlineReason
  const autoRenewRefusal = autoRenewTeamRefusal ?? offlineReason
  const refusalNote = renewRefusal ?? autoRenewRefusal

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <FilterChoice
          label={t`Status`}
          value={query.status ?? 'all'}
          values={['all', ...NODE_STATUSES]}
          words={ALL_WORDS}
          onChange={(value) =>
            onQueryChange({ ...query, page: 1, status: value === 'all' ? null : (value as NodeStatus) })
          }
        />
        <Link to="/rpc/dedicated-node/new" className={buttonClassName('primary')}>
          <Trans>Order a node</Trans>
        </Link>
      </div>
      {refusalNote && (
        <p
          id={reasonId}
          data-testid="nodes-renew-refusal"
          className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
        >
          {refusalNote}
        </p>
      )}
      {page ? (
        <>
          <DataAge syncedAt={page.loadedAt} />
          {page.total === 0 && query.status === null && query.page === 1 ? (
            <NodesEmpty />
          ) : page.list.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              <Trans>No nodes with this status.</Trans>
            </p>
          ) : (
            <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2" aria-label={t`Dedicated nodes`}>
              {page.list.map((node) => (
                <NodeCard
                  key={node.id}
                  node={node}
                  now={now}
                  renewRefusal={renewRefusal}
                  renewRefusalId={reasonId}
                  autoRenewRefusal={autoRenewRefusal}
                  onRenew={setRenewing}
                  onAutoRenew={(one, autoRenew) => setNodeAutoRenew(one.id, autoRenew)}
                />
              ))}
            </ul>
          )}
          {page.total > query.perPage && (
            <Pagination
              total={page.total}
              pageSize={query.perPage}
              currentPage={query.page}
              onChange={(next, size) => onQueryChange({ ...query, page: next, perPage: size })}
            />
          )}
        </>
      ) : read.state === 'failed' ? (
        <NotLoaded online={online} retry={read.retry} />
      ) : (
        <Skeleton className="h-40 w-full" />
      )}
      {renewing && (
        <RenewDialog
          node={renewing}
          kit={kit}
          balance={balance}
          cards={cards}
          onRenewed={() => refresh().catch(() => undefined)}
          onClose={() => setRenewing(null)}
        />
      )}
    </div>
  )
}

/** The current time, again every `ms`. */
function useNow(ms: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms)
    return () => clearInterval(timer)
  }, [ms])
  return now
}
