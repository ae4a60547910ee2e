/**
 * The account's keys as a compact table (issue 21): search by name or key prefix, an order, and
 * per key its name (which opens its details), status, features, requests today, last use and
 * creation date.
 * On a phone only the name, status and requests today are columns; the rest is in the panel.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { ApiKey } from '../../../../../contract/methods/api-keys'
import { DataTable, type DataTableColumn } from '../../../../components/ui/data-table'
import { EmptyState } from '../../../../components/ui/empty-state'
import { FilterChoice } from '../../../../components/ui/filter-bar'
import { TextField } from '../../../../components/ui/text-field'
import { formatDate } from '../../../../lib/dates'
import type { KeyListView } from './key-list-search'
import { KEY_SORT_CHOICES, KEY_SORT_WORDS, sortChoiceOf, sortOfChoice } from './key-sort-choices'
import { KeyStatus, KeyFeatures } from './key-cells'
import { LastUsedText } from './last-used-text'
import { RequestsCount } from './requests-count'
import type { KeyUsage } from './shown-keys'
import { ALL_COLUMNS_QUERY, useMediaQuery } from './use-media-query'

export interface ApiKeysTableProps {
  /** The keys to show, searched and ordered. */
  keys: readonly ApiKey[]
  view: KeyListView
  usage: KeyUsage
  /** The key whose details are open, if any. */
  selectedId: number | null
  /** Keys with a rename waiting in the outbox. */
  renaming: ReadonlySet<number>
  onView(patch: Partial<KeyListView>): void
  onSelect(id: number): void
}

export function ApiKeysTable({ keys, view, usage, selectedId, renaming, onView, onSelect }: ApiKeysTableProps) {
  const { t } = useLingui()
  const allColumns = useMediaQuery(ALL_COLUMNS_QUERY)
  const query = view.query

  const name: DataTableColumn<ApiKey> = {
    key: 'name',
    header: t`Name`,
    cell: (key) => (
      <button
        type="button"
        aria-current={key.id === selectedId ? 'true' : undefined}
        onClick={() => onSelect(key.id)}
        className="block max-w-[12rem] truncate text-left font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-[current]:font-semibold aria-[current]:text-slate-900 sm:max-w-xs dark:text-brand-300 dark:aria-[current]:text-white"
      >
        {key.name}
        {renaming.has(key.id) && (
          <span className="block text-xs font-normal text-sky-800 dark:text-sky-200">
            <Trans>Rename waiting to sync</Trans>
          </span>
        )}
      </button>
    ),
  }
  const status: DataTableColumn<ApiKey> = {
    key: 'status',
    header: t`Status`,
    cell: (key) => <KeyStatus apiKey={key} />,
  }
  const today: DataTableColumn<ApiKey> = {
    key: 'requests',
    header: t`Requests today`,
    align: 'right',
    cell: (key) => <RequestsCount count={usage.requests?.get(key.id)} />,
  }
  const columns: DataTableColumn<ApiKey>[] = allColumns
    ? [
        name,
        status,
        { key: 'features', header: t`Features`, cell: (key) => <KeyFeatures apiKey={key} /> },
        today,
        { key: 'lastUsed', header: t`Last used`, cell: (key) => <LastUsedText use={usage.lastUses?.get(key.id)} /> },
        {
          key: 'created',
          header: t`Created`,
          cell: (key) => <span className="whitespace-nowrap">{formatDate(key.createdAt)}</span>,
        },
      ]
    : [name, status, today]

  return (
    <div className="min-w-0 space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label={t`Search keys`}
          type="search"
          placeholder={t`Name or key prefix`}
          value={query}
          maxLength={80}
          onChange={(event) => onView({ query: event.target.value })}
          className="min-w-0 flex-1 basis-48"
        />
        <FilterChoice
          label={t`Sort by`}
          value={sortChoiceOf(view)}
          values={KEY_SORT_CHOICES}
          words={KEY_SORT_WORDS}
          onChange={(choice) => onView(sortOfChoice(choice))}
        />
      </div>
      <DataTable
        caption={t`API keys`}
        columns={columns}
        rows={keys}
        rowKey={(key) => key.id}
        empty={<EmptyState title={<Trans>No key matches “{query}”</Trans>} />}
      />
    </div>
  )
}
