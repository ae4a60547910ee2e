/**
 * The notice sockets this instance holds, by user: who is connected here, where a notice's frame
 * goes, and which sockets a heartbeat must check. Memory only; what other instances need to
 * know (who is online anywhere) is mirrored into `socket_presence` by socket-presence.ts.
 *
 * A connection is counted from the moment its token checks out, before the WebSocket upgrade
 * completes, so presence already covers a socket when the client sees it open.
 */
import type { WebSocket } from 'ws'

/** One user's connection: counted from authentication, with its socket once upgraded. */
export interface Connection {
  readonly userId: number
  /** The `sessions` row of its token, checked again every heartbeat. */
  readonly sessionId: string
  /** The team whose context the socket was opened in; null for the personal context. */
  readonly teamId: number | null
  socket: WebSocket | null
  /** Whether it answered the last ping (or is new). */
  alive: boolean
}

/** A socket this far behind on frames (1 MiB unsent) is dropped; it reconnects and catches up by cursor. */
export const MAX_BUFFERED_BYTES = 1024 * 1024

/** The registry; `onPresenceChange` hears a user's first connection arrive and last one leave. */
export class SocketRegistry {
  readonly #byUser = new Map<number, Set<Connection>>()

  constructor(private readonly onPresenceChange: (userId: number) => void = () => undefined) {}

  /** Counts a connection of `userId`; `release` it when its TCP connection closes. */
  open(userId: number, sessionId: string, teamId: number | null = null): Connection {
    const connection: Connection = { userId, sessionId, teamId, socket: null, alive: true }
    let connections = this.#byUser.get(userId)
    if (!connections) this.#byUser.set(userId, (connections = new Set()))
    connections.add(connection)
    if (connections.size === 1) this.onPresenceChange(userId)
    return connection
  }

  /** Forgets a connection; safe to call twice. */
  release(connection: Connection): void {
    const connections = this.#byUser.get(connection.userId)
    if (!connections?.delete(connection)) return
    if (connections.size > 0) return
    this.#byUser.delete(connection.userId)
    this.onPresenceChange(connection.userId)
  }

  /** Whether `userId` has a connection here. */
  has(userId: number): boolean {
    return this.#byUser.has(userId)
  }

  /** How many connections `userId` has here. */
  count(userId: number): number {
    return this.#byUser.get(userId)?.size ?? 0
  }

  /** The users connected here. */
  userIds(): number[] {
    return [...this.#byUser.keys()]
  }

  /** Every connection here. */
  *connections(): Iterable<Connection> {
    for (const connections of this.#byUser.values()) yield* connections
  }

  /** Sends one text frame to every open socket of `userIds`; answers how many got it. */
  send(userIds: Iterable<number>, frame: string): number {
    // Encoded once: with a thousand sockets of one user, encoding per socket would dominate.
    const bytes = Buffer.from(frame)
    let sent = 0
    for (const userId of new Set(userIds)) {
      for (const { socket } of this.#byUser.get(userId) ?? []) {
        if (!socket || socket.readyState !== socket.OPEN) continue
        if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
          socket.terminate()
          continue
        }
        socket.send(bytes, { binary: false })
        sent += 1
      }
    }
    return sent
  }

  /**
   * Closes the sockets opened in team `teamId`'s context, of `userId` only or (null) of everyone:
   * their memberships ended. Answers how many were closed.
   */
  closeTeamContext(teamId: number, userId: number | null, code: number, reason: string): number {
    let closed = 0
    for (const connection of this.connections()) {
      if (connection.teamId !== teamId || (userId !== null && connection.userId !== userId)) continue
      connection.socket?.close(code, reason)
      closed += 1
    }
    return closed
  }

  /** Closes every socket of `userId` here with `code` and `reason`; answers how many. */
  closeUser(userId: number, code: number, reason: string): number {
    const connections = [...(this.#byUser.get(userId) ?? [])]
    for (const { socket } of connections) socket?.close(code, reason)
    return connections.length
  }

  /** Closes every socket with `code` and `reason` (the connections go when their TCP connections close). */
  closeAll(code: number, reason: string): void {
    for (const { socket } of this.connections()) socket?.close(code, reason)
  }
}
