/**
 * A log written by an older app still replays: events stored at an old version reach projections
 * in the current shape, and new events are written at the current version.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { HubDatabase } from './db'
import { createEventLog } from './event-log'
import { fact, type StoredEvent } from './events'
import type { Projection } from './projection'
import { createUpcasting, type Upcaster } from './upcasters'

declare module './events' {
  interface EventPayloads {
    /** v1 was `{ amount: number }` in cents; v2 is a decimal string with its currency. */
    'test.priced': { amount: string; currency: 'USD' }
  }
}

const centsToDecimal: Upcaster = {
  type: 'test.priced',
  from: 1,
  upcast: (payload) => ({ amount: ((payload as { amount: number }).amount / 100).toFixed(2), currency: 'USD' }),
}

const priceProjection: Projection<string | null> = {
  name: 'price',
  version: 1,
  initial: null,
  on: { 'test.priced': (_state, { payload }) => `${payload.amount} ${payload.currency}` },
}

const storedV1 = (amount: number): StoredEvent => ({
  id: crypto.randomUUID(),
  type: 'test.priced',
  v: 1,
  payload: { amount },
  at: '2024-01-01T00:00:00.000Z',
  origin: 'server',
  scope: 'u1',
})

describe('upcasting', () => {
  it('turns a v1 event into the current version, step by step', () => {
    const upcasting = createUpcasting([
      { type: 'test.priced', from: 2, upcast: (payload) => ({ ...(payload as object), checked: true }) },
      centsToDecimal,
    ])

    const event = upcasting.upcast(storedV1(1250))

    expect(upcasting.currentVersion('test.priced')).toBe(3)
    expect(event).toMatchObject({ v: 3, payload: { amount: '12.50', currency: 'USD', checked: true } })
  })

  it('leaves an event already at the current version as it is, and types without upcasters at v1', () => {
    const upcasting = createUpcasting([centsToDecimal])
    const current: StoredEvent = { ...storedV1(0), v: 2, payload: { amount: '3.00', currency: 'USD' } }

    expect(upcasting.upcast(current)).toBe(current)
    expect(upcasting.currentVersion('test.other')).toBe(1)
  })
})

describe('an old log after an upgrade', () => {
  let db: HubDatabase

  beforeEach(() => {
    db = new HubDatabase(`test-${crypto.randomUUID()}`)
  })

  afterEach(async () => {
    await db.delete()
  })

  it('replays a v1 event left by an older app as v2', async () => {
    await db.events.add(storedV1(1250))

    const log = createEventLog({ db, projections: [priceProjection], upcasters: [centsToDecimal] })

    expect((await log.read('u1', priceProjection)).state).toBe('12.50 USD')
    expect(await log.rebuild('u1', priceProjection)).toBe('12.50 USD')
  })

  it('writes new events at the current version', async () => {
    const log = createEventLog({ db, projections: [priceProjection], upcasters: [centsToDecimal] })

    await log.append('u1', [fact('test.priced', { amount: '4.20', currency: 'USD' }, 'server')])

    const [event] = await db.events.toArray()
    expect(event).toMatchObject({ v: 2, payload: { amount: '4.20', currency: 'USD' } })
    expect((await log.read('u1', priceProjection)).state).toBe('4.20 USD')
  })
})
