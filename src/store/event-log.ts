/**
 * The log and its read models. `append` writes events (and, when it compacts, every snapshot) in
 * one transaction (STYLE.md habit 6); `read` returns a projection's snapshot plus the tail of the
 * log after it, with the optimistic effects of queued commands on top. The log is compacted as it
 * grows: every snapshot is brought up to date, then the oldest events are dropped, so a scope
 * keeps at most `maxEvents` whatever the number of events it ever received.
 */
import { Dexie } from 'dexie'
import type { AnyCommand } from './command'
import type { HubDatabase, SnapshotRow } from './db'
import type { EventDraft, StoredEvent } from './events'
import { isFromServer } from './events'
import { applyEvent, type Projection } from './projection'
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
  /** How many recent events compaction keeps (for rebuilds and support). */
  keepEvents: number
}

export const DEFAULT_LOG_LIMITS: LogLimits = { maxEvents: 300, keepEvents: 100 }

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

interface Folded<S> {
  state: S
  seq: number
  syncedAt: string | null
}

export function createEventLog(options: EventLogOptions) {
  const { db, projections } = options
  const upcasting = createUpcasting(options.upcasters ?? [])
  const commands = new Map((options.commands ?? []).map((command) => [command.name, command]))
  const limits = options.limits ?? DEFAULT_LOG_LIMITS
  const newId = options.newId ?? (() => crypto.randomUUID())
  const now = options.now ?? (() => new Date().toISOString())

  /** Snapshot plus tail: the confirmed state of one projection in one scope. */
  async function fold<S>(scope: string, projection: Projection<S>): Promise<Folded<S>> {
    const snapshot = await db.snapshots.get([scope, projection.name])
    const valid = snapshot?.version === projection.version
    let state = valid ? (snapshot.state as S) : projection.initial
    let seq = valid ? snapshot.seq : 0
    let syncedAt = valid ? snapshot.syncedAt : null
    const tail = await db.events
      .where('[scope+seq]')
      .between([scope, seq], [scope, Dexie.maxKey], false, true)
      .toArray()
    for (const stored of tail) {
      const event = upcasting.upcast(stored)
      const next = applyEvent(projection, state, event)
      if (event.type in projection.on && isFromServer(event.origin)) syncedAt = event.at
      state = next
      seq = stored.seq ?? seq
    }
    return { state, seq, syncedAt }
  }

  async function saveSnapshot<S>(scope: string, projection: Projection<S>, folded: Folded<S>): Promise<void> {
    const row: SnapshotRow = {
      scope,
      name: projection.name,
      version: projection.version,
      seq: folded.seq,
      state: folded.state,
      syncedAt: folded.syncedAt,
    }
    await db.snapshots.put(row)
  }

  async function compactIfLarge(scope: string): Promise<void> {
    const range = db.events.where('[scope+seq]').between([scope, Dexie.minKey], [scope, Dexie.maxKey])
    const count = await range.count()
    if (count <= limits.maxEvents) return
    // Every snapshot first covers the whole log, so nothing dropped below is still needed.
    for (const projection of projections) await saveSnapshot(scope, projection, await fold(scope, projection))
    const oldest = await range.limit(count - limits.keepEvents).primaryKeys()
    await db.events.bulkDelete(oldest)
  }

  return {
    db,
    upcasting,
    commands,

    /** Appends events to a scope's log and updates every projection they feed, atomically. */
    async append(scope: string, drafts: readonly EventDraft[]): Promise<void> {
      if (drafts.length === 0) return
      await db.transaction('rw', db.events, db.snapshots, db.outbox, async () => {
        for (const draft of drafts) {
          await db.events.add({
            id: draft.id ?? newId(),
            type: draft.type,
            v: upcasting.currentVersion(draft.type),
            payload: draft.payload,
            at: draft.at ?? now(),
            origin: draft.origin,
            scope,
          })
        }
        // Snapshots are written by compaction only: a read folds at most `maxEvents` events on
        // top of one, and rewriting every snapshot per append made a burst of notices quadratic.
        await compactIfLarge(scope)
      })
    },

    /** A projection's read model: confirmed state plus the effects of the scope's queued commands. */
    async read<S>(scope: string, projection: Projection<S>): Promise<View<S>> {
      const folded = await fold(scope, projection)
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
      const events = await db.events
        .where('[scope+seq]')
        .between([scope, Dexie.minKey], [scope, Dexie.maxKey])
        .toArray()
      return events.reduce((state, event) => applyEvent(projection, state, upcasting.upcast(event)), projection.initial)
    },

    /** Events a scope holds now. */
    async size(scope: string): Promise<number> {
      return db.events.where('[scope+seq]').between([scope, Dexie.minKey], [scope, Dexie.maxKey]).count()
    },

    /** Deletes every event, snapshot and queued command of the scopes `matches` accepts. */
    async erase(matches: (scope: string) => boolean): Promise<void> {
      await db.transaction('rw', db.events, db.snapshots, db.outbox, async () => {
        await db.events.filter((event) => matches(event.scope)).delete()
        await db.snapshots.filter((row) => matches(row.scope)).delete()
        await db.outbox.filter((row) => matches(row.scope)).delete()
      })
    },
  }
}

/** The events of a scope as stored, oldest first (tests, support). */
export function eventsOf(db: HubDatabase, scope: string): Promise<StoredEvent[]> {
  return db.events.where('[scope+seq]').between([scope, Dexie.minKey], [scope, Dexie.maxKey]).toArray()
}
