// @vitest-environment happy-dom
/**
 * Tracked events through the real outbox (IndexedDB, fake in tests): a route view and a key
 * action are queued as one hub_saveEventTracking batch in the account's sibling scope, so the
 * account's own queue (the header's "changes waiting") stays empty; they go out on the next
 * flush; a signed-out page and an opted-out browser queue nothing.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HubDatabase } from '../../store/db'
import { createEventLog } from '../../store/event-log'
import { createOutbox, type SendCall } from '../../store/outbox'
import { startEventTracking, trackingScopeOf } from './start-event-tracking'
import { trackEvent } from '../../lib/track-event'
import { TRACKING_BATCH_MS } from './event-tracker'
import { saveTrackedEvents } from './tracking.commands'

let db: HubDatabase

beforeEach(() => {
  db = new HubDatabase(`test-${crypto.randomUUID()}`)
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})
afterEach(async () => {
  vi.useRealTimers()
  Object.defineProperty(navigator, 'doNotTrack', { value: null, configurable: true })
  await db.delete()
})

function start(scope: string | null) {
  const calls: { method: string; params: unknown }[] = []
  const send: SendCall = async (method, params) => {
    calls.push({ method, params })
    return null
  }
  const log = createEventLog({ db, projections: [], commands: [saveTrackedEvents] })
  const outbox = createOutbox({ log, send, judge: () => 'retry' })
  const flushed: string[] = []
  startEventTracking({
    activeScope: () => scope,
    enqueue: async (at, events) => void (await outbox.enqueue(at, saveTrackedEvents, { events })),
    flush: (at) => flushed.push(at),
  })
  return { outbox, calls, flushed }
}

/** Lets the batch timer fire and the enqueue it starts settle. */
async function afterBatch(): Promise<void> {
  await vi.advanceTimersByTimeAsync(TRACKING_BATCH_MS)
  await vi.waitFor(async () => expect(await db.outbox.count()).toBeGreaterThan(0))
}

describe('event tracking through the outbox', () => {
  it('queues one batch in the account’s events scope, apart from its changes, and sends it on flush', async () => {
    history.replaceState(null, '', '/rpc/endpoint?secret=1')
    const { outbox, calls, flushed } = start('u1')
    trackEvent('endpoint_url_copied', { network: 'hubdeck-devnet' })
    await afterBatch()

    expect(await outbox.queued('u1')).toEqual([])
    const [row, ...rest] = await outbox.queued(trackingScopeOf('u1'))
    expect(rest).toEqual([])
    expect(row?.payload).toEqual({
      events: [
        { event: 'route_view', page: '/rpc/endpoint' },
        { event: 'endpoint_url_copied', page: '/rpc/endpoint', data: { network: 'hubdeck-devnet' } },
      ],
    })
    expect(flushed).toEqual(['u1:events'])

    expect(await outbox.flush(trackingScopeOf('u1'))).toEqual({ sent: 1, refused: 0, waiting: 0 })
    expect(calls).toEqual([{ method: 'hub_saveEventTracking', params: row?.payload }])
  })

  it('queues nothing while signed out', async () => {
    const { calls } = start(null)
    trackEvent('support_request_sent')
    await vi.advanceTimersByTimeAsync(TRACKING_BATCH_MS)
    expect(await db.outbox.count()).toBe(0)
    expect(calls).toEqual([])
  })

  it('queues nothing for a browser that sends Do-Not-Track', async () => {
    Object.defineProperty(navigator, 'doNotTrack', { value: '1', configurable: true })
    start('u1')
    trackEvent('endpoint_url_copied')
    await vi.advanceTimersByTimeAsync(TRACKING_BATCH_MS)
    expect(await db.outbox.count()).toBe(0)
  })
})
