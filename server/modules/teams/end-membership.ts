/**
 * Ending team memberships, the one way every path does it (a member removed, the team disbanded;
 * today through `dev_endTeamMembership`, and the teams issue's hub_deleteMember / hub_disbandTeam
 * later): the change, the notice that tells the people concerned, and the signal that closes
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
      .where('role', '=', 'member')
      .executeTakeFirst()
    if (removed.numDeletedRows === 0n) return false
    await notify(trx, { userId }, 'team_remove_member', { teamId, teamName: team.name })
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
