/**
 * The member methods of /rpc/team (issue 19): the members and open invitations, inviting by
 * e-mail or user code, revoking, removing, leaving, notes, roles and ownership. The dispatcher
 * checks the caller's permission for the team of `teamId` (contract/team-permissions.ts); each
 * handler checks it again from the row it locks, and the rules the matrix cannot know: nobody
 * removes the owner or changes the owner's role, only the owner makes, unmakes or removes
 * admins, the owner leaves only after transferring ownership. Every change runs in the call's
 * transaction, behind a lock of the team row, so two changes at once queue.
 */
import type { TeamEntry, TeamMember } from '../../../../contract/index'
import type { TeamInvitation } from '../../../../contract/methods/teams'
import { sessionOf } from '../../../rpc/context'
import { businessRule, forbidden, notFound } from '../../../rpc/errors'
import type { MethodRegistry } from '../../../rpc/registry'
import { mailerFor, publicUrlOf } from '../../account/account-mailer'
import type { ModuleSettings } from '../../module'
import { leaveTeam, removeTeamMember } from '../end-membership'
import { inviteExpiry, issueTeamInvite } from '../team-invites'
import { teamEntryOf } from '../teams.queries'
import { invitationOfTeam, openInvitationsOf } from './invitations'
import { inviteLink, inviteMail } from './invite.mails'
import { callerRole, lockLiveTeam, memberOf, membersPage, requireManager, requireOwner } from './members.queries'

/** How many open invitations a team may have at once (each may send a mail). */
export const MAX_OPEN_INVITES = 50

/** Registers the member methods. */
export function registerMemberMethods(registry: MethodRegistry, settings: ModuleSettings): void {
  const publicUrl = publicUrlOf(settings)

  registry.register('hub_getTeamMembers', async (ctx, { teamId, page, perPage, keyword }) => {
    const { userId } = sessionOf(ctx)
    await callerRole(ctx.db, userId, teamId)
    const filter = keyword === '' ? undefined : keyword
    const { list, total } = await membersPage(ctx.db, teamId, {
      offset: (page - 1) * perPage,
      limit: perPage,
      keyword: filter,
    })
    return { list, total, page, perPage, invitations: await openInvitationsOf(ctx.db, teamId, filter) }
  })

  registry.register('hub_addMember', async (ctx, { teamId, email, userCode, note, role }): Promise<TeamInvitation> => {
    const { userId } = sessionOf(ctx)
    const team = await lockLiveTeam(ctx.db, teamId)
    const callerIs = await requireManager(ctx.db, userId, teamId)
    if (role === 'admin' && callerIs !== 'owner') throw ownerOnlyAdmins()
    const open = await openInvitationsOf(ctx.db, teamId)
    if (open.length >= MAX_OPEN_INVITES) {
      throw businessRule(
        `A team can have at most ${MAX_OPEN_INVITES} open invitations; revoke some first`,
        `团队最多可有 ${MAX_OPEN_INVITES} 个待处理邀请，请先撤销部分邀请`,
        { limit: MAX_OPEN_INVITES },
      )
    }
    const invitee = email
      ? await ctx.db.selectFrom('users').select(['id', 'language']).where('email', '=', email).executeTakeFirst()
      : await ctx.db
          .selectFrom('users')
          .select(['id', 'language'])
          .where('user_code', '=', userCode ?? '')
          .executeTakeFirst()
    if (!invitee && !email) throw businessRule('No account has this user code', '没有账户使用该用户码')
    if (invitee) {
      const inviteeId = Number(invitee.id)
      const member = await ctx.db
        .selectFrom('team_members')
        .select('user_id')
        .where('team_id', '=', teamId)
        .where('user_id', '=', inviteeId)
        .where('status', '=', 'active')
        .executeTakeFirst()
      if (member) throw businessRule('This user is already a member of the team', '该用户已是团队成员')
    }
    const already = open.find((invite) =>
      email ? invite.email === email : invitee !== undefined && invite.userId === Number(invitee.id),
    )
    if (already) {
      throw businessRule(
        'An invitation to this user is already open; revoke it to send another',
        '已有发给该用户的待处理邀请，如需重新邀请请先撤销',
        { inviteId: already.inviteId },
      )
    }
    let inviteId: number
    if (email) {
      const issued = await issueTeamInvite(ctx.db, { teamId, inviterId: userId, email, role, note })
      inviteId = issued.inviteId
      const { nickname } = await ctx.db
        .selectFrom('users')
        .select('nickname')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
      const link = inviteLink(publicUrl, { inviteId, code: issued.code, register: !invitee })
      await mailerFor(settings, ctx).send(
        inviteMail(email, link, { teamName: team.name, inviterName: nickname, role }, invitee?.language ?? ctx.locale),
      )
    } else {
      const { id } = await ctx.db
        .insertInto('team_invitations')
        .values({
          team_id: teamId,
          inviter_id: userId,
          invitee_id: Number(invitee!.id),
          role,
          note: note ?? '',
          expires_at: inviteExpiry(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      inviteId = Number(id)
    }
    const made = (await openInvitationsOf(ctx.db, teamId)).find((invite) => invite.inviteId === inviteId)
    if (!made) throw new Error(`invitation ${inviteId} vanished after its creation`)
    return made
  })

  registry.register('hub_revokeInvite', async (ctx, { teamId, inviteId }) => {
    const { userId } = sessionOf(ctx)
    await lockLiveTeam(ctx.db, teamId)
    await requireManager(ctx.db, userId, teamId)
    const invite = await invitationOfTeam(ctx.db, teamId, inviteId)
    if (!invite) throw notFound('No such invitation in this team', '该团队没有此邀请')
    const revoked = await ctx.db
      .updateTable('team_invitations')
      .set({ revoked_at: new Date() })
      .where('id', '=', inviteId)
      .where('accepted_at', 'is', null)
      .where('rejected_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst()
    if (revoked.numUpdatedRows === 0n) {
      throw businessRule('This invitation was already answered or revoked', '该邀请已被处理或撤销', {
        status: invite.revoked_at ? 'revoked' : 'used',
      })
    }
    return null
  })

  registry.register('hub_removeMember', async (ctx, { teamId, userId: target }) => {
    const { userId } = sessionOf(ctx)
    await lockLiveTeam(ctx.db, teamId)
    const callerIs = await requireManager(ctx.db, userId, teamId)
    const member = await memberOf(ctx.db, teamId, target)
    if (member.role === 'owner') throw ownerStays('The team owner cannot be removed', '不能移除团队所有者')
    if (target === userId) {
      throw businessRule('To leave the team yourself, use Leave team', '如需自己退出团队，请使用“退出团队”')
    }
    if (member.role === 'admin' && callerIs !== 'owner') {
      throw forbidden('Only the team owner can remove an admin', '只有团队所有者可以移除管理员')
    }
    if (!(await removeTeamMember(ctx.db, teamId, target))) throw new Error(`member ${target} of ${teamId} not removed`)
    return null
  })

  registry.register('hub_leaveTeam', async (ctx, { teamId }) => {
    const { userId } = sessionOf(ctx)
    await lockLiveTeam(ctx.db, teamId)
    const role = await callerRole(ctx.db, userId, teamId)
    if (role === 'owner') {
      throw ownerStays(
        'The owner cannot leave the team: transfer ownership to another member first, or disband the team',
        '所有者不能退出团队：请先将所有权转让给其他成员，或解散团队',
      )
    }
    if (!(await leaveTeam(ctx.db, teamId, userId))) throw new Error(`member ${userId} of ${teamId} did not leave`)
    return null
  })

  registry.register('hub_editTeamNote', async (ctx, { teamId, userId: target, note }): Promise<TeamMember> => {
    const { userId } = sessionOf(ctx)
    await lockLiveTeam(ctx.db, teamId)
    await requireManager(ctx.db, userId, teamId)
    await memberOf(ctx.db, teamId, target)
    await ctx.db
      .updateTable('team_members')
      .set({ note })
      .where('team_id', '=', teamId)
      .where('user_id', '=', target)
      .execute()
    return memberOf(ctx.db, teamId, target)
  })

  registry.register('hub_setMemberRole', async (ctx, { teamId, userId: target, role }): Promise<TeamMember> => {
    const { userId } = sessionOf(ctx)
    await lockLiveTeam(ctx.db, teamId)
    const callerIs = await requireManager(ctx.db, userId, teamId)
    const member = await memberOf(ctx.db, teamId, target)
    if (member.role === 'owner') {
      throw ownerStays(
        "The owner's role changes only by transferring ownership",
        '所有者的角色只能通过转让所有权来更改',
      )
    }
    if ((role === 'admin' || member.role === 'admin') && callerIs !== 'owner') throw ownerOnlyAdmins()
    await ctx.db
      .updateTable('team_members')
      .set({ role })
      .where('team_id', '=', teamId)
      .where('user_id', '=', target)
      .execute()
    ctx.teamLog = { detail: `${member.role} → ${role}` }
    return memberOf(ctx.db, teamId, target)
  })

  registry.register('hub_transferTeamOwnership', async (ctx, { teamId, userId: target }): Promise<TeamEntry> => {
    const { userId } = sessionOf(ctx)
    await lockLiveTeam(ctx.db, teamId)
    await requireOwner(ctx.db, userId, teamId)
    if (target === userId) throw businessRule('You already own this team', '您已是该团队的所有者')
    await memberOf(ctx.db, teamId, target)
    // The owner steps down first: one owner per team is a unique index, checked row by row.
    await ctx.db
      .updateTable('team_members')
      .set({ role: 'admin' })
      .where('team_id', '=', teamId)
      .where('user_id', '=', userId)
      .execute()
    await ctx.db
      .updateTable('team_members')
      .set({ role: 'owner' })
      .where('team_id', '=', teamId)
      .where('user_id', '=', target)
      .execute()
    await ctx.db
      .updateTable('teams')
      .set({ owner_id: target, updated_at: new Date() })
      .where('id', '=', teamId)
      .execute()
    const entry = await teamEntryOf(ctx.db, userId, teamId)
    if (!entry) throw new Error(`team ${teamId} lost its former owner ${userId}`)
    return entry
  })
}

function ownerOnlyAdmins() {
  return forbidden('Only the team owner can make or unmake admins', '只有团队所有者可以任免管理员')
}

/** A rule that keeps the owner in place (10422). */
function ownerStays(message: string, messageZh: string) {
  return businessRule(message, messageZh)
}
