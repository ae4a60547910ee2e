/**
 * The exactly-once rule of notice effects, walked as the leader tab runs it: the notices
 * projection keeps the mark, the pure rule decides, and each notice's effects are counted.
 */
import { describe, expect, it } from 'vitest'
import type { Notice, NoticePage } from '../../../contract'
import { noticeFixture as notice } from '../../../tests/setup/account-fixtures'
import type { EventDraft, StoredEvent } from '../../store/events'
import { foldEvents } from '../../store/projection'
import { advanceEffectsMark, caughtUpNoticesToApply, isLiveNoticeDue } from './notice-effects-cursor'
import { noticesProjection } from './notices.projection'

/** One device's store and the effects its leader ran, in the order the app wires them. */
function device() {
  const events: StoredEvent[] = []
  const applied: number[] = []
  const record = (draft: EventDraft) =>
    events.push({ ...draft, id: crypto.randomUUID(), v: 1, at: '2025-06-01T10:00:00.000Z', scope: 'u1' } as StoredEvent)
  const mark = () => foldEvents(noticesProjection, events).effectsUpTo
  return {
    applied,
    mark,
    loggedIn(list: Notice[]) {
      record({ type: 'notices.loaded', payload: { page: page(list), cursor: 0, unreadOnly: true }, origin: 'server' })
    },
    live(item: Notice) {
      const due = isLiveNoticeDue(item, mark())
      record({ type: 'notice.received', payload: item, origin: 'socket' })
      if (due) applied.push(item.id)
    },
    caughtUp(list: Notice[]) {
      const due = caughtUpNoticesToApply(list, mark())
      record({ type: 'notices.caughtUp', payload: { page: page(list) }, origin: 'server' })
      applied.push(...due.map((item) => item.id))
    },
  }
}

const page = (list: Notice[]): NoticePage => ({ list, nextCursor: 0, hasMore: false, notReadNum: list.length })

describe('effects of caught-up notices', () => {
  it("a session's first catch-up runs no effect: an ancient team notice does not log out again", () => {
    const phone = device()
    phone.loggedIn([notice(5, 'team_remove_member')])
    phone.caughtUp([notice(7, 'team_remove_member'), notice(5, 'team_remove_member')])

    expect(phone.applied).toEqual([])
    expect(phone.mark()).toBe(7)
  })

  it('a notice sent while the socket was down runs its effects after the reconnect, once', () => {
    const phone = device()
    phone.caughtUp([notice(7)])
    phone.caughtUp([notice(9), notice(8), notice(7)])
    phone.caughtUp([notice(9), notice(8), notice(7)])

    expect(phone.applied).toEqual([8, 9])
  })

  it('a live notice that the next catch-up lists again is not applied twice', () => {
    const phone = device()
    phone.caughtUp([notice(7)])
    phone.live(notice(8))
    phone.caughtUp([notice(8), notice(7)])

    expect(phone.applied).toEqual([8])
  })

  it('a frame that arrives after the catch-up already applied its notice does nothing', () => {
    const phone = device()
    phone.caughtUp([notice(7)])
    phone.caughtUp([notice(8), notice(7)])
    phone.live(notice(8))

    expect(phone.applied).toEqual([8])
  })

  it('a live notice in a fresh session runs its effects, and older ones found later do not', () => {
    const phone = device()
    phone.live(notice(10))
    phone.caughtUp([notice(10), notice(9), notice(4)])

    expect(phone.applied).toEqual([10])
  })
})

describe('the mark', () => {
  it('only moves forward', () => {
    expect(advanceEffectsMark(null, [])).toBeNull()
    expect(advanceEffectsMark(null, [3, 9, 4])).toBe(9)
    expect(advanceEffectsMark(12, [3, 9])).toBe(12)
  })
})
