/**
 * Team context (SPEC §6): a call's `Team-Id` header, or the socket's `teamId` parameter, is the
 * caller's word only. It is honoured once the server has checked that the caller is an active
 * member of that team and the team is not deleted; otherwise the call answers 10403 before any
 * handler runs, so nothing changes. Both the RPC dispatcher (app.ts `authenticate`) and the
 * socket route resolve sessions through `withTeamContext`, so the rule lives here once. The
 * session carries the caller's role there (`teamRole`), which the dispatcher checks against the
 * permission matrix (`teamScopeOf` below, rpc/dispatch.ts).
 */
import type { Kysely } from 'kysely'
import { methods, refusalReason, type TeamRole } from '../../../contract/index'
import type { DB } from '../../db/schema'
import type { Session } from '../../rpc/context'
import { forbidden, type HubRpcError } from '../../rpc/errors'
import { activeRole } from './teams.queries'

/** A team id as the header carries it: a positive decimal integer, no sign, no leading zero. */
const TEAM_ID_PATTERN = /^[1-9][0-9]{0,15}$/

/**
 * The session in the team context `rawTeamId` asks for: unchanged (personal) when it is absent
 * or empty, with `teamId` set when the caller is an active member, else a 10403 error.
 */
export function withTeamContext(
  db: Kysely<DB>,
  session: Session,
  rawTeamId: string | null,
): Session | Promise<Session> {
  const raw = rawTeamId?.trim() ?? ''
  // An empty header is how a client without a team cookie often sends "none": personal context.
  // Answered at once: most calls carry no Team-Id, and this runs on every signed-in call.
  if (raw === '') return { ...session, teamId: null, teamRole: null }
  return inTeamContext(db, session, raw)
}

async function inTeamContext(db: Kysely<DB>, session: Session, raw: string): Promise<Session> {
  const teamId = parseTeamId(raw)
  if (teamId === null) {
    throw forbidden('The Team-Id header is not a valid team id', 'Team-Id 请求头不是有效的团队 ID')
  }
  const teamRole = await activeRole(db, session.userId, teamId)
  if (teamRole === null) throw notAMember()
  return { ...session, teamId: String(teamId), teamRole }
}

/** The 10403 of a team the caller is not an active member of (unknown, disbanded, only invited). */
export function notAMember(): HubRpcError {
  return forbidden('You are not a member of this team', '您不是该团队的成员')
}

/** The team id of a header value, or null when it is not one. */
export function parseTeamId(raw: string): number | null {
  if (!TEAM_ID_PATTERN.test(raw)) return null
  const id = Number(raw)
  return Number.isSafeInteger(id) ? id : null
}

/** The team a call acts for, and the caller's role in it. */
export interface TeamScope {
  teamId: number
  role: TeamRole
}

/**
 * Whether `method`'s params name the team it acts on (`teamId`, the methods of
 * contract/methods/teams.ts): that team, not the `Team-Id` header's, is the one checked.
 */
export function namesTeamInParams(method: string): boolean {
  return teamParamMethods().has(method)
}

let teamParamNames: Set<string> | undefined

function teamParamMethods(): Set<string> {
  teamParamNames ??= new Set(
    Object.entries(methods)
      .filter(([, spec]) => {
        const entries = (spec.params as { entries?: Record<string, unknown> }).entries
        return entries !== undefined && Object.hasOwn(entries, 'teamId')
      })
      .map(([name]) => name),
  )
  return teamParamNames
}

/**
 * The team of a call made with a `Team-Id` header (already checked by `withTeamContext`), for a
 * method whose params do not name one; null in personal context. Refuses (10403, naming the roles
 * that may) a method the caller's role may not call; answered without a promise when the session
 * carries the role.
 */
export function headerTeamScope(
  db: Kysely<DB>,
  session: Session,
  method: string,
): TeamScope | null | Promise<TeamScope | null> {
  if (session.teamId === null || namesTeamInParams(method)) return null
  const teamId = Number(session.teamId)
  if (session.teamRole) return permitted({ teamId, role: session.teamRole }, method)
  // A session built without the role (a test's own `authenticate`): look it up.
  return activeRole(db, session.userId, teamId).then((role) => {
    if (role === null) throw notAMember()
    return permitted({ teamId, role }, method)
  })
}

/**
 * The team named by the `teamId` param of a method of contract/methods/teams.ts, with the
 * caller's role there: a team they are not an active member of answers 10403 as a foreign
 * `Team-Id` does, and so does a role the matrix does not allow. Null for other methods.
 */
export async function paramsTeamScope(
  db: Kysely<DB>,
  session: Session,
  method: string,
  params: unknown,
): Promise<TeamScope | null> {
  if (!namesTeamInParams(method)) return null
  const raw = (params as { teamId?: unknown } | null)?.teamId
  if (typeof raw !== 'number') return null
  const role = await activeRole(db, session.userId, raw)
  if (role === null) throw notAMember()
  return permitted({ teamId: raw, role }, method)
}

function permitted(scope: TeamScope, method: string): TeamScope {
  const reason = refusalReason(scope.role, method)
  if (reason) throw forbidden(reason.en, reason.zh)
  return scope
}
