/**
 * Live notices, put together: the `/ws` socket, this instance's registry of sockets and its rows
 * in `socket_presence`, the LISTEN on `hubdeck_notices` that hears every committed notice of
 * every instance, the LISTEN on `hubdeck_memberships` that closes team-context sockets whose
 * membership ended, the fan-out to sockets and Web Push, and the heartbeat. Starts when the server
 * is ready (after `main.ts` has migrated) and stops when it closes: sockets get 1001 so clients
 * reconnect to another instance, then the listener, pending pushes and presence rows are ended.
 */
import { randomUUID } from 'node:crypto'
import websocket from '@fastify/websocket'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { HubErrorCode, SocketCloseCode } from '../../contract/index'
import type { VapidSettings } from '../config'
import type { Database } from '../db/database'
import { DEFAULT_HEARTBEAT_MS, startHeartbeat, type Heartbeat } from './heartbeat'
import { createNoticeFanout } from './notice-fanout'
import { endedMembershipOf, MEMBERSHIP_CHANNEL } from './membership-signal'
import { NOTICE_CHANNEL, noticeIdOf } from './notice-signal'
import { closeEndedSessions } from './session-sweep'
import { SocketPresence } from './socket-presence'
import { SocketRegistry } from './socket-registry'
import { socketRoute } from './socket-route'
import { registerDevSocketMethods } from './dev.methods'
import type { MethodRegistry } from '../rpc/registry'
import type { NoticeMailOptions } from '../modules/notices/notice-mail'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Resolves once every notice this instance has heard of is delivered: sent to its sockets,
     * pushed and mailed. Tests await it before proving a call changed nothing.
     */
    noticesDelivered(): Promise<void>
  }
}

/** How live notices are set up; every field but `database` has a default. */
export interface LiveNoticesOptions {
  database: Database
  /** Ping interval of the sockets, and the rhythm of the instance's checks; default 30 s. */
  heartbeatMs?: number
  /** `ServerConfig.vapid` for Web Push; default: the generated, stored pair. */
  vapid?: VapidSettings
  /** Notice e-mails: the mailer and the app's origin for links; none when absent. */
  mail?: Omit<NoticeMailOptions, 'log'>
  /** Outside production, the dev-only methods of live notices are added here. */
  devMethods?: MethodRegistry
}

/** The close reason of a socket whose team context ended: the Hub code a call would get (10403). */
const TEAM_GONE = String(HubErrorCode.Forbidden)

/** 1 s: how long closing sockets may take to say goodbye before they are cut. */
const SOCKET_CLOSE_GRACE_MS = 1000

/** Registers the socket route and the hooks that start and stop everything else. */
export async function liveNotices(app: FastifyInstance, options: LiveNoticesOptions): Promise<void> {
  const db = options.database.kysely
  const heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS
  const reportError = (what: string) => (error: unknown) => app.log.warn({ err: error }, what)
  const registry = new SocketRegistry((userId) => void presence.sync(userId))
  const presence = new SocketPresence(
    db,
    randomUUID(),
    registry,
    2 * heartbeatMs,
    reportError('socket presence not written'),
  )
  const fanout = createNoticeFanout({
    db,
    registry,
    presence,
    vapid: options.vapid,
    mail: options.mail,
    log: app.log,
  })
  app.decorate('noticesDelivered', () => fanout.drain())
  let stopListening: (() => Promise<void>) | undefined
  let stopHearingMemberships: (() => Promise<void>) | undefined
  let heartbeat: Heartbeat | undefined

  await app.register(websocket, {
    preClose: async () => {
      registry.closeAll(SocketCloseCode.GoingAway, 'server closing')
      await allClosed(app, SOCKET_CLOSE_GRACE_MS)
    },
  })
  socketRoute(app, { db, registry, presence })
  if (options.devMethods) registerDevSocketMethods(options.devMethods, registry)

  app.addHook('onReady', async () => {
    const schema = await currentSchema(options.database)
    stopListening = await options.database.listen(
      NOTICE_CHANNEL,
      (payload) => {
        const id = noticeIdOf(payload, schema)
        if (id !== null) fanout.deliver(id)
      },
      {
        onDrop: reportError('notice feed lost; reconnecting'),
        // Notices committed meanwhile were not heard: clients reconnect and catch up by cursor.
        onResume: () => registry.closeAll(SocketCloseCode.ServiceRestart, 'notice feed resumed'),
      },
    )
    // A membership that ended on any instance closes this instance's sockets in that team's context.
    stopHearingMemberships = await options.database.listen(
      MEMBERSHIP_CHANNEL,
      (payload) => {
        const ended = endedMembershipOf(payload, schema)
        if (!ended) return
        fanout.afterDelivered(() =>
          registry.closeTeamContext(ended.teamId, ended.userId, SocketCloseCode.TeamForbidden, TEAM_GONE),
        )
      },
      { onDrop: reportError('membership feed lost; reconnecting') },
    )
    heartbeat = startHeartbeat(
      registry,
      heartbeatMs,
      async () => {
        await closeEndedSessions(db, registry)
        await presence.refresh()
      },
      reportError('socket heartbeat checks failed'),
    )
  })

  app.addHook('onClose', async () => {
    await heartbeat?.stop()
    await stopListening?.()
    await stopHearingMemberships?.()
    await fanout.drain()
    await presence.clear()
  })
}

/** The schema notices are stored in, as `pg_notify` payloads name it. */
async function currentSchema(database: Database): Promise<string> {
  const result = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.kysely)
  const schema = result.rows[0]?.schema
  if (!schema) throw new Error('the database has no current schema')
  return schema
}

/** Resolves when every socket has closed, terminating those still open after `graceMs`. */
async function allClosed(app: FastifyInstance, graceMs: number): Promise<void> {
  const open = [...app.websocketServer.clients]
  const closed = Promise.all(open.map((socket) => new Promise((resolve) => socket.once('close', resolve))))
  const timer = setTimeout(() => {
    for (const socket of open) socket.terminate()
  }, graceMs)
  await closed
  clearTimeout(timer)
}
