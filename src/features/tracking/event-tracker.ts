/**
 * The app's event tracker (issue 18): events are gathered for a moment and queued as one batch
 * (one outbox command of up to MAX_EVENTS_PER_CALL events), so a burst of route changes costs one
 * call. Nothing personal: the event's name, the page's path without its query or hash (a query
 * may hold a code or an e-mail), and a few small properties. An event of a visitor who opted out
 * is dropped, never queued.
 */
import { MAX_EVENTS_PER_CALL, type TrackedEvent } from '../../../contract/methods/system'

/** Long enough to batch a page's first events, short enough to be sent before a tab closes. */
export const TRACKING_BATCH_MS = 2_000

export interface EventTrackerOptions {
  /** Queues one batch (the outbox command); a failure is the outbox's to retry, not the page's. */
  enqueue(events: TrackedEvent[]): Promise<void>
  /** Asked at every event (DNT/GPC may change while the page is open). */
  optedOut(): boolean
  /** The current page; only its path is kept. */
  currentPage(): string
  batchMs?: number
}

export type EventTracker = ReturnType<typeof createEventTracker>

/** Names like `route_view`, `endpoint_url_copied`: lower case, digits and `_`. */
const EVENT_NAME = /^[a-z][a-z0-9_]{0,63}$/

/** Only a path: `/rpc/statistic?key=1#x` → `/rpc/statistic`. */
export function pagePath(location: string): string {
  const path = location.replace(/[?#].*$/, '')
  return (path.startsWith('/') ? path : `/${path}`).slice(0, 512)
}

export function createEventTracker(options: EventTrackerOptions) {
  const batchMs = options.batchMs ?? TRACKING_BATCH_MS
  let pending: TrackedEvent[] = []
  let timer: ReturnType<typeof setTimeout> | null = null

  function flush(): void {
    if (timer !== null) clearTimeout(timer)
    timer = null
    if (pending.length === 0) return
    const batch = pending
    pending = []
    options.enqueue(batch).catch((error: unknown) => console.error('Tracked events not queued', error))
  }

  return {
    /** Records one event on the current page; dropped when the visitor opted out. */
    track(event: string, data?: Record<string, string | number | boolean>): void {
      if (options.optedOut()) return
      if (!EVENT_NAME.test(event)) throw new Error(`Not an event name: ${event}`)
      pending.push({ event, page: pagePath(options.currentPage()), ...(data ? { data } : {}) })
      if (pending.length >= MAX_EVENTS_PER_CALL) flush()
      else timer ??= setTimeout(flush, batchMs)
    },
    /** Queues what is gathered now (the page is being hidden). */
    flush,
    /** Events gathered and not yet queued (tests). */
    get pendingCount() {
      return pending.length
    },
  }
}
