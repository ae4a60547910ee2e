/**
 * The log and its read models. `append` writes events (and, when it compacts, the snapshots that
 * changed) in one transaction (STYLE.md habit 6); `read` returns a projection's view: every
 * projection of the scope is folded together and kept in memory, caught up with the log's tail on
 * each read, with the optimistic effects of queued commands on top. The log is compacted as it
 * grows: snapshots are brought up to date, then the oldest events are dropped, so a scope keeps at
 * most `maxEvents` whatever the number of events it ever received. README.md says why it is built
 * this way (issue 15's measurements). */
import { Dexie } from 'dexie'
import type { AnyCommand } from './command'
import type { HubDatabase } from './db'
import type { EventDraft, StoredEvent } from './events'
import { applyEvent, type Projection } from './projection'
import { applyAll, fromSnapshots, type Folded, type ScopeViews } from './scope-views'
import { createUpcasting, type Upcaster } from './upcasters'

/** A read model as screens see it. */
export interface View<S> {
  state: S
  /** Time of the last server data it holds; null when it holds none. */
  syncedAt: string | null
  /** Queued commands whose effect it shows but the server has not yet accepted. */
  pending: number
}

export interface LogLimits {
  /** Compaction starts when a scope holds more events than this. */
  maxEvents: number
  /**
   * How many recent events compaction keeps (for rebuilds and support); at least 1, as the last
   * event is how a tab knows its views are still in step with the log (see `upToDate`).
   */
  keepEvents: number
}

export const DEFAULT_LOG_LIMITS: LogLimits = { maxEvents: 500, keepEvents: 100 }

export interface EventLogOptions {
  db: HubDatabase
  // Projections of every state type share the registry.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  projections: readonly Projection<any>[]
  upcasters?: readonly Upcaster[]
  commands?: readonly AnyCommand[]
  limits?: LogLimits
  /** Event ids; random UUIDs by default. */
  newId?: () => string
  /** ISO time of events that bring none; now by default. */
  now?: () => string
}

export type EventLog = ReturnType<typeof createEventLog>

/** A scope's views, and where in the scope's log they stand. */
interface Cached extends ScopeViews {
  /** Id of the event at `seq`, null when `seq` is 0: a scope erased and filled again reuses `seq`s. */
  readonly lastId: string | null
  /** At or below the `seq` of the scope's oldest event: `seq - oldest + 1` bounds the log's size. */
  readonly oldest: number
}

/** Events per read while loading a scope's views (see `load`). */
const LOAD_PAGE = 500

export function createEventLog(options: EventLogOptions) {
  const { db } = options
  const projections = options.projections as readonly Projection<unknown>[]
  const upcasting = createUpcasting(options.upcasters ?? [])
  const commands = new Map((options.commands ?? []).map((command) => [command.name, command]))
  const limits = options.limits ?? DEFAULT_LOG_LIMITS
  if (limits.keepEvents < 1) throw new Error('compaction must keep at least the last event')
  const newId = options.newId ?? (() => crypto.randomUUID())
  const now = options.now ?? (() => new Date().toISOString())
  const indexOf = new Map(projections.map((projection, index) => [projection, index]))
  /** Every projection's state per scope as this tab last folded it (see `upToDate`). */
  const cache = new Map<string, Cached>()
  /** Loads from snapshots running outside a transaction, shared by the views read side by side. */
  const loading = new Map<string, Promise<Cached>>()

  // `[scope+seq]` is the log's primary key: these are key ranges, read and deleted in one request.
  const scopeRange = (scope: string) =>
    db.log.where('[scope+seq]').between([scope, Dexie.minKey], [scope, Dexie.maxKey])
  const logFrom = (scope: string, seq: number, inclusive: boolean) =>
    db.log.where('[scope+seq]').between([scope, seq], [scope, Dexie.maxKey], inclusive, true)

  /**
   * Snapshots plus the log after them, in one pass for every projection. The log is read a page
   * at a time, the next page asked for before this one is folded, so a long log (after a version
   * bump) is folded while IndexedDB reads; pages of 500 also read faster than one `getAll` of
   * everything in Chromium (100,000 events: ~2.1 s against ~2.9 s).
   */
  async function load(scope: string): Promise<Cached> {
    const start = fromSnapshots(projections, await db.snapshots.where('scope').equals(scope).toArray())
    const [first] = await scopeRange(scope).limit(1).primaryKeys()
    // The first page starts at the earliest snapshot's own event, so the id of the event at
    // `seq` is known even when nothing follows the snapshots.
    const page = (from: number, inclusive: boolean) => logFrom(scope, from, inclusive).limit(LOAD_PAGE).toArray()
    let views = start.views
    let seq = start.seq
    let last: StoredEvent | undefined
    let next: Promise<StoredEvent[]> | undefined = page(Math.min(...start.starts, Number.MAX_SAFE_INTEGER), true)
    while (next) {
      const events: StoredEvent[] = await next
      const end = events.at(-1)
      next = events.length === LOAD_PAGE && end?.seq !== undefined ? page(end.seq, false) : undefined
      views = applyAll(projections, upcasting, views, events, start.starts)
      last = end ?? last
    }
    seq = Math.max(seq, last?.seq ?? 0)
    const lastId = last !== undefined && last.seq === seq ? last.id : null
    return { seq, lastId, oldest: first?.[1] ?? seq + 1, views }
  }

  /** Keeps `views` unless the cache already holds a later state of the scope. */
  function remember(scope: string, views: Cached): void {
    if ((cache.get(scope)?.seq ?? -1) < views.seq) cache.set(scope, views)
  }

  /**
   * Every view of the scope as of the end of its log. The cached views are caught up with the
   * events appended since (by this tab's appends or another tab's), read together with the event
   * they end at, in one request; they are dropped for a new load when events after them may be
   * gone: another tab compacted past them or erased the scope. Compaction only ever drops the
   * oldest events, so a log that still holds the cached views' last event (same `seq`, same id)
   * holds every event after it; views of an empty scope need the log to start at `seq` 1. Inside
   * a transaction (`shared` false) nothing outside it is awaited, so the transaction stays alive.
   */
  async function upToDate(scope: string, shared: boolean): Promise<Cached> {
    const cached = cache.get(scope)
    let tail = cached && (await tailOf(scope, cached))
    let current: Cached
    if (cached && tail) current = cached
    else {
      if (cached && cache.get(scope) === cached) cache.delete(scope)
      if (!shared) current = await load(scope)
      else {
        let pending = loading.get(scope)
        if (!pending) {
          pending = load(scope).finally(() => loading.delete(scope))
          loading.set(scope, pending)
        }
        current = await pending
      }
      remember(scope, current)
      // Read here even after a shared load, so a live query sees the range it depends on.
      tail = await logFrom(scope, current.seq, false).toArray()
    }
    const last = tail.at(-1)
    if (last === undefined) return current
    const next = {
      ...current,
      seq: last.seq ?? current.seq,
      lastId: last.id,
      views: applyAll(projections, upcasting, current.views, tail),
    }
    remember(scope, next)
    return next
  }

  /** The events after `current`, or undefined when the log no longer holds all of them. */
  async function tailOf(scope: string, current: Cached): Promise<StoredEvent[] | undefined> {
    const events = await logFrom(scope, current.seq, true).toArray()
    const [first] = events
    if (current.seq === 0) return first === undefined || first.seq === 1 ? events : undefined
    return first?.seq === current.seq && first.id === current.lastId ? events.slice(1) : undefined
  }

  /**
   * Every projection's snapshot at the end of the log, then the events before the last
   * `keepEvents` dropped. Unchanged projections are written too: their snapshots then start where
   * the others do, so start-up reads only the events after this compaction. No request counts
   * the log: `seq`s count up by one in a scope, so `seq - oldest + 1` is its size (or more, when
   * another tab compacted it meanwhile or it holds `seq`s of schema v2, which compacts it early).
   */
  async function compact(scope: string, views: Cached): Promise<Cached> {
    if (views.seq - views.oldest + 1 <= limits.maxEvents) return views
    await db.snapshots.bulkPut(
      projections.map((projection, index) => ({
        scope,
        name: projection.name,
        version: projection.version,
        seq: views.seq,
        ...(views.views[index] as Folded),
      })),
    )
    // A delete by key range costs IndexedDB a fraction of one by keys (0.2 s against 4.5 s for
    // 20,000 events in Chromium).
    const lastDropped = views.seq - limits.keepEvents
    await db.log.where('[scope+seq]').between([scope, Dexie.minKey], [scope, lastDropped], true, true).delete()
    return { ...views, oldest: lastDropped + 1 }
  }

  return {
    db,
    upcasting,
    commands,

    /**
     * Appends events to a scope's log and updates every projection they feed, atomically. The
     * projections are applied in memory; their snapshots are written when the log compacts.
     */
    async append(scope: string, drafts: readonly EventDraft[]): Promise<void> {
      if (drafts.length === 0) return
      // Inside a caller's transaction (the outbox's), the views are kept only once that one commits.
      const nested = Dexie.currentTransaction !== null
      const write = (inStep?: Cached) =>
        db.transaction('rw', db.log, db.snapshots, db.outbox, async () => {
          let current: Cached
          let rows: StoredEvent[]
          if (inStep) {
            // Sent together with the read that checks the views are still in step with the log,
            // not after it: one wait for IndexedDB less per append. When they are not (another
            // tab wrote), the transaction is undone and the append written again after a read.
            current = inStep
            rows = toRows(scope, drafts, current.seq)
            // The read is sent first: IndexedDB answers a transaction's requests in order.
            const tail = tailOf(scope, current).catch(() => undefined)
            const added = db.log.bulkAdd(rows).then(
              () => true,
              () => false,
            )
            if (!(await added) || (await tail)?.length !== 0) throw new OutOfStep()
          } else {
            current = await upToDate(scope, false)
            // `upToDate` read the log to its end: the scope's next `seq`s follow `current.seq`.
            rows = toRows(scope, drafts, current.seq)
            await db.log.bulkAdd(rows)
          }
          const last = rows.at(-1) as StoredEvent
          const next = {
            ...current,
            seq: last.seq as number,
            lastId: last.id,
            views: applyAll(projections, upcasting, current.views, rows),
          }
          // Snapshots are written by compaction only: a read folds at most `maxEvents` events on
          // top of one, and rewriting every snapshot per append made a burst of notices quadratic.
          return compact(scope, next)
        })
      const cached = nested ? undefined : cache.get(scope)
      const result = await (cached ? write(cached) : write()).catch((error: unknown) => {
        if (error instanceof OutOfStep) return write()
        throw error
      })
      if (!nested) remember(scope, result)
    },

    /** A projection's read model: confirmed state plus the effects of the scope's queued commands. */
    async read<S>(scope: string, projection: Projection<S>): Promise<View<S>> {
      const index = indexOf.get(projection as Projection<unknown>)
      const folded = (
        index === undefined
          ? await foldAlone(scope, projection)
          : (await upToDate(scope, Dexie.currentTransaction === null)).views[index]
      ) as Folded<S>
      const queued = await db.outbox.where('scope').equals(scope).sortBy('seq')
      let state = folded.state
      let pending = 0
      for (const row of queued) {
        const effect = commands.get(row.command)?.optimistic?.[projection.name] as
          ((state: S, payload: unknown) => S) | undefined
        if (!effect) continue
        state = effect(state, row.payload)
        pending += 1
      }
      return { state, syncedAt: folded.syncedAt, pending }
    },

    /** The state rebuilt from the retained log alone, ignoring snapshots (tests, support). */
    async rebuild<S>(scope: string, projection: Projection<S>): Promise<S> {
      const events = await scopeRange(scope).toArray()
      return events.reduce((state, event) => applyEvent(projection, state, upcasting.upcast(event)), projection.initial)
    },

    /** Events a scope holds now. */
    async size(scope: string): Promise<number> {
      return scopeRange(scope).count()
    },

    /** Deletes every event, snapshot and queued command of the scopes `matches` accepts. */
    async erase(matches: (scope: string) => boolean): Promise<void> {
      await db.transaction('rw', db.log, db.snapshots, db.outbox, async () => {
        await db.log.filter((event) => matches(event.scope)).delete()
        await db.snapshots.filter((row) => matches(row.scope)).delete()
        await db.outbox.filter((row) => matches(row.scope)).delete()
      })
      for (const scope of [...cache.keys()]) if (matches(scope)) cache.delete(scope)
    },
  }

  /** The log's rows for `drafts`, after the scope's last `seq`. */
  function toRows(scope: string, drafts: readonly EventDraft[], after: number): StoredEvent[] {
    return drafts.map((draft, index) => ({
      seq: after + index + 1,
      id: draft.id ?? newId(),
      type: draft.type,
      v: upcasting.currentVersion(draft.type),
      payload: draft.payload,
      at: draft.at ?? now(),
      origin: draft.origin,
      scope,
    }))
  }

  /** A projection the log was not created with (tests, support): its snapshot plus the tail. */
  async function foldAlone<S>(scope: string, projection: Projection<S>): Promise<Folded<S>> {
    const start = fromSnapshots(
      [projection as Projection<unknown>],
      await db.snapshots.where('scope').equals(scope).toArray(),
    )
    const tail = await logFrom(scope, start.starts[0] as number, false).toArray()
    return applyAll([projection as Projection<unknown>], upcasting, start.views, tail)[0] as Folded<S>
  }
}

/** Thrown to undo an append written on views another tab's writes left behind. */
class OutOfStep extends Error {}

/** The events of a scope as stored, oldest first (tests, support). */
export function eventsOf(db: HubDatabase, scope: string): Promise<StoredEvent[]> {
  return db.log.where('[scope+seq]').between([scope, Dexie.minKey], [scope, Dexie.maxKey]).toArray()
}
