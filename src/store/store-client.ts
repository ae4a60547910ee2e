/**
 * What screens use of the store, without loading it: the store itself (Dexie, the log, the
 * outbox) is a lazily loaded chunk the app connects here after the first paint, so no route pays
 * for IndexedDB code before it has drawn. Until then views are `undefined` (screens show their
 * skeleton) and commands wait for the connection.
 */
import type { AnyCommand } from './command'
import type { OutboxRow } from './db'
import type { View } from './event-log'
import type { EventDraft } from './events'
import type { Projection } from './projection'

export interface StoreConnection {
  /** Calls `listener` with the projection's view in the active scope now and after every change; undefined while signed out. */
  observe<S>(projection: Projection<S>, listener: (view: View<S> | undefined) => void): () => void
  /** Calls `listener` with the active scope's queued commands now and after every change. */
  observeOutbox(listener: (rows: readonly OutboxRow[]) => void): () => void
  /** Queues a command in the active scope and sends it when the network allows. */
  run<P>(command: AnyCommand, payload: P): Promise<void>
  /** Appends facts (a server answer a screen asked for) to the active scope's log. */
  record(drafts: readonly EventDraft[]): Promise<void>
}

let connection: StoreConnection | undefined
let connected: (value: StoreConnection) => void = () => {}
const ready = new Promise<StoreConnection>((resolve) => (connected = resolve))
const waiting = new Set<(connection: StoreConnection) => void>()

/** The composition root connects the loaded store once. */
export function connectStore(value: StoreConnection): void {
  connection = value
  connected(value)
  for (const start of waiting) start(value)
  waiting.clear()
}

/** Runs `start` with the store as soon as it is connected; the returned function undoes either. */
export function whenConnected(start: (connection: StoreConnection) => () => void): () => void {
  if (connection) return start(connection)
  let stop: (() => void) | undefined
  let cancelled = false
  const begin = (value: StoreConnection) => {
    if (!cancelled) stop = start(value)
  }
  waiting.add(begin)
  return () => {
    cancelled = true
    waiting.delete(begin)
    stop?.()
  }
}

/** Appends facts a screen fetched (e.g. a page of notices) to the signed-in account's log. */
export async function recordFacts(drafts: readonly EventDraft[]): Promise<void> {
  await (await ready).record(drafts)
}

/** Queues a command (see command.ts); resolves once it is safely in the outbox. */
export async function runCommand<P>(command: AnyCommand, payload: P): Promise<void> {
  await (await ready).run(command, payload)
}
