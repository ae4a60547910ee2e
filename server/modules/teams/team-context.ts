/**
 * Team context (SPEC §6): a call's `Team-Id` header, or the socket's `teamId` parameter, is the
 * caller's word only. It is honoured once the server has checked that the caller is an active
 * member of that team and the team is not deleted; otherwise the call answers 10403 before any
 * handler runs, so nothing changes. Both the RPC dispatcher (app.ts `authenticate`) and the
 * socket route resolve sessions through `withTeamContext`, so the rule lives here once.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import type { Session } from '../../rpc/context'
import { forbidden } from '../../rpc/errors'
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
  if (raw === '') return { ...session, teamId: null }
  return inTeamContext(db, session, raw)
}

async function inTeamContext(db: Kysely<DB>, session: Session, raw: string): Promise<Session> {
  const teamId = parseTeamId(raw)
  if (teamId === null) {
    throw forbidden('The Team-Id header is not a valid team id', 'Team-Id 请求头不是有效的团队 ID')
  }
  if ((await activeRole(db, session.userId, teamId)) === null) {
    throw forbidden('You are not a member of this team', '您不是该团队的成员')
  }
  return { ...session, teamId: String(teamId) }
}

/** The team id of a header value, or null when it is not one. */
export function parseTeamId(raw: string): number | null {
  if (!TEAM_ID_PATTERN.test(raw)) return null
  const id = Number(raw)
  return Number.isSafeInteger(id) ? id : null
}
