/**
 * The team log as last read, one stored page per query (filters and page), so offline the pages
 * seen before still show, each with its age. Bounded: the most recently read
 * MAX_STORED_TEAM_LOG_PAGES pages are kept, the oldest dropped first.
 */
import type { TeamLog } from '../../../contract/methods/teams'
import type { Projection } from '../../store/projection'
import { teamLogKey, type TeamLogQuery } from './team-log-query'
import './team.events'

export const MAX_STORED_TEAM_LOG_PAGES = 20

export interface StoredTeamLogPage {
  key: string
  query: TeamLogQuery
  list: TeamLog[]
  total: number
  loadedAt: string
}

export interface TeamLogsState {
  /** Least recently read first. */
  pages: StoredTeamLogPage[]
}

export const teamLogsProjection: Projection<TeamLogsState> = {
  name: 'teamLogs',
  version: 1,
  initial: { pages: [] },
  on: {
    'team.logs.loaded': (state, event) => {
      const { query, list, total } = event.payload
      const key = teamLogKey(query)
      const page: StoredTeamLogPage = { key, query, list, total, loadedAt: event.at }
      return { pages: [...state.pages.filter((p) => p.key !== key), page].slice(-MAX_STORED_TEAM_LOG_PAGES) }
    },
  },
}

/** The stored page of a query, or null when it was never read here (or has been dropped). */
export function storedTeamLogPage(state: TeamLogsState, query: TeamLogQuery): StoredTeamLogPage | null {
  const key = teamLogKey(query)
  return state.pages.find((page) => page.key === key) ?? null
}
