/**
 * `GET /ws?authorization=TOKEN`: the notice socket. The token is checked before the upgrade, and
 * the connection counted (locally and in `socket_presence`) before the client sees the socket
 * open: from then on every notice committed for the user reaches it, so the app may catch up by
 * cursor right after `open` without a gap. A token that does not check out still gets its upgrade
 * (browsers hide an HTTP refusal's status from scripts) and is closed at once with 4401 and the
 * Hub error code as the reason. Frames from the client are ignored. `teamId` is not read: until
 * teams exist a socket carries the user's notices, and a team's reach its members.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { IncomingMessage } from 'node:http'
import { HubErrorCode, SOCKET_PATH, SOCKET_TOKEN_PARAM, SocketCloseCode } from '../../contract/index'
import type { DB } from '../db/schema'
import { resolveSession } from '../modules/account/sessions'
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
    const token = (request.query as Record<string, unknown>)[SOCKET_TOKEN_PARAM]
    let session
    try {
      session = await resolveSession(db, typeof token === 'string' ? token : null)
    } catch (error) {
      if (!(error instanceof HubRpcError)) throw error
      admissions.set(request.raw, error.code)
      return
    }
    const connection = registry.open(session.userId, session.sessionId)
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
        socket.close(SocketCloseCode.SessionInvalid, String(admission))
        return
      }
      admission.socket = socket
      socket.on('pong', () => {
        admission.alive = true
      })
    },
  )
}
