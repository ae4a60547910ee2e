/**
 * Every network an API key can reach, with its chain id and the advanced features it supports:
 * what a customer checks before creating a key. Read from the server's chain catalogue.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table'
import { EmptyState } from '../../../components/ui/empty-state'
import { TABLE_PAGE_SIZE } from '../../../components/ui/table-defaults'
import { useSupportedNetworks, type SupportedNetworkRow } from '../use-supported-networks'

export function SupportedNetworksTable() {
  const { t } = useLingui()
  const { state, retry } = useSupportedNetworks()
  const [page, setPage] = useState({ currentPage: 1, pageSize: TABLE_PAGE_SIZE })

  const columns: DataTableColumn<SupportedNetworkRow>[] = [
    { key: 'chain', header: t`Chain`, cell: (row) => <span className="whitespace-nowrap">{row.chainName}</span> },
    {
      key: 'network',
      header: t`Network`,
      cell: (row) => (
        <span className="inline-flex items-center gap-2 whitespace-nowrap">
          {row.name}
          {row.testnet && (
            <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900 dark:bg-amber-900/40 dark:text-amber-100">
              <Trans>Testnet</Trans>
            </span>
          )}
        </span>
      ),
    },
    { key: 'chainId', header: t`Chain ID`, cell: (row) => row.chainId ?? '—', align: 'right' },
    {
      key: 'features',
      header: t`Advanced features`,
      cell: (row) => {
        const features = [
          row.features.archive_mode && t`Archive`,
          row.features.mev_protection && t`MEV protection`,
          row.features.bundler && t`Bundler`,
        ].filter(Boolean)
        return <span className="whitespace-nowrap">{features.length > 0 ? features.join(' · ') : '—'}</span>
      },
    },
  ]

  if (state.status === 'failed') {
    return (
      <EmptyState
        title={t`Networks could not be loaded`}
        description={t`Check your connection and try again.`}
        action={<Button onClick={retry}>{t`Try again`}</Button>}
      />
    )
  }

  const rows = state.status === 'loaded' ? state.rows : []
  const start = (page.currentPage - 1) * page.pageSize
  return (
    <DataTable
      caption={t`Supported networks`}
      columns={columns}
      rows={rows.slice(start, start + page.pageSize)}
      rowKey={(row) => row.id}
      loading={state.status === 'loading'}
      fitViewport={false}
      pagination={{
        total: rows.length,
        currentPage: page.currentPage,
        pageSize: page.pageSize,
        onChange: (currentPage, pageSize) => setPage({ currentPage, pageSize }),
      }}
    />
  )
}
