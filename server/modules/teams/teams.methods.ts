/**
 * The team methods of the team itself: the caller's teams, a new team, the team account the
 * session acts for in team context (issue 6), renaming and disbanding (issue 19). Members and
 * invitations: members/.
 */
import type { TeamUserProfile } from '../../../contract/index'
import { sessionOf } from '../../rpc/context'
import { businessRule, forbidden } from '../../rpc/errors'
import type { MethodRegistry } from '../../rpc/registry'
import { disbandTeam } from './end-membership'
import { lockLiveTeam, requireOwner } from './members/members.queries'
import { createTeam, ownedTeamCount, teamEntriesOf, teamEntryOf } from './teams.queries'
import { liveKeyCount } from '../api-keys/api-keys.queries'
import { writeTeamLog } from './logs/team-log'

/** How many live teams one account may own; a disbanded team frees its place. */
export const MAX_OWNED_TEAMS = 10

/** Registers hub_getMyTeam, hub_createTeam, hub_editTeamName, hub_deleteTeam and hub_getTeamUserProfile. */
export function registerTeamMethods(registry: MethodRegistry): void {
  registry.register('hub_getMyTeam', async (ctx, { page, perPage }) => {
    const { userId } = sessionOf(ctx)
    const { list, total } = await teamEntriesOf(ctx.db, userId, { offset: (page - 1) * perPage, limit: perPage })
    return { list, total, page, perPage }
  })

  registry.register('hub_createTeam', async (ctx, { name }) => {
    const { userId } = sessionOf(ctx)
    // Mutating calls run in a transaction (rpc/dispatch.ts): the lock makes two creations at once
    // count one after the other, so the cap holds.
    await ctx.db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute()
    if ((await ownedTeamCount(ctx.db, userId)) >= MAX_OWNED_TEAMS) {
      throw businessRule(
        `You can own at most ${MAX_OWNED_TEAMS} teams; disband one to create another`,
        `您最多可拥有 ${MAX_OWNED_TEAMS} 个团队，请先解散一个团队再创建`,
        { limit: MAX_OWNED_TEAMS },
      )
    }
    const teamId = await createTeam(ctx.db, userId, name)
    // Created outside team context (the dispatcher logs team-context writes): the first line of
    // the new team's log, in the same transaction.
    await writeTeamLog(ctx.db, {
      teamId,
      actorUserId: userId,
      action: 'team_created',
      target: name,
      method: 'hub_createTeam',
      ip: ctx.request.ip || null,
    })
    const entry = await teamEntryOf(ctx.db, userId, teamId)
    if (!entry) throw new Error(`team ${teamId} vanished after its creation`)
    return entry
  })

  registry.register('hub_editTeamName', async (ctx, { teamId, name }) => {
    const { userId } = sessionOf(ctx)
    const team = await lockLiveTeam(ctx.db, teamId)
    await requireOwner(ctx.db, userId, teamId)
    await ctx.db.updateTable('teams').set({ name, updated_at: new Date() }).where('id', '=', teamId).execute()
    ctx.teamLog = { detail: `"${team.name}" → "${name}"` }
    const entry = await teamEntryOf(ctx.db, userId, teamId)
    if (!entry) throw new Error(`team ${teamId} vanished after its renaming`)
    return entry
  })

  // Disbanding: every member hears team_disband, every membership ends (their sockets in the
  // team's context close), open invitations can no longer be used.
  registry.register('hub_deleteTeam', async (ctx, { teamId }) => {
    const { userId } = sessionOf(ctx)
    await lockLiveTeam(ctx.db, teamId)
    await requireOwner(ctx.db, userId, teamId)
    if (!(await disbandTeam(ctx.db, teamId))) throw new Error(`team ${teamId} was not disbanded`)
    return null
  })

  registry.register('hub_getTeamUserProfile', async (ctx): Promise<TeamUserProfile> => {
    const { userId, teamId } = sessionOf(ctx)
    if (teamId === null) {
      throw businessRule(
        'Choose a team first: this needs team context (the Team-Id header)',
        '请先选择团队：此操作需要团队上下文（Team-Id 请求头）',
      )
    }
    const entry = await teamEntryOf(ctx.db, userId, Number(teamId))
    // The dispatcher checked the membership; it can only be gone if it ended since.
    if (!entry) throw forbidden('You are not a member of this team', '您不是该团队的成员')
    const owner = await ctx.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', entry.ownerId)
      .executeTakeFirstOrThrow()
    return {
      teamId: entry.teamId,
      teamName: entry.name,
      role: entry.role,
      owner: { id: entry.ownerId, nickname: entry.ownerNickname, email: owner.email },
      memberCount: entry.memberCount,
      totalApiKeys: await liveKeyCount(ctx.db, { teamId: entry.teamId }),
      createdAt: entry.createdAt,
    }
  })
}
