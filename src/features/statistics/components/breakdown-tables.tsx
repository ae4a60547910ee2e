/**
 * The window's figures per API key (paged and sortable by requests, RU or errors, on the
 * server) and per network (one key's when the scope is a key).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { SortOrder } from '../../../../contract/enums'
import type {
  ApiKeyComposite,
  CompositeInfo,
  NetworkComposite,
  UsageSortField,
} from '../../../../contract/methods/reports-breakdowns'
import type { Page } from '../../../../contract/rpc'
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table'
import { EmptyState } from '../../../components/ui/empty-state'
import { formatCount, formatPercent } from '../statistics-format'
import type { StatisticsQuery } from '../statistics-query'

export interface KeyTableProps {
  page: Page<ApiKeyComposite>
  query: StatisticsQuery
  onChange(patch: Partial<StatisticsQuery>): void
}

export function KeyTable({ page, query, onChange }: KeyTableProps) {
  const { t } = useLingui()
  const sortable = (field: UsageSortField, label: string) => (
    <SortButton
      label={label}
      field={field}
      sortBy={query.keysSortBy}
      order={query.keysOrder}
      onSort={(order) => onChange({ keysSortBy: field, keysOrder: order, keysPage: 1 })}
    />
  )
  const columns: DataTableColumn<ApiKeyComposite>[] = [
    { key: 'name', header: t`API key`, cell: (row) => row.apikeyName },
    ...figureColumns<ApiKeyComposite>({
      requests: sortable('requests', t`Requests`),
      ru: sortable('ru', t`RU`),
      errors: sortable('errors', t`Errors`),
    }),
  ]
  return (
    <section className="space-y-2">
      <h3 className="text-base font-semibold">
        <Trans>By API key</Trans>
      </h3>
      <DataTable
        caption={t`Usage by API key`}
        columns={columns}
        rows={page.list}
        rowKey={(row) => row.apikeyId}
        fitViewport={false}
        empty={<EmptyState title={<Trans>No calls in this period</Trans>} />}
        pagination={{
          total: page.total,
          pageSize: query.keysPerPage,
          currentPage: query.keysPage,
          onChange: (keysPage, keysPerPage) => onChange({ keysPage, keysPerPage }),
        }}
      />
    </section>
  )
}

export function NetworkTable({ page }: { page: Page<NetworkComposite> }) {
  const { t } = useLingui()
  const columns: DataTableColumn<NetworkComposite>[] = [
    { key: 'name', header: t`Network`, cell: (row) => row.networkName },
    ...figureColumns<NetworkComposite>({ requests: t`Requests`, ru: t`RU`, errors: t`Errors` }),
  ]
  return (
    <section className="space-y-2">
      <h3 className="text-base font-semibold">
        <Trans>By network</Trans>
      </h3>
      <DataTable
        caption={t`Usage by network`}
        columns={columns}
        rows={page.list}
        rowKey={(row) => row.networkId}
        fitViewport={false}
        empty={<EmptyState title={<Trans>No calls in this period</Trans>} />}
      />
    </section>
  )
}

function figureColumns<Row extends CompositeInfo>(headers: {
  requests: React.ReactNode
  ru: React.ReactNode
  errors: React.ReactNode
}): DataTableColumn<Row>[] {
  return [
    { key: 'requests', header: headers.requests, align: 'right', cell: (row) => <Count value={row.requests} /> },
    { key: 'ru', header: headers.ru, align: 'right', cell: (row) => <Count value={row.ru} /> },
    { key: 'errors', header: headers.errors, align: 'right', cell: (row) => <Count value={row.errors} /> },
    {
      key: 'errorRate',
      header: <Trans>Error rate</Trans>,
      align: 'right',
      cell: (row) => <Rate value={row.errorRate} />,
    },
    {
      key: 'median',
      header: <Trans>Median latency</Trans>,
      align: 'right',
      cell: (row) => <Latency value={row.medianLatencyMs} />,
    },
  ]
}

function Count({ value }: { value: number }) {
  const { i18n } = useLingui()
  return <span className="tabular-nums">{formatCount(i18n.locale, value)}</span>
}

function Rate({ value }: { value: number }) {
  const { i18n } = useLingui()
  return <span className="tabular-nums">{formatPercent(i18n.locale, value)}</span>
}

function Latency({ value }: { value: number | null }) {
  const { i18n } = useLingui()
  const figure = value === null ? null : formatCount(i18n.locale, value)
  return <span className="tabular-nums">{figure === null ? '–' : <Trans>{figure} ms</Trans>}</span>
}

/**
 * A column header that sorts the table: descending first, then ascending, then back to the
 * server's default (RU, most first). The state is said in words for screen readers.
 */
function SortButton({
  label,
  field,
  sortBy,
  order,
  onSort,
}: {
  label: string
  field: UsageSortField
  sortBy: UsageSortField
  order: SortOrder
  onSort(order: SortOrder): void
}) {
  const { t } = useLingui()
  const current: SortOrder = sortBy === field ? order : 'none'
  const next: SortOrder = current === 'none' ? 'descending' : current === 'descending' ? 'ascending' : 'none'
  const state = current === 'descending' ? t`sorted most first` : current === 'ascending' ? t`sorted least first` : ''
  return (
    <button
      type="button"
      className="inline-flex items-center gap-1 font-semibold hover:underline"
      onClick={() => onSort(next)}
      aria-label={state ? `${label}, ${state}` : label}
    >
      {label}
      <span aria-hidden="true">{current === 'descending' ? '↓' : current === 'ascending' ? '↑' : '↕'}</span>
    </button>
  )
}
