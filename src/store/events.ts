/**
 * The event envelope of the client store's log (DESIGN.md "The app"). Events are past-tense facts
 * (`wallet.loaded`, `notice.received`) carrying every id and time their projections need, so a
 * projection never reads a clock, a random number or the network.
 */

/** Who produced an event: a server answer, a socket frame, the user's own act, or the app itself. */
export type EventOrigin = 'server' | 'socket' | 'user' | 'system'

/**
 * Payloads by event type, at their current version. Each feature adds its events by declaration
 * merging (`declare module '../../store/events' { interface EventPayloads { … } }`), so the store
 * never imports a feature and a projection's handlers are still typed.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface EventPayloads {}

export type EventType = keyof EventPayloads & string

/** One entry of the log as Dexie stores it. `seq` orders the log; `v` is the payload's version. */
export interface StoredEvent<T extends string = string, P = unknown> {
  seq?: number
  id: string
  type: T
  v: number
  payload: P
  /** ISO time the fact happened (for server answers: when the answer arrived). */
  at: string
  origin: EventOrigin
  /** Whose data this is: see scope.ts. */
  scope: string
}

/** A typed event of the current version, as projections receive it. */
export type HubEvent<T extends EventType = EventType> = { [K in T]: StoredEvent<K, EventPayloads[K]> }[T]

/** What a caller appends: the store adds id, time, version and scope. */
export type EventDraft<T extends EventType = EventType> = {
  [K in T]: { type: K; payload: EventPayloads[K]; origin: EventOrigin; at?: string; id?: string }
}[T]

/** Builds a draft with its type checked against its payload. */
export function fact<T extends EventType>(
  type: T,
  payload: EventPayloads[T],
  origin: EventOrigin,
  at?: string,
): EventDraft<T> {
  return { type, payload, origin, at } as EventDraft<T>
}

/** True for origins that bring the server's data, whose time is the data's age. */
export function isFromServer(origin: EventOrigin): boolean {
  return origin === 'server' || origin === 'socket'
}
