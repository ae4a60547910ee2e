/**
 * /rpc/team/logs: the team log, newest first, paged (SPEC §9 table and pagination), filtered by
 * member, action and period, each line with who, what, when and from where (the IP the server
 * saw). The route keeps the filters in the address (team-log-search.ts). Each page read is
 * stored, so the pages seen before show offline with their age.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { TeamLog } from '../../../../contract/methods/teams'
import { TEAM_LOG_ACTIONS, type TeamLogAction } from '../../../../contract/statuses'
import { DataAge } from '../../../components/ui/data-age'
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table'
import { FilterBar } from '../../../components/ui/filter-bar'
import { NotLoaded } from '../../../components/ui/not-loaded'
import { useOnline } from '../../../components/ui/use-online'
import { useStoredRead } from '../../../store/use-stored-read'
import { useView } from '../../../store/use-view'
import { rangeProblem } from '../../../lib/day-range'
import { teamLogKey, teamLogQueryOf, type TeamLogFilters } from '../team-log-query'
import { storedTeamLogPage, teamLogsProjection } from '../team-logs.projection'
import { teamProjection } from '../team.projection'
import { readTeamLogs, readTeamMembers } from '../team.reads'
import { LOG_ACTION_WORDS } from './log-action-words'
import { logDetailText } from '../log-detail'

export interface TeamLogsViewProps {
  teamId: number
  /** The route keeps the filters in the address (team-log-search.ts). */
  filters: TeamLogFilters
  onFiltersChange(next: TeamLogFilters): void
}

const control =
  'mt-1 block h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100'

export function TeamLogsView({ teamId, filters, onFiltersChange }: TeamLogsViewProps) {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const id = useId()
  const problem = rangeProblem(filters.from, filters.to)
  const query = teamLogQueryOf(teamId, filters)
  const logs = useView(teamLogsProjection)
  const team = useView(teamProjection)
  const read = useStoredRead(
    teamLogKey(query),
    (options) => readTeamLogs(query, options),
    logs !== undefined && problem === null,
  )
  useStoredRead(`team-members:${teamId}`, (options) => readTeamMembers(teamId, options), team !== undefined)
  const page = logs ? storedTeamLogPage(logs.state, query) : null
  const members = team?.state.members?.teamId === teamId ? team.state.members.members : []
  // A member named by the address who is no longer in the team (their lines stay) is still offered.
  const actorUserId = filters.actorUserId
  const formerActor =
    actorUserId !== null && !members.some((member) => member.userId === actorUserId)
      ? (page?.list.find((row) => row.actor.userId === actorUserId)?.actor.nickname ?? t`User #${actorUserId}`)
      : null
  const change = (next: Partial<TeamLogFilters>) => onFiltersChange({ ...filters, page: 1, ...next })

  const columns: DataTableColumn<TeamLog>[] = [
    {
      key: 'time',
      header: t`Time`,
      cell: (row) => (
        <span className="whitespace-nowrap">
          {i18n.date(row.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
        </span>
      ),
      width: 170,
    },
    { key: 'actor', header: t`Member`, cell: (row) => <span className="whitespace-nowrap">{row.actor.nickname}</span> },
    {
      key: 'action',
      header: t`Action`,
      cell: (row) => <span className="whitespace-nowrap">{i18n._(LOG_ACTION_WORDS[row.action])}</span>,
    },
    {
      key: 'detail',
      header: t`Detail`,
      cell: (row) => <span className="inline-block min-w-48 break-words">{logDetailText(row, i18n)}</span>,
    },
    {
      key: 'ip',
      header: t({ message: 'From', context: 'the address a team action came from' }),
      cell: (row) => <span className="font-mono text-xs whitespace-nowrap">{row.ip ?? '—'}</span>,
      width: 140,
    },
  ]

  return (
    <div className="flex flex-col gap-4">
      <FilterBar
        from={filters.from}
        to={filters.to}
        problem={problem}
        onRange={(range) =>
          change({
            ...(range.from !== undefined && { from: range.from }),
            ...(range.to !== undefined && { to: range.to }),
          })
        }
      >
        <div>
          <label htmlFor={`${id}-member`} className="block text-sm font-medium">
            <Trans>Member</Trans>
          </label>
          <select
            id={`${id}-member`}
            value={filters.actorUserId ?? ''}
            onChange={(event) => change({ actorUserId: event.target.value ? Number(event.target.value) : null })}
            className={control}
          >
            <option value="">{t`All members`}</option>
            {formerActor !== null && <option value={actorUserId ?? ''}>{formerActor}</option>}
            {members.map((member) => (
              <option key={member.userId} value={member.userId}>
                {member.nickname}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-action`} className="block text-sm font-medium">
            <Trans>Action</Trans>
          </label>
          <select
            id={`${id}-action`}
            value={filters.action ?? ''}
            onChange={(event) => change({ action: (event.target.value || null) as TeamLogAction | null })}
            className={control}
          >
            <option value="">{t`All actions`}</option>
            {TEAM_LOG_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {i18n._(LOG_ACTION_WORDS[action])}
              </option>
            ))}
          </select>
        </div>
      </FilterBar>
      {page ? (
        <>
          <DataAge syncedAt={page.loadedAt} />
          <DataTable
            caption={t`Team activity log`}
            columns={columns}
            rows={page.list}
            rowKey={(row) => row.id}
            loading={read.state === 'loading'}
            pagination={{
              total: page.total,
              pageSize: filters.perPage,
              currentPage: filters.page,
              onChange: (next, size) => onFiltersChange({ ...filters, page: next, perPage: size }),
            }}
          />
        </>
      ) : problem !== null ? null : read.state === 'failed' ? (
        <NotLoaded online={online} retry={read.retry} />
      ) : (
        <DataTable caption={t`Team activity log`} columns={columns} rows={[]} rowKey={(row) => row.id} loading />
      )}
    </div>
  )
}
