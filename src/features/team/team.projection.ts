/**
 * The team page's read model: the caller's teams, the members list as last read page by page
 * (one stored page per keyword and page, so the pages seen before show offline), the first
 * members of the team (the log's member filter) and the caller's user code, each with when it was
 * read, so the page shows them offline with their age. The scope is the team's in team context.
 */
import type { TeamEntry, TeamInvitation, TeamMember } from '../../../contract/methods/teams'
import type { Projection } from '../../store/projection'
import { teamMembersKey, type TeamMembersQuery } from './team-members-query'
import './team.events'

/** How many member pages are kept; the least recently read is dropped first. */
export const MAX_STORED_MEMBER_PAGES = 20

export interface StoredMembers {
  teamId: number
  members: TeamMember[]
  invitations: TeamInvitation[]
  total: number
  loadedAt: string
}

export interface StoredMemberPage {
  key: string
  query: TeamMembersQuery
  list: TeamMember[]
  /** The open invitations matching the query's keyword (all of them without one). */
  invitations: TeamInvitation[]
  /** Members matching the keyword, on every page. */
  total: number
  loadedAt: string
}

export interface TeamState {
  teams: { list: TeamEntry[]; loadedAt: string } | null
  /** The first members of the team last read (hub_getTeamMembers without a keyword). */
  members: StoredMembers | null
  /** Least recently read first. */
  memberPages: StoredMemberPage[]
  userCode: string | null
}

export const teamProjection: Projection<TeamState> = {
  name: 'team',
  // 2: the member pages (issue 19's search and paging).
  version: 2,
  initial: { teams: null, members: null, memberPages: [], userCode: null },
  on: {
    'teams.loaded': (state, event) => ({ ...state, teams: { list: event.payload.list, loadedAt: event.at } }),
    'team.members.loaded': (state, event) => ({
      ...state,
      members: { ...event.payload, loadedAt: event.at },
    }),
    'team.memberPage.loaded': (state, event) => {
      const { query, list, invitations, total } = event.payload
      const key = teamMembersKey(query)
      const page: StoredMemberPage = { key, query, list, invitations, total, loadedAt: event.at }
      return {
        ...state,
        memberPages: [...state.memberPages.filter((p) => p.key !== key), page].slice(-MAX_STORED_MEMBER_PAGES),
      }
    },
    'team.member.saved': (state, event) => replaceMember(state, event.payload.teamId, event.payload.member),
    'team.userCode.loaded': (state, event) => ({ ...state, userCode: event.payload.userCode }),
  },
}

/** The stored page of a query, or null when it was never read here (or has been dropped). */
export function storedMemberPage(state: TeamState, query: TeamMembersQuery): StoredMemberPage | null {
  const key = teamMembersKey(query)
  return state.memberPages.find((page) => page.key === key) ?? null
}

/** The state with one member as given (a change the server answered, or one still waiting), wherever it is stored. */
export function replaceMember(state: TeamState, teamId: number, member: TeamMember): TeamState {
  const swap = (list: TeamMember[]) => list.map((item) => (item.userId === member.userId ? member : item))
  const holds = (list: TeamMember[]) => list.some((item) => item.userId === member.userId)
  const stored = state.members?.teamId === teamId && holds(state.members.members) ? state.members : null
  const pages = state.memberPages.filter((page) => page.query.teamId === teamId && holds(page.list))
  if (!stored && pages.length === 0) return state
  return {
    ...state,
    members: stored ? { ...stored, members: swap(stored.members) } : state.members,
    memberPages: state.memberPages.map((page) => (pages.includes(page) ? { ...page, list: swap(page.list) } : page)),
  }
}

/** The state with one member's note changed, as it will be once the server accepts it. */
export function editNote(state: TeamState, teamId: number, userId: number, note: string): TeamState {
  const member = [
    ...(state.members?.teamId === teamId ? state.members.members : []),
    ...state.memberPages.filter((page) => page.query.teamId === teamId).flatMap((page) => page.list),
  ].find((m) => m.userId === userId)
  return member ? replaceMember(state, teamId, { ...member, note }) : state
}
