/**
 * The statements page's body (/rpc/billings/event): one timeline of bills (deposits, request
 * units, dedicated nodes), the packages bought and the deposits, as tabs with the filters of
 * SPEC §3, the table and pagination of SPEC §9 (newest first), and the CSV export of what the tab
 * shows. The page shown is the store's (with its age), so pages seen before read offline; one
 * never read here says it loads when the network returns.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useMemo, useState } from 'react'
import { DataAge } from '../../../components/ui/data-age'
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table'
import { EmptyState } from '../../../components/ui/empty-state'
import { SkeletonText } from '../../../components/ui/skeleton'
import { useOnline } from '../../../components/ui/use-online'
import type { StoredStatementPage } from '../statement-pages.projection'
import { rangeProblem } from '../../../lib/day-range'
import type { StatementQuery } from '../statement-query'
import { useStatementPage } from '../use-statement-page'
import { CsvExportPanel } from './csv-export-panel'
import { NotLoaded } from '../../../components/ui/not-loaded'
import { OfflineNote } from './offline-note'
import { billColumns, depositColumns, purchaseColumns, STACKED_ON_PHONE } from './statement-columns'
import { StatementFilters } from './statement-filters'
import { TAB_WORDS } from './statement-labels'
import { StatementTabs } from './statement-tabs'
import { awaitsData } from '../../../store/use-stored-read'

export interface StatementsViewProps {
  /** The route keeps the query in the address (statement-search.ts). */
  query: StatementQuery
  onQueryChange(next: StatementQuery): void
}

export function StatementsView({ query, onQueryChange }: StatementsViewProps) {
  const { i18n, t } = useLingui()
  const online = useOnline()
  const reasonId = useId()
  const panelId = useId()
  const problem = rangeProblem(query.from, query.to)
  const statement = useStatementPage(query, problem === null)
  // While another page loads, the one shown stays under the loading veil (the pager keeps focus).
  const [lastShown, setLastShown] = useState<StoredStatementPage | null>(null)
  if (statement.page && statement.page !== lastShown) setLastShown(statement.page)
  const loading = awaitsData(statement.state, !!statement.page)
  const shown = statement.page ?? (loading && lastShown?.query.tab === query.tab ? lastShown : null)
  const columns = useMemo(
    () => ({ bill: billColumns(i18n), purchase: purchaseColumns(i18n), deposit: depositColumns(i18n) }),
    // The i18n object stays the same across a language switch: its locale is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, i18n.locale],
  )
  const caption = i18n._(TAB_WORDS[query.tab])

  return (
    <div className="space-y-4">
      {!online && <OfflineNote id={reasonId} page="statements" />}
      <StatementTabs
        value={query.tab}
        panelId={panelId}
        label={t`Statements`}
        onChange={(tab) => onQueryChange({ ...query, tab, page: 1 })}
      />
      <div id={panelId} role="tabpanel" aria-label={caption} className="space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <StatementFilters
            query={query}
            problem={problem}
            onChange={(patch) => onQueryChange({ ...query, ...patch, page: 1 })}
          />
          <CsvExportPanel query={query} valid={problem === null} online={online} offlineReasonId={reasonId} />
        </div>
        {problem ? null : statement.connecting ? (
          <SkeletonText lines={4} />
        ) : !shown && !loading ? (
          <NotLoaded online={online} retry={statement.retry} />
        ) : (
          <>
            <DataTable
              caption={caption}
              columns={(columns[query.tab] as DataTableColumn<unknown>[]) ?? []}
              rows={(shown?.rows.list as unknown[] | undefined) ?? []}
              rowKey={(row) => (row as { id: number }).id}
              loading={loading}
              fitViewport={false}
              className={STACKED_ON_PHONE}
              empty={
                <EmptyState
                  title={<Trans>Nothing here yet</Trans>}
                  description={<Trans>Nothing matches these filters. Try another type or range of dates.</Trans>}
                />
              }
              pagination={{
                total: shown?.total ?? 0,
                pageSize: query.perPage,
                currentPage: query.page,
                onChange: (page, perPage) => onQueryChange({ ...query, page, perPage }),
              }}
            />
            {statement.page && <DataAge syncedAt={statement.page.loadedAt} />}
          </>
        )}
      </div>
    </div>
  )
}
