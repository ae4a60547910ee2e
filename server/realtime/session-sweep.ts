/**
 * A socket lives longer than the check of its token: logout (or the 30 days running out) ends the
 * session, not the socket. Every heartbeat this closes the sockets whose session ended, with one
 * query for all the sessions this instance holds sockets for.
 */
import { sql, type Kysely } from 'kysely'
import { HubErrorCode, SocketCloseCode } from '../../contract/index'
import type { DB } from '../db/schema'
import type { SocketRegistry } from './socket-registry'

/** Closes (4401 with the Hub error code) every socket whose session is no longer valid; answers how many. */
export async function closeEndedSessions(db: Kysely<DB>, registry: SocketRegistry): Promise<number> {
  const connections = [...registry.connections()]
  if (connections.length === 0) return 0
  const sessionIds = [...new Set(connections.map((connection) => connection.sessionId))]
  const rows = await sql<{ id: string; revoked: boolean; expired: boolean }>`
    select id, revoked_at is not null as revoked, expires_at <= now() as expired
    from sessions where id = any(${sessionIds}::uuid[])`.execute(db)
  const endings = new Map<string, number>()
  for (const row of rows.rows) {
    if (row.revoked) endings.set(row.id, HubErrorCode.SessionRevoked)
    else if (row.expired) endings.set(row.id, HubErrorCode.SessionExpired)
  }
  const found = new Set(rows.rows.map((row) => row.id))
  let closed = 0
  for (const connection of connections) {
    // A purged row (a day after expiry) reads as an unknown token, as `resolveSession` answers.
    const code = found.has(connection.sessionId) ? endings.get(connection.sessionId) : HubErrorCode.SessionMissing
    if (code === undefined || !connection.socket) continue
    connection.socket.close(SocketCloseCode.SessionInvalid, String(code))
    closed += 1
  }
  return closed
}
