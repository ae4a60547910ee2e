/**
 * Reading and answering team invitations: the open ones of a team (hub_getTeamMembers), the
 * open ones of a user (hub_getMyInvite, by e-mail or by user code), and the notice that tells
 * the inviter an invitation was accepted. An invitation is open while it is not accepted,
 * rejected or revoked, has not expired, and its team is not disbanded.
 */
import { sql, type ExpressionBuilder, type Kysely } from 'kysely'
import type { TeamInvite, TeamInvitation } from '../../../../contract/methods/teams'
import type { DB } from '../../../db/schema'
import { notify } from '../../notices/notify'
import { writeTeamLog } from '../logs/team-log'

type InvitationsFrom = ExpressionBuilder<DB & { i: DB['team_invitations']; t: DB['teams'] }, 'i' | 't'>

/** The conditions of an open invitation `i` of a live team `t`. */
export function isOpen(eb: InvitationsFrom) {
  return eb.and([
    eb('i.accepted_at', 'is', null),
    eb('i.rejected_at', 'is', null),
    eb('i.revoked_at', 'is', null),
    eb('i.expires_at', '>', sql<Date>`now()`),
    eb('t.deleted_at', 'is', null),
  ])
}

/** The open invitations of `teamId`, newest first; `keyword` filters by e-mail or nickname. */
export async function openInvitationsOf(db: Kysely<DB>, teamId: number, keyword?: string): Promise<TeamInvitation[]> {
  let query = db
    .selectFrom('team_invitations as i')
    .innerJoin('teams as t', 't.id', 'i.team_id')
    .innerJoin('users as inviter', 'inviter.id', 'i.inviter_id')
    .leftJoin('users as u', 'u.id', 'i.invitee_id')
    .select([
      'i.id',
      'i.email',
      'i.invitee_id',
      'u.nickname',
      'i.role',
      'i.note',
      'inviter.nickname as inviter_name',
      'i.created_at',
      'i.expires_at',
    ])
    .where('i.team_id', '=', teamId)
    .where(isOpen)
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
  if (keyword) {
    const pattern = likePattern(keyword)
    query = query.where((eb) => eb.or([eb('i.email', 'ilike', pattern), eb('u.nickname', 'ilike', pattern)]))
  }
  const rows = await query.execute()
  return rows.map((row) => ({
    inviteId: Number(row.id),
    email: row.email,
    userId: row.invitee_id === null ? null : Number(row.invitee_id),
    nickname: row.nickname,
    role: row.role,
    note: row.note,
    inviterName: row.inviter_name,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
  }))
}

/** The invitation `inviteId` as the team sees it, whether open or not. */
export async function invitationOfTeam(db: Kysely<DB>, teamId: number, inviteId: number) {
  return db
    .selectFrom('team_invitations')
    .selectAll()
    .where('id', '=', inviteId)
    .where('team_id', '=', teamId)
    .executeTakeFirst()
}

/** The open invitations waiting for `userId` (to their e-mail or by their user code), newest first. */
export async function invitationsFor(db: Kysely<DB>, userId: number): Promise<TeamInvite[]> {
  const user = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()
  const rows = await db
    .selectFrom('team_invitations as i')
    .innerJoin('teams as t', 't.id', 'i.team_id')
    .innerJoin('users as inviter', 'inviter.id', 'i.inviter_id')
    .select(['i.id', 'i.team_id', 't.name', 'inviter.nickname', 'i.role', 'i.created_at', 'i.expires_at'])
    .where(isOpen)
    .where((eb) => eb.or([eb('i.invitee_id', '=', userId), eb('i.email', '=', user.email ?? '')]))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('team_members as m')
            .select('m.user_id')
            .whereRef('m.team_id', '=', 'i.team_id')
            .where('m.user_id', '=', userId)
            .where('m.status', '=', 'active'),
        ),
      ),
    )
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .execute()
  return rows.map((row) => ({
    inviteId: Number(row.id),
    teamId: Number(row.team_id),
    teamName: row.name,
    inviterName: row.nickname,
    role: row.role,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
  }))
}

/**
 * `userId` joined `teamId` by an invitation (hub_approveInvite, hub_registerTeam): the inviter hears
 * it (team_approve_invite) and the team's log records it. Both are answered outside team context
 * (the dispatcher logs team-context writes only), so the log row is written here, in the caller's
 * transaction.
 */
export async function recordInviteApproved(
  db: Kysely<DB>,
  invite: { teamId: number; inviterId: number; role: string },
  userId: number,
  call: { method: 'hub_approveInvite' | 'hub_registerTeam'; ip: string | null },
): Promise<void> {
  await writeTeamLog(db, {
    teamId: invite.teamId,
    actorUserId: userId,
    action: 'member_joined',
    detail: `role=${invite.role}`,
    method: call.method,
    ip: call.ip,
  })
  const { name } = await db.selectFrom('teams').select('name').where('id', '=', invite.teamId).executeTakeFirstOrThrow()
  const { nickname } = await db
    .selectFrom('users')
    .select('nickname')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
  await notify(db, { userId: invite.inviterId }, 'team_approve_invite', {
    userName: nickname,
    teamName: name,
    teamId: invite.teamId,
  })
}

/** An `ilike` pattern matching `keyword` anywhere, its wildcards taken literally. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, '\\$&')}%`
}
