/**
 * The team writes that need the network (create, rename, invite, revoke, remove, role, transfer,
 * leave, disband): each calls the server and records what changed, so the page changes from the
 * store. Failures reject after the RPC client has told the user why; callers only stop their
 * spinner. The note is a command instead (team.commands.ts).
 */
import type { InviteRole } from '../../../contract/methods/teams'
import { rpc } from '../../lib/rpc-client'
import { fact } from '../../store/events'
import { recordFacts } from '../../store/store-client'
import { readMyTeams, readTeamMembers } from './team.reads'

async function refreshTeams(): Promise<void> {
  await recordFacts([await readMyTeams({ hideError: true })]).catch(() => undefined)
}

async function refreshMembers(teamId: number): Promise<void> {
  await recordFacts([await readTeamMembers(teamId, { hideError: true })]).catch(() => undefined)
}

export async function createTeam(name: string): Promise<void> {
  await rpc('hub_createTeam', { name })
  await refreshTeams()
}

export async function renameTeam(teamId: number, name: string): Promise<void> {
  await rpc('hub_editTeamName', { teamId, name })
  await refreshTeams()
}

export type InviteTarget = { email: string } | { userCode: string }

export async function inviteMember(teamId: number, target: InviteTarget, role: InviteRole): Promise<void> {
  await rpc('hub_addMember', { teamId, ...target, role })
  await refreshMembers(teamId)
}

export async function revokeInvite(teamId: number, inviteId: number): Promise<void> {
  await rpc('hub_revokeInvite', { teamId, inviteId })
  await refreshMembers(teamId)
}

export async function removeMember(teamId: number, userId: number): Promise<void> {
  await rpc('hub_removeMember', { teamId, userId })
  await refreshMembers(teamId)
}

export async function setMemberRole(teamId: number, userId: number, role: InviteRole): Promise<void> {
  const member = await rpc('hub_setMemberRole', { teamId, userId, role })
  await recordFacts([fact('team.member.saved', { teamId, member }, 'server')])
}

export async function transferOwnership(teamId: number, userId: number): Promise<void> {
  await rpc('hub_transferTeamOwnership', { teamId, userId })
  await Promise.all([refreshMembers(teamId), refreshTeams()])
}

export async function leaveTeam(teamId: number): Promise<void> {
  await rpc('hub_leaveTeam', { teamId })
}

export async function disbandTeam(teamId: number): Promise<void> {
  await rpc('hub_deleteTeam', { teamId })
}
