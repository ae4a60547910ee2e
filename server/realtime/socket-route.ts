/**
 * `GET /ws?authorization=TOKEN`: the notice socket. The token is checked before the upgrade, and
 * the connection counted (locally and in `socket_presence`) before the client sees the socket
 * open: from then on every notice committed for the user reaches it, so the app may catch up by
 * cursor right after `open` without a gap. A token that does not check out still gets its upgrade
 * (browsers hide an HTTP refusal's status from scripts) and is closed at once with 4401 and the
 * Hub error code as the reason. Frames from the client are ignored. A `teamId` parameter is
 * checked like the `Team-Id` header of a call (modules/teams/team-context.ts): one the caller is
 * not an active member of closes the socket with 4403 "10403". A team's notices reach every
 * member's sockets whatever their context (notice-fanout.ts). When the membership ends (removed,
 * team disbanded) the sockets in that team's context close with 4403 "10403" on every instance
 * (membership-signal.ts), and the app leaves the team context as for any 44xx close.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { IncomingMessage } from 'node:http'
import { HubErrorCode, SOCKET_PATH, SOCKET_TEAM_PARAM, SOCKET_TOKEN_PARAM, SocketCloseCode } from '../../contract/index'
import type { DB } from '../db/schema'
import { resolveSession } from '../modules/account/sessions'
import { withTeamContext } from '../modules/teams/team-context'
import { HubRpcError } from '../rpc/errors'
import type { SocketPresence } from './socket-presence'
import type { Connection, SocketRegistry } from './socket-registry'

/** What the route works with. */
export interface SocketRouteOptions {
  db: Kysely<DB>
  registry: SocketRegistry
  presence: SocketPresence
}

/** Registers the route; the websocket plugin must be registered first. */
export function socketRoute(app: FastifyInstance, { db, registry, presence }: SocketRouteOptions): void {
  /** Each upgrade request's outcome: its counted connection, or the error code it is refused with. */
  const admissions = new WeakMap<IncomingMessage, Connection | number>()

  async function admit(request: FastifyRequest): Promise<void> {
    // A plain GET (no upgrade) gets the plugin's 404 and counts as nobody.
    if (!request.ws) return
    const query = request.query as Record<string, unknown>
    const token = query[SOCKET_TOKEN_PARAM]
    let session
    try {
      session = await resolveSession(db, typeof token === 'string' ? token : null)
      session = await withTeamContext(db, session, teamParamOf(query[SOCKET_TEAM_PARAM]))
    } catch (error) {
      if (!(error instanceof HubRpcError)) throw error
      admissions.set(request.raw, error.code)
      return
    }
    const connection = registry.open(
      session.userId,
      session.sessionId,
      session.teamId === null ? null : Number(session.teamId),
    )
    admissions.set(request.raw, connection)
    // The TCP connection's end is the connection's end, whether the upgrade completed or not.
    const tcp = request.raw.socket
    if (tcp.destroyed) registry.release(connection)
    else tcp.once('close', () => registry.release(connection))
    await presence.settled()
  }

  app.get(
    SOCKET_PATH,
    {
      websocket: true,
      preValidation: admit,
      // The URL carries the token: keep it out of the request logs (errors are still logged).
      logLevel: 'warn',
    },
    (socket, request) => {
      const admission = admissions.get(request.raw) ?? HubErrorCode.SessionMissing
      if (typeof admission === 'number') {
        const code =
          admission === HubErrorCode.Forbidden ? SocketCloseCode.TeamForbidden : SocketCloseCode.SessionInvalid
        socket.close(code, String(admission))
        return
      }
      admission.socket = socket
      socket.on('pong', () => {
        admission.alive = true
      })
    },
  )
}

/** The socket's `teamId` as a header would carry it; a repeated parameter (an array) is malformed. */
function teamParamOf(value: unknown): string | null {
  if (value === undefined) return null
  return typeof value === 'string' ? value : 'malformed'
}
