/**
 * `trackEvent(name, data)` for every screen and feature: forwards to the tracker the app starts
 * with the store (features/tracking, plugged in by app-store.ts); before that, and while signed
 * out, events are dropped (the outbox holds an account's writes only, and a visitor's clicks are
 * not worth a queue of their own). In lib so any feature may report its key actions without
 * importing the tracking feature.
 */

/** Where tracked events go: the running tracker (features/tracking/event-tracker.ts). */
export interface TrackedEventSink {
  track(event: string, data?: Record<string, string | number | boolean>): void
}

let tracker: TrackedEventSink | null = null

/** The composition root plugs the running tracker in (null: stop tracking). */
export function setTracker(value: TrackedEventSink | null): void {
  tracker = value
}

export function trackEvent(event: string, data?: Record<string, string | number | boolean>): void {
  tracker?.track(event, data)
}
