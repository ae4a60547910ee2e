/**
 * The team pages' reads, each returned as the fact the store records (the pages draw from the
 * store, so the last answers show offline with their age).
 */
import { rpcSurvivingPageChange, type RpcOptions } from '../../lib/rpc-client'
import { fact, type EventDraft } from '../../store/events'
import type { TeamLogQuery } from './team-log-query'
import type { TeamMembersQuery } from './team-members-query'
import './team.events'

/** The members the log's member filter offers (the first ones, owner first; the members list pages them all). */
export const MEMBERS_PER_READ = 100

export async function readMyTeams(options: RpcOptions = {}): Promise<EventDraft> {
  const answer = await rpcSurvivingPageChange('hub_getMyTeam', { page: 1, perPage: 1000 }, options)
  return fact('teams.loaded', { list: answer.list }, 'server')
}

export async function readTeamMembers(teamId: number, options: RpcOptions = {}): Promise<EventDraft> {
  const answer = await rpcSurvivingPageChange(
    'hub_getTeamMembers',
    { teamId, page: 1, perPage: MEMBERS_PER_READ },
    options,
  )
  return fact(
    'team.members.loaded',
    { teamId, members: answer.list, invitations: answer.invitations, total: answer.total },
    'server',
  )
}

/** One page of the members list: the members matching the keyword, and the invitations matching it too. */
export async function readTeamMemberPage(query: TeamMembersQuery, options: RpcOptions = {}): Promise<EventDraft> {
  const answer = await rpcSurvivingPageChange('hub_getTeamMembers', { ...query }, options)
  return fact(
    'team.memberPage.loaded',
    { query, list: answer.list, invitations: answer.invitations, total: answer.total },
    'server',
  )
}

export async function readUserCode(options: RpcOptions = {}): Promise<EventDraft> {
  const answer = await rpcSurvivingPageChange('hub_getUserCode', {}, options)
  return fact('team.userCode.loaded', { userCode: answer.userCode }, 'server')
}

export async function readTeamLogs(query: TeamLogQuery, options: RpcOptions = {}): Promise<EventDraft> {
  const answer = await rpcSurvivingPageChange('hub_getTeamLogs', { ...query }, options)
  return fact('team.logs.loaded', { query, list: answer.list, total: answer.total }, 'server')
}
