/**
 * hub_getTeamLogs: a team's log, newest first, paged, filtered by action, actor and period. The
 * dispatcher has checked that the caller is a member of `teamId` whose role may read it
 * (`team.read`, every role), so the handler reads the team named in the params.
 */
import { sql, type Kysely } from 'kysely'
import type { TeamLog, TeamLogAction } from '../../../../contract/index'
import { rangePage } from '../../../db/page'
import type { DB } from '../../../db/schema'
import type { MethodRegistry } from '../../../rpc/registry'

/** A log line as the wire carries it: the contract's `TeamLog`, with the method that wrote it. */
export type TeamLogLine = TeamLog & { method: string }

/** Registers hub_getTeamLogs. */
export function registerTeamLogMethods(registry: MethodRegistry): void {
  registry.register('hub_getTeamLogs', async (ctx, params) => {
    let query = teamLogQuery(ctx.db).where('l.team_id', '=', params.teamId)
    if (params.action !== undefined) query = query.where('l.action', '=', params.action)
    if (params.actorUserId !== undefined) query = query.where('l.actor_user_id', '=', params.actorUserId)
    return rangePage(query, params, {
      timeColumn: 'l.created_at',
      order: (q) => q.orderBy('l.created_at', 'desc').orderBy('l.id', 'desc'),
      toEntry: toTeamLogLine,
    })
  })
}

function teamLogQuery(db: Kysely<DB>) {
  return db
    .selectFrom('team_logs as l')
    .leftJoin('users as u', 'u.id', 'l.actor_user_id')
    .select([
      'l.id',
      'l.action',
      'l.actor_user_id',
      sql<string>`coalesce(u.nickname, '')`.as('nickname'),
      'l.target',
      'l.detail',
      'l.method',
      'l.ip',
      'l.created_at',
    ])
}

type LogRow = Awaited<ReturnType<ReturnType<typeof teamLogQuery>['executeTakeFirstOrThrow']>>

function toTeamLogLine(row: LogRow): TeamLogLine {
  return {
    id: Number(row.id),
    action: row.action as TeamLogAction,
    // An account that no longer exists reads as user 0 without a nickname.
    actor: { userId: row.actor_user_id === null ? 0 : Number(row.actor_user_id), nickname: row.nickname },
    target: row.target,
    detail: row.detail,
    method: row.method,
    ip: row.ip,
    createdAt: row.created_at.toISOString(),
  }
}
