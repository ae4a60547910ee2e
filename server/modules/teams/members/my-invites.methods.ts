/**
 * The invitee's side of team invitations (personal methods: no team role applies): the open
 * invitations to the caller's e-mail or user code, approving (joins with the invitation's role;
 * team_approve_invite to the inviter) and rejecting, and the caller's own user code. Answering
 * is one conditional update, so an invitation is answered once: a second approval, or one after
 * it was rejected, revoked or expired, is refused with `data.status` and changes nothing.
 */
import { sql, type Kysely } from 'kysely'
import type { TeamEntry } from '../../../../contract/index'
import type { DB } from '../../../db/schema'
import { sessionOf } from '../../../rpc/context'
import { businessRule } from '../../../rpc/errors'
import type { MethodRegistry } from '../../../rpc/registry'
import { isOpenInvitation, unusableInvite } from '../team-invites'
import { addActiveMember, teamEntryOf } from '../teams.queries'
import { invitationsFor, recordInviteApproved } from './invitations'
import { writeTeamLog } from '../logs/team-log'
import { lockLiveTeam } from './members.queries'

/** Registers hub_getMyInvite, hub_approveInvite, hub_rejectInvite and hub_getUserCode. */
export function registerMyInviteMethods(registry: MethodRegistry): void {
  registry.register('hub_getMyInvite', async (ctx) => invitationsFor(ctx.db, sessionOf(ctx).userId))

  registry.register('hub_approveInvite', async (ctx, { inviteId }): Promise<TeamEntry> => {
    const { userId } = sessionOf(ctx)
    const invite = await answer(ctx.db, userId, inviteId, 'accepted')
    // Member changes of one team queue behind its row (two invitations to one team at once).
    await lockLiveTeam(ctx.db, invite.teamId)
    const member = await ctx.db
      .selectFrom('team_members')
      .select('status')
      .where('team_id', '=', invite.teamId)
      .where('user_id', '=', userId)
      .executeTakeFirst()
    if (member?.status === 'active') throw businessRule('You are already a member of this team', '您已是该团队的成员')
    if (member) {
      // A pending row of the issue-6 tables: the invitation replaces it.
      await ctx.db
        .deleteFrom('team_members')
        .where('team_id', '=', invite.teamId)
        .where('user_id', '=', userId)
        .execute()
    }
    await addActiveMember(ctx.db, { teamId: invite.teamId, userId, role: invite.role, invitedAt: invite.createdAt })
    await recordInviteApproved(ctx.db, invite, userId, { method: 'hub_approveInvite', ip: ctx.request.ip || null })
    const entry = await teamEntryOf(ctx.db, userId, invite.teamId)
    if (!entry) throw new Error(`team ${invite.teamId} has no member ${userId} after joining`)
    return entry
  })

  registry.register('hub_rejectInvite', async (ctx, { inviteId }) => {
    const { userId } = sessionOf(ctx)
    const invite = await answer(ctx.db, userId, inviteId, 'rejected')
    await writeTeamLog(ctx.db, {
      teamId: invite.teamId,
      actorUserId: userId,
      action: 'member_rejected',
      method: 'hub_rejectInvite',
      ip: ctx.request.ip || null,
    })
    return null
  })

  registry.register('hub_getUserCode', async (ctx) => {
    const { user_code } = await ctx.db
      .selectFrom('users')
      .select('user_code')
      .where('id', '=', sessionOf(ctx).userId)
      .executeTakeFirstOrThrow()
    return { userCode: user_code }
  })
}

/**
 * Marks the open invitation `inviteId` to `userId` (by e-mail or user code) accepted or rejected,
 * or throws 10422 saying why it cannot be: `used` (answered already), `expired`, or `invalid`
 * (revoked, of a disbanded team, or not the caller's).
 */
async function answer(db: Kysely<DB>, userId: number, inviteId: number, as: 'accepted' | 'rejected') {
  const user = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()
  const row = await db
    .updateTable('team_invitations')
    .set(as === 'accepted' ? { accepted_at: sql<Date>`now()`, accepted_by: userId } : { rejected_at: sql<Date>`now()` })
    .where('id', '=', inviteId)
    .where((eb) => eb.or([eb('invitee_id', '=', userId), eb('email', '=', user.email ?? '')]))
    .where(isOpenInvitation)
    .returning(['team_id', 'inviter_id', 'role', 'created_at'])
    .executeTakeFirst()
  if (row) {
    return { teamId: Number(row.team_id), inviterId: Number(row.inviter_id), role: row.role, createdAt: row.created_at }
  }
  const seen = await db
    .selectFrom('team_invitations as i')
    .innerJoin('teams as t', 't.id', 'i.team_id')
    .select(['i.accepted_at', 'i.rejected_at', 'i.revoked_at', 'i.expires_at', 't.deleted_at'])
    .where('i.id', '=', inviteId)
    .where((eb) => eb.or([eb('i.invitee_id', '=', userId), eb('i.email', '=', user.email ?? '')]))
    .executeTakeFirst()
  if (!seen || seen.deleted_at || seen.revoked_at) throw unusableInvite('invalid')
  if (seen.accepted_at || seen.rejected_at) throw unusableInvite('used')
  if (seen.expires_at.getTime() <= Date.now()) throw unusableInvite('expired')
  throw unusableInvite('used')
}
