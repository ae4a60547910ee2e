/**
 * The members of a team: the page hub_getTeamMembers answers (owner first, then admins, then by
 * joining), one member in the contract's shape, and the caller's role checks every member method
 * starts with (after the dispatcher's permission check, the rules the matrix cannot know).
 */
import { sql, type Kysely } from 'kysely'
import type { TeamMember, TeamRole } from '../../../../contract/index'
import type { DB } from '../../../db/schema'
import { businessRule, forbidden } from '../../../rpc/errors'
import { activeRole } from '../teams.queries'
import { likePattern } from './invitations'

/** The live team `teamId`, locked until the transaction ends (member changes queue behind each other). */
export async function lockLiveTeam(db: Kysely<DB>, teamId: number): Promise<{ name: string; ownerId: number }> {
  const team = await db
    .selectFrom('teams')
    .select(['name', 'owner_id'])
    .where('id', '=', teamId)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst()
  if (!team) throw notMember()
  return { name: team.name, ownerId: Number(team.owner_id) }
}

/** The caller's role in `teamId`, or 10403 when they are not an active member of that live team. */
export async function callerRole(db: Kysely<DB>, userId: number, teamId: number): Promise<TeamRole> {
  const role = await activeRole(db, userId, teamId)
  if (role === null) throw notMember()
  return role
}

/** The caller's role, which must be owner or admin (members.write). */
export async function requireManager(db: Kysely<DB>, userId: number, teamId: number): Promise<TeamRole> {
  const role = await callerRole(db, userId, teamId)
  if (role !== 'owner' && role !== 'admin') {
    throw forbidden('Only an owner or admin can do this', '只有所有者或管理员可以执行此操作')
  }
  return role
}

/** The caller must be the team's owner (team.admin). */
export async function requireOwner(db: Kysely<DB>, userId: number, teamId: number): Promise<void> {
  if ((await callerRole(db, userId, teamId)) !== 'owner') {
    throw forbidden('Only the team owner can do this', '只有团队所有者可以执行此操作')
  }
}

/** 10403 of a team the caller is not in (the words of the Team-Id check). */
export function notMember() {
  return forbidden('You are not a member of this team', '您不是该团队的成员')
}

/** The member `userId` of `teamId`, or 10422 when they are not one. */
export async function memberOf(db: Kysely<DB>, teamId: number, userId: number): Promise<TeamMember> {
  const row = await membersQuery(db, teamId).where('m.user_id', '=', userId).executeTakeFirst()
  if (!row) throw businessRule('This user is not a member of the team', '该用户不是团队成员', { userId })
  return toTeamMember(row)
}

/** A page of the members of `teamId`; `keyword` filters by nickname or e-mail. */
export async function membersPage(
  db: Kysely<DB>,
  teamId: number,
  page: { offset: number; limit: number; keyword?: string },
): Promise<{ list: TeamMember[]; total: number }> {
  let query = membersQuery(db, teamId)
  let count = db
    .selectFrom('team_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('m.team_id', '=', teamId)
    .where('m.status', '=', 'active')
  if (page.keyword) {
    const pattern = likePattern(page.keyword)
    query = query.where((eb) => eb.or([eb('u.nickname', 'ilike', pattern), eb('u.email', 'ilike', pattern)]))
    count = count.where((eb) => eb.or([eb('u.nickname', 'ilike', pattern), eb('u.email', 'ilike', pattern)]))
  }
  const rows = await query
    .orderBy(sql`case m.role when 'owner' then 0 when 'admin' then 1 else 2 end`)
    .orderBy('m.joined_at')
    .orderBy('m.user_id')
    .offset(page.offset)
    .limit(page.limit)
    .execute()
  const { n } = await count.executeTakeFirstOrThrow()
  return { list: rows.map(toTeamMember), total: Number(n) }
}

function membersQuery(db: Kysely<DB>, teamId: number) {
  return db
    .selectFrom('team_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'm.user_id',
      'u.nickname',
      'u.email',
      'u.avatar',
      'm.role',
      'm.status',
      'm.note',
      'm.invited_at',
      'm.joined_at',
    ])
    .where('m.team_id', '=', teamId)
    .where('m.status', '=', 'active')
}

type MemberRow = Awaited<ReturnType<ReturnType<typeof membersQuery>['executeTakeFirstOrThrow']>>

function toTeamMember(row: MemberRow): TeamMember {
  return {
    userId: Number(row.user_id),
    nickname: row.nickname,
    email: row.email,
    avatar: row.avatar,
    role: row.role,
    status: row.status,
    note: row.note,
    invitedAt: row.invited_at?.toISOString() ?? null,
    joinedAt: row.joined_at?.toISOString() ?? null,
  }
}
