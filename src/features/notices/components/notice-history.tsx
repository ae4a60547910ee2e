/**
 * The notice history (issue 21, /rpc/notices): every notice, filtered by type (the centre's
 * groups) and read state, a page at a time, with the query in the address. It reads what the
 * notice centre reads (the store, then the older pages fetched after it), so it works offline;
 * online, older notices are fetched until the page asked for is full and it is known whether
 * another follows.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useMemo } from 'react'
import type { Notice } from '../../../../contract'
import { EmptyState } from '../../../components/ui/empty-state'
import { Pagination } from '../../../components/ui/pagination'
import { Skeleton } from '../../../components/ui/skeleton'
import { useOnline } from '../../../components/ui/use-online'
import {
  filterNotices,
  needsOlder,
  NOTICE_READ_FILTERS,
  pageOf,
  type NoticeHistoryQuery,
  type NoticeReadFilter,
} from '../notice-history-query'
import { NOTICE_TYPE_LABELS } from '../notice-type-labels'
import { useNoticeCentre } from '../use-notice-centre'
import { GroupChip } from './group-chip'
import { NoticeRow } from './notice-row'

const READ_LABELS: Record<NoticeReadFilter, MessageDescriptor> = {
  all: msg`All`,
  unread: msg`Unread`,
  read: msg`Read`,
}

export interface NoticeHistoryProps {
  query: NoticeHistoryQuery
  onQueryChange: (next: NoticeHistoryQuery) => void
}

export function NoticeHistory({ query, onQueryChange }: NoticeHistoryProps) {
  const { t, i18n } = useLingui()
  const centre = useNoticeCentre()
  const online = useOnline()
  const { loadMore, atEnd, loading, failed } = centre
  const filtered = useMemo(() => filterNotices(centre.notices, query), [centre.notices, query])
  const wantsOlder = !!centre.view && !atEnd && !loading && !failed && needsOlder(filtered.length, query)

  useEffect(() => {
    if (wantsOlder && online) loadMore()
  }, [wantsOlder, online, loadMore])

  if (!centre.view) return <Skeleton className="h-64 w-full" />

  // A type asked for by the address stays choosable while none of its notices is loaded.
  const groups =
    query.type && !centre.groups.some((group) => group.type === query.type)
      ? [...centre.groups, { type: query.type, notices: [], unread: 0 }]
      : centre.groups
  const change = (next: Partial<NoticeHistoryQuery>) => onQueryChange({ ...query, page: 1, ...next })
  const shown = pageOf(filtered, query)
  const open = (notice: Notice) => void centre.markOneRead(notice)

  return (
    <div className="space-y-4 text-sm">
      <div className="flex flex-wrap gap-1" role="group" aria-label={t`Notice types`}>
        <GroupChip pressed={query.type === null} onClick={() => change({ type: null })}>
          <Trans>All</Trans>
        </GroupChip>
        {groups.map((group) => (
          <GroupChip
            key={group.type}
            pressed={query.type === group.type}
            onClick={() => change({ type: group.type })}
            unread={group.unread}
          >
            {i18n._(NOTICE_TYPE_LABELS[group.type])}
          </GroupChip>
        ))}
      </div>
      <div className="flex flex-wrap gap-1" role="group" aria-label={t`Read state`}>
        {NOTICE_READ_FILTERS.map((read) => (
          <GroupChip key={read} pressed={query.read === read} onClick={() => change({ read })}>
            {i18n._(READ_LABELS[read])}
          </GroupChip>
        ))}
      </div>

      {shown.length > 0 ? (
        <ul
          className="divide-y divide-slate-100 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-700"
          aria-busy={loading}
          data-testid="notice-history"
        >
          {shown.map((notice) => (
            <li key={notice.id}>
              <NoticeRow notice={notice} onOpen={open} />
            </li>
          ))}
        </ul>
      ) : wantsOlder || loading ? (
        <Skeleton className="h-32 w-full" />
      ) : (
        <EmptyState title={<Trans>No notices match these filters</Trans>} />
      )}

      {!atEnd && !online && (
        <p className="text-xs text-slate-500 dark:text-slate-400" role="status">
          <Trans>Older notices load when you are back online.</Trans>
        </p>
      )}
      {failed && (
        <p className="text-xs">
          <button type="button" className="underline" onClick={loadMore}>
            <Trans>Older notices could not be loaded. Try again</Trans>
          </button>
        </p>
      )}
      <Pagination
        total={filtered.length}
        pageSize={query.perPage}
        currentPage={query.page}
        onChange={(page, perPage) => onQueryChange({ ...query, page, perPage })}
      />
    </div>
  )
}
