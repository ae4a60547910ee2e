/**
 * Reading and creating teams: the caller's team entries (owned first), the team of a membership,
 * and a new team with its owner and wallet. Membership means an `active` row of a team that is
 * not deleted; everything that gives team context asks `activeRole`.
 */
import { sql, type Kysely } from 'kysely'
import type { TeamEntry, TeamRole } from '../../../contract/index'
import type { DB } from '../../db/schema'
import { inTransaction } from '../../db/transaction'
import { createWallet } from '../wallet/wallet.queries'

/** The caller's role in `teamId`, or null when they are not an active member of a live team. */
export async function activeRole(db: Kysely<DB>, userId: number, teamId: number): Promise<TeamRole | null> {
  const row = await db
    .selectFrom('team_members as m')
    .innerJoin('teams as t', 't.id', 'm.team_id')
    .select('m.role')
    .where('m.team_id', '=', teamId)
    .where('m.user_id', '=', userId)
    .where('m.status', '=', 'active')
    .where('t.deleted_at', 'is', null)
    .executeTakeFirst()
  return row?.role ?? null
}

/** A page of the user's teams, owned ones first, then oldest first; `total` counts them all. */
export async function teamEntriesOf(
  db: Kysely<DB>,
  userId: number,
  page: { offset: number; limit: number } = { offset: 0, limit: 1000 },
): Promise<{ list: TeamEntry[]; total: number }> {
  const rows = await entriesQuery(db, userId)
    .orderBy(sql`case when m.role = 'owner' then 0 else 1 end`)
    .orderBy('t.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute()
  const { n } = await db
    .selectFrom('team_members as m')
    .innerJoin('teams as t', 't.id', 'm.team_id')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('m.user_id', '=', userId)
    .where('m.status', '=', 'active')
    .where('t.deleted_at', 'is', null)
    .executeTakeFirstOrThrow()
  return { list: rows.map(toTeamEntry), total: Number(n) }
}

/** The entry of one team as `userId` sees it, or null when they are not in it. */
export async function teamEntryOf(db: Kysely<DB>, userId: number, teamId: number): Promise<TeamEntry | null> {
  const row = await entriesQuery(db, userId).where('t.id', '=', teamId).executeTakeFirst()
  return row ? toTeamEntry(row) : null
}

/** How many live teams `userId` owns (the cap of hub_createTeam). */
export async function ownedTeamCount(db: Kysely<DB>, userId: number): Promise<number> {
  const { n } = await db
    .selectFrom('teams')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('owner_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(n)
}

/** A new team owned by `ownerId`, with the owner's membership and the team's empty wallet. */
export async function createTeam(db: Kysely<DB>, ownerId: number, name: string): Promise<number> {
  return inTransaction(db, async (trx) => {
    const { id } = await trx
      .insertInto('teams')
      .values({ name, owner_id: ownerId })
      .returning('id')
      .executeTakeFirstOrThrow()
    const teamId = Number(id)
    await addActiveMember(trx, { teamId, userId: ownerId, role: 'owner' })
    await createWallet(trx, { teamId })
    return teamId
  })
}

/** Makes `userId` an active member of `teamId` now. */
export async function addActiveMember(
  db: Kysely<DB>,
  member: { teamId: number; userId: number; role: TeamRole; invitedAt?: Date | null },
): Promise<void> {
  await db
    .insertInto('team_members')
    .values({
      team_id: member.teamId,
      user_id: member.userId,
      role: member.role,
      status: 'active',
      invited_at: member.invitedAt ?? null,
      joined_at: new Date(),
    })
    .execute()
}

/**
 * Whether open invitations wait for the account of `email` (UserProfile.hasInvite): to the address,
 * or by the account's user code. An account without an e-mail is not looked up here; its
 * invitations by code still show in hub_getMyInvite.
 */
export async function hasOpenInvite(db: Kysely<DB>, email: string | null): Promise<boolean> {
  if (!email) return false
  const address = email.toLowerCase()
  const row = await db
    .selectFrom('team_invitations as i')
    .innerJoin('teams as t', 't.id', 'i.team_id')
    .select('i.id')
    .where((eb) =>
      eb.or([
        eb('i.email', '=', address),
        eb('i.invitee_id', 'in', eb.selectFrom('users').select('users.id').where('users.email', '=', address)),
      ]),
    )
    .where('i.accepted_at', 'is', null)
    .where('i.rejected_at', 'is', null)
    .where('i.revoked_at', 'is', null)
    .where('i.expires_at', '>', sql<Date>`now()`)
    .where('t.deleted_at', 'is', null)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

function entriesQuery(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('team_members as m')
    .innerJoin('teams as t', 't.id', 'm.team_id')
    .innerJoin('users as o', 'o.id', 't.owner_id')
    .select([
      't.id',
      't.name',
      'm.role',
      't.owner_id',
      'o.nickname as owner_nickname',
      't.created_at',
      sql<number>`(select count(*)::int from team_members c where c.team_id = t.id and c.status = 'active')`.as(
        'member_count',
      ),
    ])
    .where('m.user_id', '=', userId)
    .where('m.status', '=', 'active')
    .where('t.deleted_at', 'is', null)
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof entriesQuery>['executeTakeFirstOrThrow']>>

function toTeamEntry(row: EntryRow): TeamEntry {
  return {
    teamId: Number(row.id),
    name: row.name,
    role: row.role,
    ownerId: Number(row.owner_id),
    ownerNickname: row.owner_nickname,
    memberCount: Number(row.member_count),
    createdAt: row.created_at.toISOString(),
  }
}
