/**
 * The connection screens read through (store-client.ts), built on Dexie live queries: each view
 * re-reads when the log, the snapshots or the outbox change, in this tab or another, and follows
 * the active scope when an account signs in or out.
 */
import { liveQuery, type Subscription } from 'dexie'
import type { AnyCommand } from './command'
import type { OutboxRow } from './db'
import type { EventLog, View } from './event-log'
import type { EventDraft } from './events'
import type { Outbox } from './outbox'
import type { Projection } from './projection'
import type { StoreConnection } from './store-client'

interface Observer {
  read: (scope: string) => Promise<unknown>
  listener: (value: never) => void
  empty: unknown
  subscription?: Subscription
}

export interface LiveStore extends StoreConnection {
  /** The scope screens show; null while signed out. */
  readonly scope: string | null
  setScope(scope: string | null): void
}

/** Performance mark set when a screen first gets data from IndexedDB (`npm run bench`, offline start). */
export const FIRST_STORED_VIEW_MARK = 'hubdeck:first-stored-view'

function markFirstView(value: unknown): void {
  const syncedAt = (value as { syncedAt?: unknown } | undefined)?.syncedAt
  if (typeof syncedAt !== 'string' || performance.getEntriesByName(FIRST_STORED_VIEW_MARK).length > 0) return
  performance.mark(FIRST_STORED_VIEW_MARK)
}

export function createLiveStore(options: {
  log: EventLog
  outbox: Outbox
  afterRun: (scope: string) => void
}): LiveStore {
  const { log, outbox } = options
  const observers = new Set<Observer>()
  let scope: string | null = null

  function start(observer: Observer): void {
    observer.subscription?.unsubscribe()
    observer.subscription = undefined
    const current = scope
    const listener = observer.listener as (value: unknown) => void
    if (current === null) {
      listener(observer.empty)
      return
    }
    observer.subscription = liveQuery(() => observer.read(current)).subscribe({
      next: (value) => {
        // A late answer for a scope left meanwhile must not show under the new one.
        if (scope !== current) return
        markFirstView(value)
        listener(value)
      },
      error: (error: unknown) => console.error('Store view failed', error),
    })
  }

  function watch(observer: Observer): () => void {
    observers.add(observer)
    start(observer)
    return () => {
      observer.subscription?.unsubscribe()
      observers.delete(observer)
    }
  }

  return {
    get scope() {
      return scope
    },
    setScope(next) {
      if (next === scope) return
      scope = next
      for (const observer of observers) {
        // The previous scope's data must not stay on screen while the new scope's first answer comes.
        ;(observer.listener as (value: unknown) => void)(observer.empty)
        start(observer)
      }
    },
    observe<S>(projection: Projection<S>, listener: (view: View<S> | undefined) => void) {
      return watch({ read: (at) => log.read(at, projection), listener, empty: undefined })
    },
    observeOutbox(listener: (rows: readonly OutboxRow[]) => void) {
      return watch({ read: (at) => outbox.queued(at), listener, empty: [] })
    },
    async record(drafts: readonly EventDraft[]) {
      // A server answer for a scope left while it was on its way is dropped, not misfiled.
      if (scope !== null) await log.append(scope, drafts)
    },
    async run<P>(command: AnyCommand, payload: P) {
      if (scope === null) throw new Error('No account is signed in')
      await outbox.enqueue(scope, command, payload)
      options.afterRun(scope)
    },
  }
}
