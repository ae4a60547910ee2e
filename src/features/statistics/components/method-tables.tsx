/**
 * Where the RU went by RPC method: the 5 methods that cost most (most first, with their share)
 * and every method's RU in the window, with the same filters as the rest of the page.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { MethodCost } from '../../../../contract/methods/reports-breakdowns'
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table'
import { EmptyState } from '../../../components/ui/empty-state'
import { formatCount, formatPercent } from '../statistics-format'

export function MethodTables({ topMethods, methods }: { topMethods: MethodCost[]; methods: MethodCost[] }) {
  const { i18n, t } = useLingui()
  const columns: DataTableColumn<MethodCost>[] = [
    {
      key: 'method',
      header: t({ message: 'Method', context: 'an RPC method' }),
      cell: (row) => <code className="text-xs">{row.method}</code>,
    },
    { key: 'requests', header: t`Requests`, align: 'right', cell: (row) => formatCount(i18n.locale, row.requests) },
    { key: 'ru', header: t`RU`, align: 'right', cell: (row) => formatCount(i18n.locale, row.ru) },
    { key: 'share', header: t`Share of RU`, align: 'right', cell: (row) => formatPercent(i18n.locale, row.share) },
  ]
  const empty = <EmptyState title={<Trans>No calls in this period</Trans>} />
  return (
    // grid-cols-1 (minmax(0, 1fr)): an implicit column is as wide as its widest table row, and on
    // a phone the whole page then scrolled sideways instead of the table inside its own frame.
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <section className="space-y-2">
        <h3 className="text-base font-semibold">
          <Trans>Top 5 methods by RU</Trans>
        </h3>
        <DataTable
          caption={t`Top 5 methods by RU`}
          columns={columns}
          rows={topMethods}
          rowKey={(row) => row.method}
          fitViewport={false}
          empty={empty}
        />
      </section>
      <section className="space-y-2">
        <h3 className="text-base font-semibold">
          <Trans>RU by method</Trans>
        </h3>
        <DataTable
          caption={t`RU by method`}
          columns={columns}
          rows={methods}
          rowKey={(row) => row.method}
          fitViewport={false}
          empty={empty}
        />
      </section>
    </div>
  )
}
