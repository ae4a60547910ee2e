/**
 * Ending team memberships, the one way every path does it (a member removed, the team disbanded;
 * hub_removeMember, hub_leaveTeam, hub_deleteTeam and `dev_endTeamMembership`): the change, the notice that tells the people concerned, and the signal that closes
 * their sockets in the team's context on every instance (realtime/membership-signal.ts), all in
 * one transaction, so nothing is announced that did not happen.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import { inTransaction } from '../../db/transaction'
import { signalMembershipEnded } from '../../realtime/membership-signal'
import { notify } from '../notices/notify'

/**
 * Removes `userId` from team `teamId` and tells them (team_remove_member). Answers false, changing
 * nothing, when they are not a member of that live team or are its owner (an owner disbands).
 */
export async function removeTeamMember(db: Kysely<DB>, teamId: number, userId: number): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const team = await liveTeam(trx, teamId)
    if (!team) return false
    const removed = await trx
      .deleteFrom('team_members')
      .where('team_id', '=', teamId)
      .where('user_id', '=', userId)
      .where('role', '<>', 'owner')
      .executeTakeFirst()
    if (removed.numDeletedRows === 0n) return false
    await notify(trx, { userId }, 'team_remove_member', { teamId, teamName: team.name })
    await signalMembershipEnded(trx, { teamId, userId })
    return true
  })
}

/**
 * `userId` leaves team `teamId`: the owner and the admins hear it (team_member_leave, naming the
 * member). Answers false, changing nothing, when they are not a member of that live team or are
 * its owner (an owner transfers ownership or disbands first).
 */
export async function leaveTeam(db: Kysely<DB>, teamId: number, userId: number): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const team = await liveTeam(trx, teamId)
    if (!team) return false
    const left = await trx
      .deleteFrom('team_members')
      .where('team_id', '=', teamId)
      .where('user_id', '=', userId)
      .where('role', '<>', 'owner')
      .executeTakeFirst()
    if (left.numDeletedRows === 0n) return false
    const { nickname } = await trx
      .selectFrom('users')
      .select('nickname')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow()
    const managers = await trx
      .selectFrom('team_members')
      .select('user_id')
      .where('team_id', '=', teamId)
      .where('status', '=', 'active')
      .where('role', 'in', ['owner', 'admin'])
      .orderBy('user_id')
      .execute()
    for (const manager of managers) {
      await notify(trx, { userId: Number(manager.user_id) }, 'team_member_leave', {
        userName: nickname,
        teamName: team.name,
        teamId,
      })
    }
    await signalMembershipEnded(trx, { teamId, userId })
    return true
  })
}

/** Disbands team `teamId` (soft delete) and tells its members (team_disband). False when it is gone already. */
export async function disbandTeam(db: Kysely<DB>, teamId: number): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const team = await liveTeam(trx, teamId)
    if (!team) return false
    // The notice first: a team notice reaches the members the team has when it is sent.
    await notify(trx, { teamId }, 'team_disband', { teamId, teamName: team.name })
    await trx.updateTable('teams').set({ deleted_at: new Date() }).where('id', '=', teamId).execute()
    await signalMembershipEnded(trx, { teamId, userId: null })
    return true
  })
}

async function liveTeam(db: Kysely<DB>, teamId: number): Promise<{ name: string } | undefined> {
  return db
    .selectFrom('teams')
    .select('name')
    .where('id', '=', teamId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
}
