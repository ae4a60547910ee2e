/**
 * LISTEN on PostgreSQL through one dedicated connection per process: a pooled connection cannot
 * listen (it is lent to other queries and may be closed when idle). If that connection drops,
 * it is opened again (0.5 s, doubling to 30 s) and every channel listened to again; notifications
 * sent meanwhile are lost, so subscribers hear `onDrop` and `onResume` and can make up for it.
 */
import pg from 'pg'

/** What a subscriber hears besides payloads. */
export interface ListenEvents {
  /** The connection dropped; notifications are missed until `onResume`. */
  onDrop?(error: Error): void
  /** Listening again after a drop; whatever was sent in between was missed. */
  onResume?(): void
}

/** What a subscriber does with each notification's payload. */
export type ListenHandler = (payload: string) => void

/** The process's listening connection. */
export interface PgListener {
  /** Listens on `channel` (a lower-case identifier) until the returned function is called. */
  listen(channel: string, onPayload: ListenHandler, events?: ListenEvents): Promise<() => Promise<void>>
  /** Ends the connection and stops reconnecting. */
  close(): Promise<void>
}

/** First wait before opening a dropped connection again; it doubles up to `MAX_RETRY_MS`. */
const FIRST_RETRY_MS = 500
/** 30 s. */
const MAX_RETRY_MS = 30_000

interface Subscription {
  channel: string
  onPayload: ListenHandler
  events: ListenEvents
}

/**
 * Creates the listener; it connects on the first `listen()`. `applicationName` shows in
 * `pg_stat_activity`, so an operator (or a test) can tell the listening connection apart.
 */
export function createPgListener(connectionString: string, applicationName = 'hubdeck-listen'): PgListener {
  const subscriptions = new Set<Subscription>()
  let client: pg.Client | null = null
  let connecting: Promise<pg.Client> | null = null
  let retryTimer: NodeJS.Timeout | undefined
  let retryMs = FIRST_RETRY_MS
  let closed = false

  const channels = () => new Set([...subscriptions].map((subscription) => subscription.channel))

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString, application_name: applicationName, keepAlive: true })
    next.on('notification', ({ channel, payload }) => {
      for (const subscription of subscriptions) {
        if (subscription.channel === channel) subscription.onPayload(payload ?? '')
      }
    })
    next.on('error', (error) => lost(next, error))
    next.on('end', () => lost(next, new Error('the listening connection ended')))
    try {
      await next.connect()
      for (const channel of channels()) await next.query(`listen ${channel}`)
    } catch (error) {
      next.removeAllListeners()
      next.on('error', () => undefined)
      await next.end().catch(() => undefined)
      throw error
    }
    client = next
    return next
  }

  function connected(): Promise<pg.Client> {
    if (client) return Promise.resolve(client)
    connecting ??= connect().finally(() => {
      connecting = null
    })
    return connecting
  }

  function lost(dropped: pg.Client, error: Error): void {
    if (dropped !== client || closed) return
    client = null
    dropped.removeAllListeners()
    dropped.on('error', () => undefined)
    dropped.end().catch(() => undefined)
    for (const subscription of subscriptions) subscription.events.onDrop?.(error)
    scheduleRetry()
  }

  function scheduleRetry(): void {
    retryTimer = setTimeout(async () => {
      if (closed) return
      try {
        await connected()
        retryMs = FIRST_RETRY_MS
        for (const subscription of subscriptions) subscription.events.onResume?.()
      } catch {
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS)
        scheduleRetry()
      }
    }, retryMs)
    retryTimer.unref()
  }

  return {
    async listen(channel, onPayload, events = {}) {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Unsafe channel name: ${channel}`)
      if (closed) throw new Error('the listener is closed')
      const subscription: Subscription = { channel, onPayload, events }
      const known = channels().has(channel)
      subscriptions.add(subscription)
      try {
        const current = await connected()
        if (!known) await current.query(`listen ${channel}`)
      } catch (error) {
        subscriptions.delete(subscription)
        throw error
      }
      return async () => {
        subscriptions.delete(subscription)
        if (!channels().has(channel)) await client?.query(`unlisten ${channel}`).catch(() => undefined)
      }
    },
    async close() {
      closed = true
      clearTimeout(retryTimer)
      subscriptions.clear()
      const open = client ?? (await connecting?.catch(() => null))
      client = null
      if (!open) return
      open.removeAllListeners()
      open.on('error', () => undefined)
      await open.end().catch(() => undefined)
    },
  }
}
