/**
 * The deposit history (hub_getWalletDeposit): filters, then the table and pagination of SPEC §9
 * (page size 5 of 5/10/15/20), newest first, the query kept in the address. The page shown is the store's (with its age), so
 * pages seen before show offline; one never read here says it loads when the network returns.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useMemo, useState } from 'react'
import { DataAge } from '../../../components/ui/data-age'
import { DataTable } from '../../../components/ui/data-table'
import { EmptyState } from '../../../components/ui/empty-state'
import { SkeletonText } from '../../../components/ui/skeleton'
import type { StoredDepositPage } from '../deposit-history.projection'
import { rangeProblem } from '../../../lib/day-range'
import type { DepositQuery } from '../deposit-query'
import { useDepositHistory } from '../use-deposit-history'
import { depositColumns, STACKED_ON_PHONE } from './deposit-columns'
import { DepositHistoryFilters, type DepositFilters } from './deposit-history-filters'
import { NotLoaded } from '../../../components/ui/not-loaded'
import { awaitsData } from '../../../store/use-stored-read'

export interface DepositHistorySectionProps {
  online: boolean
  /** The page of deposits asked for; the billing route keeps it in the address (deposit-search.ts). */
  query: DepositQuery
  onQueryChange(next: DepositQuery): void
}

export function DepositHistorySection({ online, query, onQueryChange }: DepositHistorySectionProps) {
  const { i18n } = useLingui()
  const headingId = useId()
  const filters: DepositFilters = { paymentMethod: query.paymentMethod, from: query.from, to: query.to }
  const show = onQueryChange
  const problem = rangeProblem(filters.from, filters.to)
  const history = useDepositHistory(query, problem === null)
  // The i18n object stays the same across a language switch: its locale is what changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const columns = useMemo(() => depositColumns(i18n), [i18n, i18n.locale])
  // While another page loads, the one shown stays under the loading veil (the pager keeps focus).
  const [lastShown, setLastShown] = useState<StoredDepositPage | null>(null)
  if (history.page && history.page !== lastShown) setLastShown(history.page)
  const loading = awaitsData(history.state, !!history.page)
  const page = history.page ?? (loading ? lastShown : null)

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold">
        <Trans>Deposit history</Trans>
      </h2>
      <DepositHistoryFilters
        value={filters}
        problem={problem}
        onChange={(next) => show({ ...query, ...next, page: 1 })}
      />
      {problem ? null : history.connecting ? (
        <SkeletonText lines={4} />
      ) : !page && !loading ? (
        <NotLoaded online={online} retry={history.retry} />
      ) : (
        <>
          <DataTable
            caption={<Trans>Deposit history</Trans>}
            columns={columns}
            rows={page?.list ?? []}
            rowKey={(row) => row.id}
            loading={loading}
            fitViewport={false}
            className={STACKED_ON_PHONE}
            empty={
              <EmptyState
                title={<Trans>No deposits</Trans>}
                description={<Trans>Deposits you make show here, newest first.</Trans>}
              />
            }
            pagination={{
              total: page?.total ?? 0,
              pageSize: query.perPage,
              currentPage: query.page,
              onChange: (next, perPage) => show({ ...query, page: next, perPage }),
            }}
          />
          {history.page && <DataAge syncedAt={history.page.loadedAt} />}
        </>
      )}
    </section>
  )
}
