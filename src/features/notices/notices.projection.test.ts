/**
 * The notice store (SPEC §3) as a pure function of its events: pages from the list method, notices
 * pushed by the socket, and read markings (SPEC §4 "Notice read", "New notice").
 */
import { describe, expect, it } from 'vitest'
import type { Notice, NoticePage } from '../../../contract'
import { noticeFixture as notice } from '../../../tests/setup/account-fixtures'
import type { EventPayloads, EventType, StoredEvent } from '../../store/events'
import { foldEvents } from '../../store/projection'
import { markRead, noticesProjection, type NoticesState } from './notices.projection'

const page = (list: Notice[], more: Partial<NoticePage> = {}): NoticePage => ({
  list,
  nextCursor: list.at(-1)?.id ?? 0,
  hasMore: true,
  notReadNum: list.filter((item) => !item.read).length,
  ...more,
})

function event<T extends EventType>(type: T, payload: EventPayloads[T]): StoredEvent {
  return { id: crypto.randomUUID(), type, v: 1, payload, at: '2025-06-01T10:00:00.000Z', origin: 'server', scope: 'u1' }
}

const loaded = (list: Notice[], cursor = 0, more: Partial<NoticePage> = {}) =>
  event('notices.loaded', { page: page(list, more), cursor, unreadOnly: false })

const ids = (state: NoticesState) => state.notices.map((item) => item.id)

describe('loading pages', () => {
  it("the newest page replaces the list, with the server's cursor and unread count", () => {
    const state = foldEvents(noticesProjection, [
      loaded([notice(9), notice(8)]),
      loaded([notice(12), notice(11), notice(10, 'expired', true)], 0, { notReadNum: 7 }),
    ])

    expect(ids(state)).toEqual([12, 11, 10])
    expect(state.cursor).toBe(10)
    expect(state.notReadNum).toBe(7)
  })

  it('an older page extends the list, without repeating notices already there', () => {
    const state = foldEvents(noticesProjection, [
      loaded([notice(12), notice(11), notice(10)]),
      loaded([notice(10), notice(9), notice(8)], 10, { notReadNum: 6 }),
    ])

    expect(ids(state)).toEqual([12, 11, 10, 9, 8])
    expect(state.cursor).toBe(8)
    expect(state.notReadNum).toBe(6)
  })

  it('the last page leaves no cursor to read on from', () => {
    const state = foldEvents(noticesProjection, [loaded([notice(2), notice(1)], 0, { hasMore: false })])

    expect(state.cursor).toBeNull()
  })
})

describe('unread-only and complete lists', () => {
  it("the login's unread page leaves the list incomplete; a page of all notices completes it", () => {
    const unread = event('notices.loaded', { page: page([notice(9)]), cursor: 0, unreadOnly: true })
    expect(foldEvents(noticesProjection, [unread]).complete).toBe(false)
    expect(foldEvents(noticesProjection, [unread, loaded([notice(9), notice(8, 'deposit', true)])]).complete).toBe(true)
  })

  it('an older page keeps the list as complete as it was', () => {
    const older = loaded([notice(7)], 8)
    expect(foldEvents(noticesProjection, [loaded([notice(9), notice(8)]), older]).complete).toBe(true)
  })
})

describe('catching up after a reconnect', () => {
  it('merges the notices missed while disconnected, newest first, keeping the cursor and older notices', () => {
    const caughtUp = event('notices.caughtUp', { page: page([notice(14), notice(13), notice(12)], { notReadNum: 9 }) })
    const state = foldEvents(noticesProjection, [loaded([notice(12), notice(11), notice(10)]), caughtUp])

    expect(ids(state)).toEqual([14, 13, 12, 11, 10])
    expect(state.cursor).toBe(10)
    expect(state.notReadNum).toBe(9)
  })

  it('changes nothing when nothing was missed', () => {
    const before = foldEvents(noticesProjection, [
      loaded([notice(12)], 0, { notReadNum: 1 }),
      event('notices.caughtUp', { page: page([notice(12)], { notReadNum: 1 }) }),
    ])
    const after = noticesProjection.on['notices.caughtUp']!(
      before,
      event('notices.caughtUp', { page: page([notice(12)], { notReadNum: 1 }) }) as never,
    )
    expect(after).toBe(before)
  })
})

describe('notices from the socket', () => {
  it('a received notice goes first and adds one to the unread count', () => {
    const state = foldEvents(noticesProjection, [loaded([notice(2), notice(1)]), event('notice.received', notice(3))])

    expect(ids(state)).toEqual([3, 2, 1])
    expect(state.notReadNum).toBe(3)
  })

  it('a notice that arrives already read adds nothing to the unread count', () => {
    const state = foldEvents(noticesProjection, [event('notice.received', notice(3, 'deposit', true))])

    expect(ids(state)).toEqual([3])
    expect(state.notReadNum).toBe(0)
  })

  it('a notice received twice is kept and counted once', () => {
    const once = foldEvents(noticesProjection, [event('notice.received', notice(3))])

    const twice = foldEvents(noticesProjection, [event('notice.received', notice(3))], once)

    expect(twice).toBe(once)
    expect(twice.notReadNum).toBe(1)
  })

  it('a notice that arrives after a newer one takes its place by id, and is found again below the first', () => {
    const start = foldEvents(noticesProjection, [loaded([notice(5), notice(2)])])
    const late = foldEvents(
      noticesProjection,
      [event('notice.received', notice(7)), event('notice.received', notice(6))],
      start,
    )

    expect(ids(late)).toEqual([7, 6, 5, 2])
    expect(foldEvents(noticesProjection, [event('notice.received', notice(6))], late)).toBe(late)
    expect(foldEvents(noticesProjection, [event('notice.received', notice(2))], late)).toBe(late)
    expect(ids(foldEvents(noticesProjection, [event('notice.received', notice(3))], late))).toEqual([7, 6, 5, 3, 2])
  })
})

describe('read markings', () => {
  const unread: NoticesState = foldEvents(noticesProjection, [
    loaded(
      [
        notice(5, 'deposit'),
        notice(4, 'expired'),
        notice(3, 'deposit'),
        notice(2, 'deposit', true),
        notice(1, 'expired'),
      ],
      0,
      {
        notReadNum: 9,
      },
    ),
  ])

  it('marking a type read marks its notices and takes one off the count for each', () => {
    const state = markRead(unread, 'deposit')

    expect(state.notices.filter((item) => !item.read).map((item) => item.id)).toEqual([4, 1])
    expect(state.notReadNum).toBe(7)
  })

  it('marking a type with nothing unread changes nothing', () => {
    expect(markRead(unread, 'low_balance')).toBe(unread)
  })

  it('marking all read marks every notice and zeroes the count, even of notices not loaded', () => {
    const state = markRead(unread)

    expect(state.notices.every((item) => item.read)).toBe(true)
    expect(state.notReadNum).toBe(0)
  })

  it("the server's answer to a type read marks the type and sets the count it reports", () => {
    const state = foldEvents(
      noticesProjection,
      [event('notices.typeRead', { type: 'expired', result: { updated: 2, notReadNum: 6 } })],
      unread,
    )

    expect(state.notices.filter((item) => !item.read).map((item) => item.id)).toEqual([5, 3])
    expect(state.notReadNum).toBe(6)
  })

  it("the server's answer to all read leaves nothing unread", () => {
    const state = foldEvents(
      noticesProjection,
      [event('notices.allRead', { result: { updated: 9, notReadNum: 0 } })],
      unread,
    )

    expect(state.notices.every((item) => item.read)).toBe(true)
    expect(state.notReadNum).toBe(0)
  })

  it('markings never change the state they are given', () => {
    const before = structuredClone(unread)

    markRead(unread, 'deposit')
    markRead(unread)
    foldEvents(noticesProjection, [event('notices.allRead', { result: { updated: 9, notReadNum: 0 } })], unread)

    expect(unread).toEqual(before)
  })
})
