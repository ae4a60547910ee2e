/**
 * The heartbeat of the notice sockets. A socket whose peer vanished (a laptop lid closed, a
 * mobile network gone) stays open on the server until TCP gives up, minutes later: each beat
 * pings every socket and terminates the ones that did not answer the previous ping. The same
 * beat runs the instance's periodic checks (ended sessions, presence refresh).
 */
import type { SocketRegistry } from './socket-registry'

/** 30 s: well inside the idle timeouts of proxies and load balancers (often 60 s). */
export const DEFAULT_HEARTBEAT_MS = 30_000

/** A running heartbeat. */
export interface Heartbeat {
  /** Stops beating and waits for a beat in progress. */
  stop(): Promise<void>
}

/**
 * Beats every `intervalMs`: pings, then `checks()`. A beat whose checks still run when the next
 * is due lets that one ping but skips its checks, so a slow database never piles them up.
 */
export function startHeartbeat(
  registry: SocketRegistry,
  intervalMs: number,
  checks: () => Promise<void>,
  onError: (error: unknown) => void,
): Heartbeat {
  let running: Promise<void> | null = null
  const timer = setInterval(() => {
    pingAll(registry)
    if (running) return
    running = checks()
      .catch(onError)
      .finally(() => {
        running = null
      })
  }, intervalMs)
  // The server's listening socket keeps the process alive, not the heartbeat.
  timer.unref()
  return {
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}

/** Terminates every socket that missed the last ping, and pings the others. */
export function pingAll(registry: SocketRegistry): void {
  for (const connection of registry.connections()) {
    const { socket } = connection
    if (!socket || socket.readyState !== socket.OPEN) continue
    if (!connection.alive) {
      socket.terminate()
      continue
    }
    connection.alive = false
    socket.ping()
  }
}
