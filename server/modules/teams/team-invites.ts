/**
 * Team invitations by e-mail: a code of 256 random bits (base64url, 43 characters), stored only
 * as its SHA-256, valid 7 days, usable once. Using one is one conditional update, so two uses sent
 * together cannot both succeed; a refusal says why (`data.status`) and changes nothing.
 */
import { randomBytes } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { CodeStatus } from '../../../contract/index'
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
  invitedAt: Date
}

/** Stores an invitation of `email` to `teamId` by `inviterId` and answers its code. */
export async function issueTeamInvite(
  db: Kysely<DB>,
  invite: { teamId: number; inviterId: number; email: string },
): Promise<IssuedTeamInvite> {
  const code = randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + TEAM_INVITE_LIFETIME_MS)
  const { id } = await db
    .insertInto('team_invitations')
    .values({
      team_id: invite.teamId,
      inviter_id: invite.inviterId,
      email: invite.email.toLowerCase(),
      code_hash: hashToken(code),
      expires_at: expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { inviteId: Number(id), code, expiresAt }
}

/**
 * Uses an invitation code: marks it accepted and answers it, or throws 10422 with `data.status`
 * `used`, `expired` or `invalid` (also for a disbanded team). Run it in the transaction that
 * acts on the invitation, so a later refusal gives the code back.
 */
export async function useTeamInvite(db: Kysely<DB>, code: string): Promise<UsedTeamInvite> {
  const row = await db
    .updateTable('team_invitations')
    .set({ accepted_at: sql<Date>`now()` })
    .where('code_hash', '=', hashToken(code))
    .where('accepted_at', 'is', null)
    .where('rejected_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('teams')
          .select('teams.id')
          .whereRef('teams.id', '=', 'team_invitations.team_id')
          .where('teams.deleted_at', 'is', null),
      ),
    )
    .returning(['id', 'team_id', 'email', 'created_at'])
    .executeTakeFirst()
  if (row) return { inviteId: Number(row.id), teamId: Number(row.team_id), email: row.email, invitedAt: row.created_at }
  throw unusableInvite(await teamInviteStatus(db, code))
}

/** What an invitation code is worth now. */
export async function teamInviteStatus(db: Kysely<DB>, code: string): Promise<CodeStatus> {
  const row = await db
    .selectFrom('team_invitations as i')
    .innerJoin('teams as t', 't.id', 'i.team_id')
    .select(['i.accepted_at', 'i.rejected_at', 'i.expires_at', 't.deleted_at'])
    .where('i.code_hash', '=', hashToken(code))
    .executeTakeFirst()
  if (!row || row.deleted_at) return 'invalid'
  if (row.accepted_at || row.rejected_at) return 'used'
  if (row.expires_at.getTime() <= Date.now()) return 'expired'
  return 'valid'
}

function unusableInvite(status: CodeStatus): HubRpcError {
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
