/**
 * The notice store through the event log: rebuilding from the log equals the incremental state,
 * and thousands of socket notices leave a bounded log and a bounded list whose read model is still
 * exactly the fold of every notice ever received.
 */
import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { NoticeType } from '../../../contract'
import { HubDatabase } from '../../store/db'
import { createEventLog, DEFAULT_LOG_LIMITS, type LogLimits } from '../../store/event-log'
import { noticeFixture as notice } from '../../../tests/setup/account-fixtures'
import { fact, type EventDraft, type StoredEvent } from '../../store/events'
import { foldEvents } from '../../store/projection'
import { MAX_STORED_NOTICES, noticesProjection } from './notices.projection'

const TYPES: NoticeType[] = ['deposit', 'expired', 'low_balance']

let db: HubDatabase

beforeEach(() => {
  db = new HubDatabase(`test-${crypto.randomUUID()}`)
})

afterEach(async () => {
  await db.delete()
})

describe('the notice store in the log', () => {
  const noticeArb = fc
    .record({ id: fc.integer({ min: 1, max: 12 }), type: fc.constantFrom(...TYPES), read: fc.boolean() })
    .map(({ id, type, read }) => notice(id, type, read))
  const draft: fc.Arbitrary<EventDraft> = fc.oneof(
    noticeArb.map((item) => fact('notice.received', item, 'socket')),
    fc
      .record({
        list: fc.uniqueArray(noticeArb, { selector: (item) => item.id, maxLength: 5 }),
        cursor: fc.constantFrom(0, 0, 6),
        hasMore: fc.boolean(),
        notReadNum: fc.nat(20),
      })
      .map(({ list, cursor, hasMore, notReadNum }) =>
        fact(
          'notices.loaded',
          { page: { list, nextCursor: list.at(-1)?.id ?? 0, hasMore, notReadNum }, cursor, unreadOnly: false },
          'server',
        ),
      ),
    fc
      .record({ type: fc.constantFrom(...TYPES), notReadNum: fc.nat(20) })
      .map(({ type, notReadNum }) => fact('notices.typeRead', { type, result: { updated: 1, notReadNum } }, 'server')),
    fc.constant(fact('notices.allRead', { result: { updated: 3, notReadNum: 0 } }, 'server')),
  )

  it('rebuilding from the log equals the state kept incrementally, whatever the events', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(draft, { maxLength: 25 }), async (drafts) => {
        const local = new HubDatabase(`test-${crypto.randomUUID()}`)
        try {
          const log = createEventLog({ db: local, projections: [noticesProjection] })
          for (const one of drafts) await log.append('u1', [one])
          expect(await log.rebuild('u1', noticesProjection)).toEqual((await log.read('u1', noticesProjection)).state)
        } finally {
          await local.delete()
        }
      }),
      { numRuns: 20 },
    )
  })

  it.each([
    ['small limits', { maxEvents: 50, keepEvents: 10 }, 37],
    ['the default limits', DEFAULT_LOG_LIMITS, 250],
  ] as [string, LogLimits, number][])(
    '5,000 socket notices under %s leave a bounded log and the same notices as a fold of them all',
    async (_label, limits, batchSize) => {
      const log = createEventLog({ db, projections: [noticesProjection], limits })
      const all: EventDraft[] = []

      for (let first = 1; first <= 5000; first += batchSize) {
        const batch: EventDraft[] = []
        for (let id = first; id < Math.min(first + batchSize, 5001); id += 1) {
          batch.push(fact('notice.received', notice(id, TYPES[id % 3], id % 7 === 0), 'socket'))
        }
        // Now and then the user reads a type, as a long-open tab would.
        if (first % (batchSize * 10) === 1)
          batch.push(fact('notices.typeRead', { type: 'expired', result: { updated: 0, notReadNum: 0 } }, 'server'))
        await log.append('u1', batch)
        all.push(...batch)
        expect(await log.size('u1')).toBeLessThanOrEqual(limits.maxEvents)
      }

      const { state } = await log.read('u1', noticesProjection)
      expect(state).toEqual(foldEvents(noticesProjection, stored(all)))
      // The newest MAX_STORED_NOTICES stay; the cursor asks the server for what is older.
      expect(state.notices).toHaveLength(MAX_STORED_NOTICES)
      expect(state.notices[0]?.id).toBe(5000)
      expect(state.cursor).toBe(5000 - MAX_STORED_NOTICES + 1)
      expect(await log.size('u1')).toBeLessThanOrEqual(limits.maxEvents)
    },
    30_000,
  )
})

/** Drafts as the log would store them, for folding without a database. */
function stored(drafts: readonly EventDraft[]): StoredEvent[] {
  return drafts.map((draft, index) => ({ ...draft, id: String(index), v: 1, at: draft.at ?? '', scope: 'u1' }))
}
