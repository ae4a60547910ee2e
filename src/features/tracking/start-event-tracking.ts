/**
 * Starts the app's event tracking with the store (app-store.ts): batches go to the outbox under
 * a sibling scope of the account's (`u42:events`, `u42:t7:events`), so they are sent in order,
 * exactly once, and erased with the account at logout, but are not "changes waiting to be sent"
 * in the header, nor queued behind (or holding up) the user's own changes. Route changes are
 * followed through the Navigation API's `currententrychange` (the router's pushState); browsers
 * without it track only the key actions.
 */
import type { TrackedEvent } from '../../../contract/methods/system'
import { createEventTracker } from './event-tracker'
import { setTracker } from '../../lib/track-event'
import { trackingOptedOut, type PrivacySignals } from './tracking-opt-out'

export interface TrackingEnv {
  /** The signed-in scope, or null (events then are dropped). */
  activeScope(): string | null
  /** Queues the batch command in `scope`'s outbox. */
  enqueue(scope: string, events: TrackedEvent[]): Promise<void>
  /** Sends `scope`'s queue when online. */
  flush(scope: string): void
}

/** Where an account's tracked events wait. */
export function trackingScopeOf(scope: string): string {
  return `${scope}:events`
}

interface NavigationLike {
  addEventListener(type: 'currententrychange', listener: () => void): void
}

export function startEventTracking(env: TrackingEnv): void {
  const tracker = createEventTracker({
    optedOut: () => trackingOptedOut(navigator as PrivacySignals),
    currentPage: () => location.pathname,
    async enqueue(events) {
      const scope = env.activeScope()
      if (scope === null) return
      await env.enqueue(trackingScopeOf(scope), events)
      env.flush(trackingScopeOf(scope))
    },
  })
  setTracker(tracker)

  let lastPath = location.pathname
  tracker.track('route_view')
  const navigation = (globalThis as { navigation?: NavigationLike }).navigation
  navigation?.addEventListener('currententrychange', () => {
    if (location.pathname === lastPath) return
    lastPath = location.pathname
    tracker.track('route_view')
  })
  // What is gathered goes to the outbox (IndexedDB) before the page is hidden or closed.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') tracker.flush()
  })
  window.addEventListener('online', () => {
    const scope = env.activeScope()
    if (scope !== null) env.flush(trackingScopeOf(scope))
  })
}
