/**
 * Team invitations by e-mail: a code of 256 random bits (base64url, 43 characters), stored only
 * as its SHA-256, valid 7 days, usable once. Using one is one conditional update, so two uses sent
 * together cannot both succeed; a refusal says why (`data.status`) and changes nothing. An
 * invitation accepted, rejected or revoked (withdrawn by the team) stays so; an expired one too.
 */
import { randomBytes } from 'node:crypto'
import { sql, type ExpressionBuilder, type Kysely } from 'kysely'
import type { CodeStatus } from '../../../contract/index'
import type { InviteRole } from '../../../contract/methods/teams'
import type { DB } from '../../db/schema'
import { businessRule, type HubRpcError } from '../../rpc/errors'
import { hashToken } from '../account/sessions'

/** How long an invitation can be used: 7 days. */
export const TEAM_INVITE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000

/** A new invitation; `code` exists in clear only here. */
export interface IssuedTeamInvite {
  inviteId: number
  code: string
  expiresAt: Date
}

/** An invitation that was just used. */
export interface UsedTeamInvite {
  inviteId: number
  teamId: number
  email: string
  role: InviteRole
  inviterId: number
  invitedAt: Date
}

/** Stores an invitation of `email` to `teamId` by `inviterId` (as `role`, developer by default) and answers its code. */
export async function issueTeamInvite(
  db: Kysely<DB>,
  invite: { teamId: number; inviterId: number; email: string; role?: InviteRole; note?: string },
): Promise<IssuedTeamInvite> {
  const code = randomBytes(32).toString('base64url')
  const row = await db
    .insertInto('team_invitations')
    .values({
      team_id: invite.teamId,
      inviter_id: invite.inviterId,
      email: invite.email.toLowerCase(),
      code_hash: hashToken(code),
      expires_at: inviteExpiry(),
      role: invite.role ?? 'developer',
      note: invite.note ?? '',
    })
    .returning(['id', 'expires_at'])
    .executeTakeFirstOrThrow()
  return { inviteId: Number(row.id), code, expiresAt: row.expires_at }
}

/** When an invitation made now expires: 7 days after `created_at` (the database's clock, both). */
export function inviteExpiry() {
  return sql<Date>`now() + make_interval(secs => ${TEAM_INVITE_LIFETIME_MS / 1000})`
}

/**
 * An invitation that may still be answered: not accepted, rejected or revoked, not expired, of a
 * team not disbanded. The one test of every answer (code, approve, reject), each a conditional
 * update so an invitation is answered once.
 */
export function isOpenInvitation(eb: ExpressionBuilder<DB, 'team_invitations'>) {
  return eb.and([
    eb('accepted_at', 'is', null),
    eb('rejected_at', 'is', null),
    eb('revoked_at', 'is', null),
    eb('expires_at', '>', sql<Date>`now()`),
    eb.exists(
      eb
        .selectFrom('teams')
        .select('teams.id')
        .whereRef('teams.id', '=', 'team_invitations.team_id')
        .where('teams.deleted_at', 'is', null),
    ),
  ])
}

/**
 * Uses an invitation code: marks it accepted and answers it, or throws 10422 with `data.status`
 * `used`, `expired` or `invalid` (also for a disbanded team, and a revoked invitation). Run it in
 * the transaction that acts on the invitation, so a later refusal gives the code back.
 */
export async function useTeamInvite(db: Kysely<DB>, code: string): Promise<UsedTeamInvite> {
  const row = await db
    .updateTable('team_invitations')
    .set({ accepted_at: sql<Date>`now()` })
    .where('code_hash', '=', hashToken(code))
    .where('email', 'is not', null)
    .where(isOpenInvitation)
    .returning(['id', 'team_id', 'email', 'role', 'inviter_id', 'created_at'])
    .executeTakeFirst()
  if (row?.email) {
    return {
      inviteId: Number(row.id),
      teamId: Number(row.team_id),
      email: row.email,
      role: row.role,
      inviterId: Number(row.inviter_id),
      invitedAt: row.created_at,
    }
  }
  throw unusableInvite(await teamInviteStatus(db, code))
}

/** What an invitation code is worth now. */
export async function teamInviteStatus(db: Kysely<DB>, code: string): Promise<CodeStatus> {
  const row = await db
    .selectFrom('team_invitations as i')
    .innerJoin('teams as t', 't.id', 'i.team_id')
    .select(['i.accepted_at', 'i.rejected_at', 'i.revoked_at', 'i.expires_at', 't.deleted_at'])
    .where('i.code_hash', '=', hashToken(code))
    .executeTakeFirst()
  if (!row || row.deleted_at || row.revoked_at) return 'invalid'
  if (row.accepted_at || row.rejected_at) return 'used'
  if (row.expires_at.getTime() <= Date.now()) return 'expired'
  return 'valid'
}

/** The refusal of an invitation that cannot be used (any more), saying why in `data.status`. */
export function unusableInvite(status: CodeStatus): HubRpcError {
  // A code that turned valid between the update and this read was used by a call beside ours.
  if (status === 'used' || status === 'valid') {
    return businessRule('This invitation has already been used', '该邀请已被使用', { status: 'used' })
  }
  if (status === 'expired') {
    return businessRule(
      'This invitation has expired, please ask the team owner for a new one',
      '该邀请已过期，请联系团队所有者重新邀请',
      { status },
    )
  }
  return businessRule('This invitation is not valid', '该邀请无效', { status })
}
