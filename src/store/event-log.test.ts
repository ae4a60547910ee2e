/**
 * The log and its read models, on small test projections (the features test their own): appends
 * and compaction's snapshots land in one transaction, start-up reads a snapshot plus the tail,
 * compaction keeps the log bounded without changing what screens see, and scopes never mix.
 */
import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { HubDatabase } from './db'
import { createEventLog, eventsOf, type LogLimits } from './event-log'
import { fact, type EventDraft, type StoredEvent } from './events'
import { createOutbox } from './outbox'
import { defineCommand, optimistic } from './command'
import { foldEvents, type Projection } from './projection'
import { belongsToUser, DEVICE_SCOPE } from './scope'

declare module './events' {
  interface EventPayloads {
    'test.counted': { by: number }
    'test.named': { name: string }
  }
}

interface Tally {
  total: number
  names: string[]
}

const tallyProjection: Projection<Tally> = {
  name: 'tally',
  version: 1,
  initial: { total: 0, names: [] },
  on: {
    'test.counted': (state, { payload }) => ({ ...state, total: state.total + payload.by }),
    'test.named': (state, { payload }) => ({ ...state, names: [...state.names, payload.name] }),
  },
}

const namesProjection: Projection<string[]> = {
  name: 'names',
  version: 1,
  initial: [],
  on: { 'test.named': (state, { payload }) => [...state, payload.name] },
}

// Projections of every state type, as the log registers them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const projections: readonly Projection<any>[] = [tallyProjection, namesProjection]

const countUp = defineCommand({
  name: 'test.countUp',
  method: 'hub_setUserMessageReadAll',
  params: () => ({}),
  optimistic: optimistic(tallyProjection, (state, payload: { by: number }) => ({
    ...state,
    total: state.total + payload.by,
  })),
  accepted: (payload: { by: number }) => [fact('test.counted', { by: payload.by }, 'server')],
})

const counted = (by: number, at?: string) => fact('test.counted', { by }, 'server', at)
const named = (name: string, at?: string) => fact('test.named', { name }, 'user', at)

let db: HubDatabase

beforeEach(() => {
  db = new HubDatabase(`test-${crypto.randomUUID()}`)
})

afterEach(async () => {
  await db.delete()
})

describe('appending and reading', () => {
  it('an appended event shows in the read model at once, with the time of the server data it holds', async () => {
    const log = createEventLog({ db, projections })

    await log.append('u1', [counted(2, '2025-06-01T10:00:00.000Z'), counted(3, '2025-06-01T10:05:00.000Z')])

    expect(await log.read('u1', tallyProjection)).toEqual({
      state: { total: 5, names: [] },
      syncedAt: '2025-06-01T10:05:00.000Z',
      pending: 0,
    })
  })

  it("the user's own events change the state but not the age of the server data", async () => {
    const log = createEventLog({ db, projections })
    await log.append('u1', [counted(1, '2025-06-01T10:00:00.000Z')])

    await log.append('u1', [named('Ada', '2025-06-01T11:00:00.000Z')])

    const view = await log.read('u1', tallyProjection)
    expect(view.state).toEqual({ total: 1, names: ['Ada'] })
    expect(view.syncedAt).toBe('2025-06-01T10:00:00.000Z')
    expect((await log.read('u1', namesProjection)).syncedAt).toBeNull()
  })

  it('an append below the bound writes events only: snapshots wait for compaction', async () => {
    const log = createEventLog({ db, projections })

    await log.append('u1', [counted(4), named('Ada')])

    expect(await db.snapshots.count()).toBe(0)
    expect((await log.read('u1', tallyProjection)).state).toEqual({ total: 4, names: ['Ada'] })
  })

  it('compaction writes the snapshot of every projection in the transaction of the append', async () => {
    const log = createEventLog({ db, projections, limits: { maxEvents: 2, keepEvents: 1 } })

    await log.append('u1', [counted(4), named('Ada'), counted(1)])

    const [last] = await db.events.orderBy('seq').reverse().limit(1).toArray()
    const snapshots = await db.snapshots.where('scope').equals('u1').toArray()
    expect(snapshots.map(({ name, seq, state }) => ({ name, seq, state }))).toEqual(
      expect.arrayContaining([
        { name: 'tally', seq: last?.seq, state: { total: 5, names: ['Ada'] } },
        { name: 'names', seq: last?.seq, state: ['Ada'] },
      ]),
    )
  })

  it('a failed append leaves none of its events and no snapshot behind', async () => {
    // A projection that cannot take a count of 100: the batch holding one fails as a whole.
    const fragile: Projection<null> = {
      name: 'fragile',
      version: 1,
      initial: null,
      on: {
        'test.counted': (state, { payload }) => {
          if (payload.by === 100) throw new Error('projection failed')
          return state
        },
      },
    }
    const log = createEventLog({ db, projections: [...projections, fragile], limits: { maxEvents: 1, keepEvents: 1 } })
    // Two events over a bound of one: a snapshot (total 3) and the newest event stay.
    await log.append('u1', [counted(1), counted(2)])

    await expect(log.append('u1', [counted(10), counted(100)])).rejects.toThrow('projection failed')

    expect(await log.size('u1')).toBe(1)
    expect((await db.snapshots.get(['u1', 'tally']))?.state).toEqual({ total: 3, names: [] })
    expect((await log.read('u1', tallyProjection)).state.total).toBe(3)
  })

  it('rebuilding from the log equals the state kept incrementally, whatever the events', async () => {
    const draft = fc.oneof(
      fc.integer({ min: -5, max: 5 }).map((by) => counted(by)),
      fc.constantFrom('Ada', 'Grace', 'Linus').map((name) => named(name)),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(draft, { maxLength: 25 }), async (drafts) => {
        const local = new HubDatabase(`test-${crypto.randomUUID()}`)
        try {
          const log = createEventLog({ db: local, projections })
          for (const one of drafts) await log.append('u1', [one])
          for (const projection of projections) {
            expect(await log.rebuild('u1', projection)).toEqual((await log.read('u1', projection)).state)
          }
        } finally {
          await local.delete()
        }
      }),
      { numRuns: 15 },
    )
  })
})

describe('start-up', () => {
  it('reads the snapshot plus the tail of the log after it, not the whole log', async () => {
    const log = createEventLog({ db, projections, limits: { maxEvents: 1, keepEvents: 1 } })
    await log.append('u1', [counted(1), counted(2)])
    const snapshot = await db.snapshots.get(['u1', 'tally'])
    // A snapshot that disagrees with the log it covers shows whether start-up trusts it.
    await db.snapshots.put({ ...snapshot!, state: { total: 100, names: ['from the snapshot'] } })
    // Events after the snapshot that no transaction folded in, as a tab of an older app would leave them.
    await db.events.add({
      id: 'tail',
      type: 'test.counted',
      v: 1,
      payload: { by: 5 },
      at: '',
      origin: 'server',
      scope: 'u1',
    })

    const view = await createEventLog({ db, projections }).read('u1', tallyProjection)

    expect(view.state).toEqual({ total: 105, names: ['from the snapshot'] })
  })

  it('a reload over the same database shows the same views', async () => {
    const log = createEventLog({ db, projections })
    await log.append('u1', [
      counted(3, '2025-06-01T10:00:00.000Z'),
      named('Ada'),
      counted(-1, '2025-06-01T10:01:00.000Z'),
    ])
    const before = await Promise.all(projections.map((projection) => log.read('u1', projection)))
    db.close()

    const reopened = new HubDatabase(db.name)
    const reloaded = createEventLog({ db: reopened, projections })
    const after = await Promise.all(projections.map((projection) => reloaded.read('u1', projection)))

    expect(after).toEqual(before)
    expect(after[0]).toEqual({ state: { total: 2, names: ['Ada'] }, syncedAt: '2025-06-01T10:01:00.000Z', pending: 0 })
    reopened.close()
  })

  it('a projection whose version changed ignores its old snapshot and rebuilds from the log it still has', async () => {
    const limits: LogLimits = { maxEvents: 5, keepEvents: 2 }
    const log = createEventLog({ db, projections, limits })
    // Six events: compaction drops all but the last two, which the v1 snapshot still covers.
    await log.append('u1', [counted(1), counted(1), counted(1), counted(1), counted(10), counted(20)])
    expect((await log.read('u1', tallyProjection)).state.total).toBe(34)

    const tallyV2: Projection<Tally> = { ...tallyProjection, version: 2 }
    const upgraded = createEventLog({ db, projections: [tallyV2, namesProjection], limits })

    expect((await upgraded.read('u1', tallyV2)).state.total).toBe(30)
    // Four more events pass the bound again: compaction writes the snapshot of the new version.
    await upgraded.append('u1', [counted(5), counted(0), counted(0), counted(0)])
    expect(await db.snapshots.get(['u1', 'tally'])).toMatchObject({ version: 2, state: { total: 35 } })
  })
})

describe('compaction', () => {
  it('keeps the log bounded and the state equal to a fold of every event ever appended', async () => {
    const limits: LogLimits = { maxEvents: 50, keepEvents: 10 }
    const log = createEventLog({ db, projections, limits })
    const all: EventDraft[] = []

    for (let batch = 0; batch < 40; batch += 1) {
      const drafts = Array.from({ length: 7 }, (_, index) =>
        index % 3 === 0 ? named(`name ${batch}.${index}`) : counted(batch + index),
      )
      await log.append('u1', drafts)
      all.push(...drafts)
      expect(await log.size('u1')).toBeLessThanOrEqual(limits.maxEvents)
    }

    for (const projection of projections) {
      expect((await log.read('u1', projection)).state).toEqual(foldEvents(projection, stored(all)))
    }
    expect(await log.size('u1')).toBeGreaterThanOrEqual(limits.keepEvents)
  })

  it('first brings every snapshot up to date, also of projections the new events do not feed', async () => {
    const totalV1: Projection<number> = {
      name: 'total',
      version: 1,
      initial: 0,
      on: { 'test.counted': (state, { payload }) => state + payload.by },
    }
    await createEventLog({ db, projections: [totalV1] }).append('u1', [counted(5), counted(6)])
    // After an upgrade the old snapshot no longer counts; only the log still holds the total.
    const totalV2 = { ...totalV1, version: 2 }
    const upgraded = createEventLog({
      db,
      projections: [totalV2, namesProjection],
      limits: { maxEvents: 5, keepEvents: 2 },
    })

    await upgraded.append('u1', [named('a'), named('b'), named('c'), named('d')])

    expect(await upgraded.size('u1')).toBe(2)
    expect((await upgraded.read('u1', totalV2)).state).toBe(11)
  })

  it("counts each scope's events on their own", async () => {
    const log = createEventLog({ db, projections, limits: { maxEvents: 5, keepEvents: 2 } })

    await log.append('u1', [counted(1), counted(1), counted(1), counted(1)])
    await log.append('u2', [counted(1), counted(1), counted(1), counted(1), counted(1), counted(1)])

    expect(await log.size('u1')).toBe(4)
    expect(await log.size('u2')).toBe(2)
  })
})

describe('two tabs', () => {
  it("a tab's views stay right after another tab appended past them and compacted them away", async () => {
    const limits: LogLimits = { maxEvents: 5, keepEvents: 2 }
    const first = createEventLog({ db, projections, limits })
    const other = new HubDatabase(db.name)
    const second = createEventLog({ db: other, projections, limits })
    await first.append('u1', [counted(1), named('Ada')])
    expect((await first.read('u1', tallyProjection)).state).toEqual({ total: 1, names: ['Ada'] })

    // The other tab's events pass the bound twice: the first tab's last events are dropped.
    await second.append('u1', [counted(10), counted(10), counted(10), counted(10)])
    await second.append('u1', [counted(100), named('Grace'), counted(100), counted(100)])
    await first.append('u1', [counted(1000)])

    const everything = { total: 1341, names: ['Ada', 'Grace'] }
    expect((await first.read('u1', tallyProjection)).state).toEqual(everything)
    expect((await second.read('u1', tallyProjection)).state).toEqual(everything)
    other.close()
  })

  it('a scope erased in another tab reads empty in this one, and anew once events come back', async () => {
    const first = createEventLog({ db, projections })
    const other = new HubDatabase(db.name)
    const second = createEventLog({ db: other, projections })
    await first.append('u1', [counted(5)])
    expect((await first.read('u1', tallyProjection)).state.total).toBe(5)

    await second.erase((scope) => scope === 'u1')
    expect((await first.read('u1', tallyProjection)).state.total).toBe(0)
    await second.append('u1', [counted(2)])

    expect((await first.read('u1', tallyProjection)).state.total).toBe(2)
    other.close()
  })
})

describe('scopes', () => {
  it("events of one account never show in another account's reads", async () => {
    const log = createEventLog({ db, projections })

    await log.append('u1', [counted(7), named('Ada')])
    await log.append('u1:t7', [counted(100)])
    await log.append('u2', [named('Grace')])

    expect((await log.read('u2', tallyProjection)).state).toEqual({ total: 0, names: ['Grace'] })
    expect((await log.read('u1', tallyProjection)).state).toEqual({ total: 7, names: ['Ada'] })
    expect((await log.read('u1:t7', tallyProjection)).state).toEqual({ total: 100, names: [] })
    expect((await eventsOf(db, 'u2')).every((event) => event.scope === 'u2')).toBe(true)
    expect(await log.rebuild('u2', namesProjection)).toEqual(['Grace'])
  })

  it('logout erases every event, snapshot and queued command of the user and their teams, and nothing else', async () => {
    // A bound of one: each scope's two events leave a snapshot, so erasing snapshots is tested.
    const log = createEventLog({ db, projections, commands: [countUp], limits: { maxEvents: 1, keepEvents: 1 } })
    const outbox = createOutbox({ log, send: async () => null, judge: () => 'retry' })
    for (const scope of ['u1', 'u1:t7', 'u2', 'u10', DEVICE_SCOPE]) {
      await log.append(scope, [counted(1), named(scope)])
      await outbox.enqueue(scope, countUp, { by: 1 })
    }

    await log.erase((scope) => belongsToUser(scope, 1))

    const kept = [DEVICE_SCOPE, 'u10', 'u2']
    const scopesIn = (rows: { scope: string }[]) => [...new Set(rows.map((row) => row.scope))].sort()
    expect(scopesIn(await db.events.toArray())).toEqual(kept)
    expect(scopesIn(await db.snapshots.toArray())).toEqual(kept)
    expect(scopesIn(await db.outbox.toArray())).toEqual(kept)
    expect(await log.read('u1', tallyProjection)).toEqual({
      state: { total: 0, names: [] },
      syncedAt: null,
      pending: 0,
    })
    expect((await log.read('u2', tallyProjection)).state).toEqual({ total: 2, names: ['u2'] })
  })
})

/** Drafts as the log would store them, for folding without a database. */
function stored(drafts: readonly EventDraft[]): StoredEvent[] {
  return drafts.map((draft, index) => ({ ...draft, id: String(index), v: 1, at: draft.at ?? '', scope: 'u1' }))
}
