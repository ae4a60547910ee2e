/**
 * Facts of the team pages (issue 19, /rpc/team and /rpc/team/logs): the caller's teams, a team's
 * members and open invitations, one member as a change answered, the caller's user code and one
 * page of the team log. Each carries the server's answer whole, so projections need nothing else.
 */
import type { TeamEntry, TeamInvitation, TeamLog, TeamMember } from '../../../contract/methods/teams'
import type { TeamLogQuery } from './team-log-query'
import type { TeamMembersQuery } from './team-members-query'

declare module '../../store/events' {
  interface EventPayloads {
    /** Every team of the caller (hub_getMyTeam). */
    'teams.loaded': { list: TeamEntry[] }
    /** The first members and the open invitations of a team (hub_getTeamMembers, the log's member filter). */
    'team.members.loaded': { teamId: number; members: TeamMember[]; invitations: TeamInvitation[]; total: number }
    /** One page of the members list as the server answered `query`, with the invitations matching it. */
    'team.memberPage.loaded': {
      query: TeamMembersQuery
      list: TeamMember[]
      invitations: TeamInvitation[]
      total: number
    }
    /** One member as the server answered a note or role change. */
    'team.member.saved': { teamId: number; member: TeamMember }
    /** The caller's user code (hub_getUserCode). */
    'team.userCode.loaded': { userCode: string }
    /**
     * One page of the team log as the server answered `query`. Each line's `ip` (where the action
     * came from) joined the contract's TeamLog later, but the server sent it from the first, so
     * pages stored before carry it too: same shape, no new version (null when no address was known).
     */
    'team.logs.loaded': { query: TeamLogQuery; list: TeamLog[]; total: number }
  }
}
