/**
 * Dev-only team methods (contract `devMethods`), registered only outside production: a
 * production server answers them -32601 like any unknown name.
 */
import { notFound } from '../../rpc/errors'
import type { MethodRegistry } from '../../rpc/registry'
import { userIdByEmail } from '../account/users.queries'
import { disbandTeam, removeTeamMember } from './end-membership'
import { issueTeamInvite } from './team-invites'

/** Registers dev_createTeamInvite and dev_endTeamMembership. */
export function registerDevTeamMethods(registry: MethodRegistry): void {
  registry.register('dev_createTeamInvite', async (ctx, { teamId, email }) => {
    const team = await ctx.db
      .selectFrom('teams')
      .select('owner_id')
      .where('id', '=', teamId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst()
    if (!team) throw notFound(`No team has the id ${teamId}`, `没有 ID 为 ${teamId} 的团队`)
    const invite = await issueTeamInvite(ctx.db, { teamId, inviterId: Number(team.owner_id), email })
    return { inviteId: invite.inviteId, code: invite.code, expiresAt: invite.expiresAt.toISOString() }
  })
  registry.register('dev_endTeamMembership', async (ctx, { teamId, email }) => {
    const ended = email
      ? await removeTeamMember(ctx.db, teamId, await userIdByEmail(ctx.db, email))
      : await disbandTeam(ctx.db, teamId)
    if (!ended) throw notFound(`No such membership of team ${teamId}`, `团队 ${teamId} 中没有该成员资格`)
    return null
  })
}
