/**
 * What one page of the team log asks for: the filters the page shows (a member, an action, a
 * range of the reader's days) and the page (SPEC §9 lists), and the query the wire takes.
 */
import type { TeamLogAction } from '../../../contract/statuses'
import { rangeParams, type DayRange } from '../../lib/day-range'

/** Log lines per page unless the reader picks another size. */
export const TEAM_LOG_PAGE_SIZE = 20

/** The log page's filters, as the address holds them (team-log-search.ts); null for "all". */
export interface TeamLogFilters extends DayRange {
  actorUserId: number | null
  action: TeamLogAction | null
  page: number
  perPage: number
}

export const DEFAULT_TEAM_LOG_FILTERS: TeamLogFilters = {
  actorUserId: null,
  action: null,
  from: null,
  to: null,
  page: 1,
  perPage: TEAM_LOG_PAGE_SIZE,
}

/** The params of hub_getTeamLogs (less the team id's check, which the server makes). */
export interface TeamLogQuery {
  teamId: number
  page: number
  perPage: number
  actorUserId?: number
  action?: TeamLogAction
  from?: string
  to?: string
}

/** The query of a team's log the filters ask for; days become instants (lib/day-range.ts). */
export function teamLogQueryOf(teamId: number, filters: TeamLogFilters): TeamLogQuery {
  return {
    teamId,
    page: filters.page,
    perPage: filters.perPage,
    ...(filters.actorUserId !== null && { actorUserId: filters.actorUserId }),
    ...(filters.action !== null && { action: filters.action }),
    ...rangeParams(filters),
  }
}

/** One key per distinct query, whatever the order its fields were set in. */
export function teamLogKey(query: TeamLogQuery): string {
  return JSON.stringify([
    query.teamId,
    query.page,
    query.perPage,
    query.actorUserId ?? null,
    query.action ?? null,
    query.from ?? null,
    query.to ?? null,
  ])
}
