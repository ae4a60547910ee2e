/**
 * hub_registerTeam, at /invite-member: an invited address without an account becomes a team-type
 * account (userType `team`) with the invitation's e-mail, confirmed (the invitation reached it),
 * joins the team and is signed in. The password arrives MD5-pre-hashed as for hub_register and is
 * stored with the same scrypt (account/password.ts). The code is used in the same transaction, so
 * any refusal gives it back and leaves no account behind. The member gets the invitation's role,
 * the inviter a team_approve_invite notice, and the team's log its member_joined line (by the new
 * member, as hub_approveInvite writes it).
 */
import type { Session as WireSession } from '../../../contract/index'
import { inTransaction } from '../../db/transaction'
import { businessRule } from '../../rpc/errors'
import type { MethodRegistry } from '../../rpc/registry'
import { createSession } from '../account/sessions'
import { createUser, loadProfile } from '../account/users.queries'
import { useTeamInvite } from './team-invites'
import { recordInviteApproved } from './members/invitations'
import { addActiveMember } from './teams.queries'

/** Registers hub_registerTeam. */
export function registerTeamRegistration(registry: MethodRegistry): void {
  registry.register('hub_registerTeam', async (ctx, { code, nickname, password }): Promise<WireSession> => {
    try {
      return await inTransaction(ctx.db, async (trx) => {
        // The code first: a call with a bad code costs no scrypt.
        const invite = await useTeamInvite(trx, code)
        const taken = await trx.selectFrom('users').select('id').where('email', '=', invite.email).executeTakeFirst()
        if (taken) throw emailTaken()
        const userId = await createUser(trx, {
          email: invite.email,
          passwordHash: password,
          nickname,
          language: ctx.locale,
        })
        await trx
          .updateTable('users')
          .set({ user_type: 'team', mail_status: 'confirmed' })
          .where('id', '=', userId)
          .execute()
        await addActiveMember(trx, { teamId: invite.teamId, userId, role: invite.role, invitedAt: invite.invitedAt })
        await trx
          .updateTable('team_invitations')
          .set({ accepted_by: userId })
          .where('id', '=', invite.inviteId)
          .execute()
        await recordInviteApproved(trx, invite, userId, { method: 'hub_registerTeam', ip: ctx.request.ip || null })
        const session = await createSession(trx, userId, { ip: ctx.request.ip, userAgent: ctx.request.userAgent })
        return {
          token: session.token,
          expiresAt: session.expiresAt.toISOString(),
          user: await loadProfile(trx, userId),
        }
      })
    } catch (error) {
      // The address registered by another call at the same moment: the unique index let that one through.
      if ((error as { code?: unknown }).code === '23505') throw emailTaken()
      throw error
    }
  })
}

function emailTaken() {
  return businessRule(
    'An account already uses this e-mail: log in to join the team',
    '该邮箱已有账户，请登录后加入团队',
  )
}
