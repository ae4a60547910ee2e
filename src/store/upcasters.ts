/**
 * Upcasters turn an event of an older version into the next one, so a log written by an older
 * app still replays after an upgrade. A shipped event never changes: a new payload shape gets a
 * new version and an upcaster from the previous one (STYLE.md habit 5).
 */
import type { StoredEvent } from './events'

export interface Upcaster {
  type: string
  /** The version this upcaster reads; it returns version `from + 1`. */
  from: number
  upcast(payload: unknown): unknown
}

export interface Upcasting {
  /** The version new events of `type` are written at: 1 plus the upcasters of that type. */
  currentVersion(type: string): number
  /** The event at its current version (the same object when already current). */
  upcast(event: StoredEvent): StoredEvent
}

export function createUpcasting(upcasters: readonly Upcaster[]): Upcasting {
  const byStep = new Map(upcasters.map((upcaster) => [`${upcaster.type}@${upcaster.from}`, upcaster]))
  const current = new Map<string, number>()
  for (const { type, from } of upcasters) current.set(type, Math.max(current.get(type) ?? 1, from + 1))

  return {
    currentVersion: (type) => current.get(type) ?? 1,
    upcast(event) {
      let upgraded = event
      for (let step = byStep.get(`${event.type}@${event.v}`); step; step = byStep.get(`${event.type}@${upgraded.v}`)) {
        upgraded = { ...upgraded, v: step.from + 1, payload: step.upcast(upgraded.payload) }
      }
      return upgraded
    },
  }
}
