/**
 * The team log's filters in the address (`?member=12&action=note_edited&from=2026-11-01
 * &to=2026-11-30&page=2&size=10`), so a reload, a shared link or the back button shows the same
 * lines. The route validates its search with it: anything unreadable falls back to its default,
 * never to an error (an address is typed by people), and defaults are left out of the address.
 */
import { TEAM_LOG_ACTIONS, type TeamLogAction } from '../../../contract/statuses'
import { TABLE_PAGE_SIZES } from '../../components/ui/table-defaults'
import { dayOf } from '../../lib/day-range'
import { DEFAULT_TEAM_LOG_FILTERS, type TeamLogFilters } from './team-log-query'

/** The search params of /rpc/team/logs; each is left out when it is the default. */
export interface TeamLogSearch {
  /** The acting member's user id. */
  member?: number
  action?: TeamLogAction
  /** First day, `YYYY-MM-DD`. */
  from?: string
  /** Last day, inclusive. */
  to?: string
  page?: number
  size?: number
}

/** The route's `validateSearch`: the address as the page reads it, nonsense dropped. */
export function validateTeamLogSearch(search: Record<string, unknown>): TeamLogSearch {
  return teamLogSearchOf(teamLogFiltersOf(search))
}

/** The filters an address asks for. */
export function teamLogFiltersOf(search: Record<string, unknown>): TeamLogFilters {
  const base = DEFAULT_TEAM_LOG_FILTERS
  const size = Number(search['size'])
  return {
    actorUserId: positiveInteger(search['member']),
    action: (TEAM_LOG_ACTIONS as readonly unknown[]).includes(search['action'])
      ? (search['action'] as TeamLogAction)
      : null,
    from: dayOf(search['from']),
    to: dayOf(search['to']),
    page: positiveInteger(search['page']) ?? base.page,
    perPage: (TABLE_PAGE_SIZES as readonly number[]).includes(size) ? size : base.perPage,
  }
}

/** The address of the filters: only what differs from the defaults. */
export function teamLogSearchOf(filters: TeamLogFilters): TeamLogSearch {
  const base = DEFAULT_TEAM_LOG_FILTERS
  return {
    ...(filters.actorUserId !== null && { member: filters.actorUserId }),
    ...(filters.action !== null && { action: filters.action }),
    ...(filters.from !== null && { from: filters.from }),
    ...(filters.to !== null && { to: filters.to }),
    ...(filters.page !== base.page && { page: filters.page }),
    ...(filters.perPage !== base.perPage && { size: filters.perPage }),
  }
}

function positiveInteger(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 1 ? number : null
}
