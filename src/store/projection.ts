/**
 * Projections: pure functions `(state, event) → state` that build every read model (DESIGN.md).
 * A projection names the events it reads; the store applies them in log order inside the same
 * transaction that appends them, so a read model is never behind its log.
 */
import type { EventType, HubEvent, StoredEvent } from './events'

export interface Projection<S> {
  /** Unique and stable: it keys the projection's snapshot. */
  readonly name: string
  /**
   * Bump when a handler changes meaning: snapshots of another version are ignored and the state
   * rebuilt from what the log still holds (read models are caches of server data, which the next
   * refresh completes).
   */
  readonly version: number
  readonly initial: S
  readonly on: { readonly [K in EventType]?: (state: S, event: HubEvent<K>) => S }
}

/** Applies one event; events the projection does not read leave the state as it was. */
export function applyEvent<S>(projection: Projection<S>, state: S, event: StoredEvent): S {
  const handler = (projection.on as Record<string, ((state: S, event: StoredEvent) => S) | undefined>)[event.type]
  return handler ? handler(state, event) : state
}

/** Whether the projection reads events of this type. */
export function reads(projection: Projection<unknown>, type: string): boolean {
  return type in projection.on
}

/** The state after `events`, from `state` (the projection's initial state by default). */
export function foldEvents<S>(
  projection: Projection<S>,
  events: readonly StoredEvent[],
  state = projection.initial,
): S {
  return events.reduce((current, event) => applyEvent(projection, current, event), state)
}
