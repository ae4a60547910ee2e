/**
 * What one page of the members list asks for (a keyword and a page, SPEC §9 lists), and how the
 * team page's address holds it (`/rpc/team?q=ali&page=2&size=10`), so a reload, a shared link or
 * the back button shows the same page. Anything unreadable falls back to its default, never to
 * an error: an address is typed by people.
 */
import { TABLE_PAGE_SIZES } from '../../components/ui/table-defaults'

/** Members per page when the address does not say (a team of 25 fills two pages). */
export const MEMBERS_PER_PAGE = 20

/** The longest keyword the server takes (hub_getTeamMembers). */
export const MAX_MEMBER_KEYWORD = 64

export interface TeamMembersQuery {
  teamId: number
  page: number
  perPage: number
  /** Part of a nickname or e-mail address; absent for every member. */
  keyword?: string
}

/** The search params the team page reads and writes; the defaults are left out. */
export interface TeamMembersSearch {
  q?: string
  page?: number
  size?: number
}

/** One key per distinct query, whatever the order its fields were set in. */
export function teamMembersKey(query: TeamMembersQuery): string {
  return JSON.stringify([query.teamId, query.page, query.perPage, query.keyword ?? null])
}

/** The route's `validateSearch`: the address's params, each unreadable one dropped (so its default holds). */
export function validateMembersSearch(search: Record<string, unknown>): TeamMembersSearch {
  // The router reads `?q=42` as a number: a keyword of digits is still a keyword.
  const raw = search['q']
  const keyword = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : ''
  const page = Number(search['page'])
  const size = Number(search['size'])
  return {
    ...(keyword !== '' && keyword.length <= MAX_MEMBER_KEYWORD && { q: keyword }),
    ...(Number.isInteger(page) && page > 1 && { page }),
    ...((TABLE_PAGE_SIZES as readonly number[]).includes(size) && size !== MEMBERS_PER_PAGE && { size }),
  }
}

/** The query of a validated address. */
export function membersQueryOf(teamId: number, search: TeamMembersSearch): TeamMembersQuery {
  return {
    teamId,
    page: search.page ?? 1,
    perPage: search.size ?? MEMBERS_PER_PAGE,
    ...(search.q && { keyword: search.q }),
  }
}

/** The address of a query: only what differs from the defaults. */
export function membersSearchOf(query: TeamMembersQuery): TeamMembersSearch {
  return {
    ...(query.keyword && { q: query.keyword }),
    ...(query.page !== 1 && { page: query.page }),
    ...(query.perPage !== MEMBERS_PER_PAGE && { size: query.perPage }),
  }
}
