/**
 * Dev-only team methods (contract `devMethods`), registered only outside production: a
 * production server answers them -32601 like any unknown name.
 */
import { notFound } from '../../rpc/errors'
import type { MethodRegistry } from '../../rpc/registry'
import { issueTeamInvite } from './team-invites'

/** Registers dev_createTeamInvite. */
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
}
