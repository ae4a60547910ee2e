/**
 * Writing the team log: one `team_logs` row per action taken in team context. The dispatcher
 * writes it (rpc/dispatch.ts, `recordTeamWrite`) in the transaction of the call, after the handler
 * succeeded, so a row exists exactly when the action was applied. Rows are never updated or
 * deleted (migration 0026's trigger refuses it); nothing here offers to.
 */
import type { Kysely } from 'kysely'
import type { TeamLogAction } from '../../../../contract/index'
import type { DB } from '../../../db/schema'
import type { TeamLogNote } from '../../../rpc/context'
import { teamLogActionOf } from './team-log-actions'

/** One line of the team log, as written. */
export interface TeamLogEntry {
  teamId: number
  actorUserId: number
  action: TeamLogAction
  target?: string | null
  detail?: string
  method: string
  ip?: string | null
}

/** The longest `target` and `detail` the table keeps (migration 0026); longer words are cut. */
const MAX_TARGET = 200
const MAX_DETAIL = 1000

/** Appends one line to a team's log; `db` is the transaction of the action it records. */
export async function writeTeamLog(db: Kysely<DB>, entry: TeamLogEntry): Promise<void> {
  await db
    .insertInto('team_logs')
    .values({
      team_id: entry.teamId,
      actor_user_id: entry.actorUserId,
      action: entry.action,
      target: entry.target ? cut(entry.target, MAX_TARGET) : null,
      detail: cut(entry.detail ?? '', MAX_DETAIL),
      method: entry.method,
      ip: entry.ip ? cut(entry.ip, 100) : null,
    })
    .execute()
}

/** A write the dispatcher applied in team context. */
export interface TeamWrite {
  teamId: number
  userId: number
  method: string
  /** The validated params. */
  params: unknown
  ip: string | null
  /** What the handler said about it (`ctx.teamLog`). */
  note?: TeamLogNote
}

/**
 * Logs a write applied in team context: its method's action, the target and detail the handler
 * gave or else the ones its params tell. A method without an action (a personal one) logs nothing.
 */
export async function recordTeamWrite(db: Kysely<DB>, write: TeamWrite): Promise<void> {
  const action = teamLogActionOf(write.method)
  if (action === null) return
  const params = isRecord(write.params) ? write.params : {}
  await writeTeamLog(db, {
    teamId: write.teamId,
    actorUserId: write.userId,
    action,
    target: write.note?.target ?? (await targetOf(db, write.method, params, write.teamId)),
    detail: write.note?.detail ?? detailOf(params),
    method: write.method,
    ip: write.ip,
  })
}

/**
 * Who or what a write was about, from its params: a key (its name), a member (their e-mail, else
 * nickname), an invitation (its e-mail), an invitee; null when the params name nothing.
 */
async function targetOf(
  db: Kysely<DB>,
  method: string,
  params: Record<string, unknown>,
  teamId: number,
): Promise<string | null> {
  if (method === 'hub_generateApiKey' && typeof params.name === 'string') return params.name
  if (method === 'hub_addMember') {
    if (typeof params.email === 'string') return params.email
    if (typeof params.userCode === 'string') return `user code ${params.userCode}`
  }
  if (/ApiKey/.test(method) && typeof params.id === 'number') {
    const key = await db
      .selectFrom('api_keys')
      .select('name')
      .where('id', '=', params.id)
      .where('team_id', '=', teamId)
      .executeTakeFirst()
    return key ? key.name : `key #${params.id}`
  }
  if (typeof params.userId === 'number') {
    const user = await db
      .selectFrom('users')
      .select(['email', 'nickname'])
      .where('id', '=', params.userId)
      .executeTakeFirst()
    return user ? (user.email ?? user.nickname) : `user #${params.userId}`
  }
  if (method === 'hub_revokeInvite' && typeof params.inviteId === 'number') {
    const invite = await db
      .selectFrom('team_invitations')
      .select('email')
      .where('id', '=', params.inviteId)
      .where('team_id', '=', teamId)
      .executeTakeFirst()
    return invite?.email ?? `invitation #${params.inviteId}`
  }
  return null
}

/** Param names whose values never reach the log. */
const SECRET_KEY = /password|secret|token|code$/i

/** The params in words, `key=value` (the team id and secrets left out): the detail when the handler gave none. */
function detailOf(params: Record<string, unknown>): string {
  return Object.entries(params)
    .filter(([key, value]) => key !== 'teamId' && value !== undefined && !SECRET_KEY.test(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ')
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`
}
