/**
 * The statistics page's body (/rpc/statistic): the pickers, then the figures of the query as
 * stored on this device, with their age: totals, charts over time, the methods that cost most,
 * the tables by key and by network, and a CSV of them. The figures come from the store, so they
 * show offline, and when the server answers "too many requests" the stored ones stay, said so,
 * instead of an error. A query that cannot be asked yet (a custom range being typed, a key not
 * chosen) leaves the figures shown as they were.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import type { LimitInfo } from '../../../../contract/methods/account-profile'
import { Button } from '../../../components/ui/button'
import { DataAge } from '../../../components/ui/data-age'
import { NotLoaded } from '../../../components/ui/not-loaded'
import { SkeletonText } from '../../../components/ui/skeleton'
import { Spinner } from '../../../components/ui/spinner'
import { useOnline } from '../../../components/ui/use-online'
import { zoneName } from '../statistics-format'
import { isComplete, type StatisticsQuery } from '../statistics-query'
import type { StoredStatistics } from '../statistics.projection'
import { useStatistics } from '../use-statistics'
import { KeyTable, NetworkTable } from './breakdown-tables'
import { CsvDownload } from './csv-download'
import { MethodTables } from './method-tables'
import { StatisticsPickers, type PickerChoice } from './statistics-pickers'
import { TotalsCards } from './totals-cards'
import { UsageCharts } from './usage-charts'

export interface StatisticsViewProps {
  query: StatisticsQuery
  onQueryChange(next: StatisticsQuery): void
  /** The stored API keys and networks for the pickers; null until the store has them. */
  keys: PickerChoice<number>[] | null
  networks: PickerChoice<string>[] | null
  inTeam: boolean
  /** The rate limit the account runs under (SPEC §3 "Limit info"), as stored. */
  limit: LimitInfo | null
}

export function StatisticsView({ query, onQueryChange, keys, networks, inTeam, limit }: StatisticsViewProps) {
  const online = useOnline()
  const statistics = useStatistics(query)
  const complete = isComplete(query)
  // While another query loads, or one cannot be asked yet, the figures shown stay.
  const [lastShown, setLastShown] = useState<StoredStatistics | null>(null)
  if (statistics.stored && statistics.stored !== lastShown) setLastShown(statistics.stored)
  // "done" without stored figures: answered, and in the store a moment later.
  const keepsLast = !complete || (!statistics.stored && (statistics.state === 'loading' || statistics.state === 'done'))
  const shown = statistics.stored ?? (keepsLast ? lastShown : null)
  const change = (patch: Partial<StatisticsQuery>) => {
    const keepsPage = 'keysPage' in patch || 'keysPerPage' in patch
    onQueryChange({ ...query, ...patch, ...(keepsPage ? {} : { keysPage: 1 }) })
  }

  return (
    <div className="space-y-6">
      {!online && (
        <p
          data-testid="statistics-offline-note"
          className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
        >
          <Trans>You are offline. The figures saved on this device show, with their age.</Trans>
        </p>
      )}
      <StatisticsPickers query={query} keys={keys} networks={networks} inTeam={inTeam} onChange={change} />
      <p className="text-xs text-slate-600 dark:text-slate-300" data-testid="statistics-zone">
        <ZoneNote />
      </p>
      {statistics.connecting ? (
        <SkeletonText lines={6} />
      ) : !shown ? (
        <Missing state={statistics.state} online={online} complete={complete} retry={statistics.retry} />
      ) : (
        <Figures
          stored={shown}
          query={query}
          limit={limit}
          onChange={change}
          status={
            <Status
              stored={shown}
              current={shown === statistics.stored}
              complete={complete}
              state={statistics.state}
              online={online}
              retry={statistics.retry}
            />
          }
        />
      )}
    </div>
  )
}

function ZoneNote() {
  const zone = zoneName(new Date())
  return <Trans>Times in {zone}</Trans>
}

function Figures({
  stored,
  query,
  limit,
  status,
  onChange,
}: {
  stored: StoredStatistics
  query: StatisticsQuery
  limit: LimitInfo | null
  status: ReactNode
  onChange(patch: Partial<StatisticsQuery>): void
}) {
  const { figures } = stored
  const day = stored.loadedAt.slice(0, 10)
  return (
    <div className="space-y-6" data-testid="statistics-figures">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {status}
        <CsvDownload figures={figures} fileName={`statistics-${stored.query.period}-${day}.csv`} />
      </div>
      <TotalsCards totals={figures.timeline.totals} limit={limit} />
      <UsageCharts timeline={figures.timeline} />
      <MethodTables topMethods={figures.topMethods} methods={figures.methods} />
      {/* One column that never grows past the page, as MethodTables' grid. */}
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <KeyTable page={figures.byKey} query={{ ...query, ...pagingOf(stored.query) }} onChange={onChange} />
        <NetworkTable page={figures.byNetwork} />
      </div>
    </div>
  )
}

/** The table's page and sorting as the figures shown were read (not the query still loading). */
function pagingOf(query: StatisticsQuery): Partial<StatisticsQuery> {
  return {
    keysPage: query.keysPage,
    keysPerPage: query.keysPerPage,
    keysSortBy: query.keysSortBy,
    keysOrder: query.keysOrder,
  }
}

/** How old the figures are and, when the last read failed, why they were not refreshed. */
function Status({
  stored,
  current,
  complete,
  state,
  online,
  retry,
}: {
  stored: StoredStatistics
  /** The figures are the query's own, not the last ones kept while it loads or is being chosen. */
  current: boolean
  complete: boolean
  state: ReturnType<typeof useStatistics>['state']
  online: boolean
  retry(): void
}) {
  const { t } = useLingui()
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm" data-testid="statistics-status">
      <DataAge syncedAt={stored.loadedAt} />
      {!complete && (
        <p className="text-slate-600 dark:text-slate-300">
          <Trans>These are the figures of your previous choice.</Trans>
        </p>
      )}
      {complete && state === 'loading' && online && (
        <Spinner className="size-4 text-brand-600 dark:text-brand-300" label={t`Loading`} />
      )}
      {current && state === 'tooMany' && (
        <p className="text-amber-800 dark:text-amber-200" data-testid="statistics-too-many">
          <Trans>The server is busy (too many requests): these are the figures saved on this device.</Trans>
        </p>
      )}
      {current && state === 'failed' && online && (
        <>
          <p className="text-slate-600 dark:text-slate-300">
            <Trans>These figures could not be refreshed; they are the ones saved on this device.</Trans>
          </p>
          <Button variant="secondary" size="sm" onClick={retry}>
            <Trans>Try again</Trans>
          </Button>
        </>
      )}
    </div>
  )
}

function Missing({
  state,
  online,
  complete,
  retry,
}: {
  state: ReturnType<typeof useStatistics>['state']
  online: boolean
  complete: boolean
  retry(): void
}) {
  if (!complete)
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <Trans>Choose an API key and a period to see its figures.</Trans>
      </p>
    )
  // A read that answered is in the store a moment later: "could not be loaded" only when it failed.
  if (state === 'loading' || state === 'done') return <SkeletonText lines={6} />
  if (state === 'tooMany')
    return (
      <p className="text-sm text-amber-800 dark:text-amber-200" data-testid="statistics-too-many">
        <Trans>
          The server is busy (too many requests) and no figures are saved on this device yet. Try again shortly.
        </Trans>
      </p>
    )
  return <NotLoaded online={online} retry={retry} />
}
