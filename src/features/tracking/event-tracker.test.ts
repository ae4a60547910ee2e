import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MAX_EVENTS_PER_CALL, type TrackedEvent } from '../../../contract/methods/system'
import { createEventTracker, pagePath, TRACKING_BATCH_MS } from './event-tracker'
import { trackingOptedOut } from './tracking-opt-out'

describe('the event tracker', () => {
  let batches: TrackedEvent[][]
  let optedOut: boolean
  let page: string

  beforeEach(() => {
    vi.useFakeTimers()
    batches = []
    optedOut = false
    page = '/rpc/endpoint'
  })
  afterEach(() => vi.useRealTimers())

  const tracker = () =>
    createEventTracker({
      enqueue: async (events) => void batches.push(events),
      optedOut: () => optedOut,
      currentPage: () => page,
    })

  it('queues the events of a moment as one batch, with the page path of each', () => {
    const events = tracker()
    events.track('route_view')
    page = '/rpc/statistic?key=7#top'
    events.track('endpoint_url_copied', { network: 'hubdeck-devnet' })
    expect(batches).toEqual([])

    vi.advanceTimersByTime(TRACKING_BATCH_MS)

    expect(batches).toEqual([
      [
        { event: 'route_view', page: '/rpc/endpoint' },
        { event: 'endpoint_url_copied', page: '/rpc/statistic', data: { network: 'hubdeck-devnet' } },
      ],
    ])
  })

  it('sends a full batch at once and starts the next one', () => {
    const events = tracker()
    for (let index = 0; index < MAX_EVENTS_PER_CALL + 1; index += 1) events.track('route_view')
    expect(batches.map((batch) => batch.length)).toEqual([MAX_EVENTS_PER_CALL])
    vi.advanceTimersByTime(TRACKING_BATCH_MS)
    expect(batches.map((batch) => batch.length)).toEqual([MAX_EVENTS_PER_CALL, 1])
  })

  it('queues what is gathered when flushed (the page is hidden), and nothing when empty', () => {
    const events = tracker()
    events.flush()
    expect(batches).toEqual([])
    events.track('route_view')
    events.flush()
    expect(batches).toHaveLength(1)
    vi.advanceTimersByTime(TRACKING_BATCH_MS)
    expect(batches).toHaveLength(1)
  })

  it('drops, never queues, the events of a visitor who opted out', () => {
    const events = tracker()
    optedOut = true
    events.track('route_view')
    events.track('support_request_sent')
    expect(events.pendingCount).toBe(0)
    vi.advanceTimersByTime(TRACKING_BATCH_MS)
    expect(batches).toEqual([])

    optedOut = false
    events.track('route_view')
    vi.advanceTimersByTime(TRACKING_BATCH_MS)
    expect(batches).toEqual([[{ event: 'route_view', page: '/rpc/endpoint' }]])
  })

  it('refuses a name that is not an event name', () => {
    expect(() => tracker().track('User Clicked!')).toThrow(/Not an event name/)
  })
})

describe('opting out', () => {
  it.each([
    [{ doNotTrack: '1' }, true],
    [{ globalPrivacyControl: true }, true],
    [{ doNotTrack: '1', globalPrivacyControl: false }, true],
    [{ doNotTrack: '0' }, false],
    [{ doNotTrack: null, globalPrivacyControl: false }, false],
    [{}, false],
  ])('%o → opted out: %s', (signals, expected) => {
    expect(trackingOptedOut(signals)).toBe(expected)
  })
})

describe('pagePath', () => {
  it('keeps only the path', () => {
    expect(pagePath('/rpc/billings/statements?tab=bill&email=a@b.c')).toBe('/rpc/billings/statements')
    expect(pagePath('/invoice#code')).toBe('/invoice')
  })
})
