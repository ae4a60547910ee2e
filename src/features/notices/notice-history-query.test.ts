/** The notice history's address: read back as typed, nonsense dropped, defaults left out; its filters and pages. */
import { describe, expect, it } from 'vitest'
import { noticeFixture as notice } from '../../../tests/setup/account-fixtures'
import {
  DEFAULT_NOTICE_HISTORY_QUERY,
  filterNotices,
  needsOlder,
  noticeHistoryQueryOf,
  noticeHistorySearchOf,
  pageOf,
} from './notice-history-query'

describe('the notice history’s address', () => {
  it('reads a type, a read state, a page and a size', () => {
    expect(noticeHistoryQueryOf({ type: 'deposit', read: 'unread', page: '3', size: '20' })).toEqual({
      type: 'deposit',
      read: 'unread',
      page: 3,
      perPage: 20,
    })
  })

  it('drops what it cannot read, falling back to the defaults', () => {
    expect(noticeHistoryQueryOf({ type: 'bogus', read: 'maybe', page: '-2', size: '7' })).toEqual(
      DEFAULT_NOTICE_HISTORY_QUERY,
    )
    expect(noticeHistoryQueryOf({ page: '1.5', size: 'ten' })).toEqual(DEFAULT_NOTICE_HISTORY_QUERY)
  })

  it('leaves the defaults out of the address', () => {
    expect(noticeHistorySearchOf(DEFAULT_NOTICE_HISTORY_QUERY)).toEqual({})
    expect(noticeHistorySearchOf(noticeHistoryQueryOf({ type: 'expired', read: 'all', page: 1, size: 10 }))).toEqual({
      type: 'expired',
    })
    expect(noticeHistorySearchOf(noticeHistoryQueryOf({ read: 'read', page: 2, size: 5 }))).toEqual({
      read: 'read',
      page: 2,
      size: 5,
    })
  })
})

describe('the notice history’s filters and pages', () => {
  const notices = [notice(5, 'deposit'), notice(4, 'expired'), notice(3, 'deposit', true), notice(2, 'deposit')]
  const query = (overrides: Partial<typeof DEFAULT_NOTICE_HISTORY_QUERY>) => ({
    ...DEFAULT_NOTICE_HISTORY_QUERY,
    ...overrides,
  })
  const ids = (list: { id: number }[]) => list.map((item) => item.id)

  it('keeps one type, unread ones, read ones, or both filters together, newest first', () => {
    expect(ids(filterNotices(notices, query({})))).toEqual([5, 4, 3, 2])
    expect(ids(filterNotices(notices, query({ type: 'deposit' })))).toEqual([5, 3, 2])
    expect(ids(filterNotices(notices, query({ read: 'unread' })))).toEqual([5, 4, 2])
    expect(ids(filterNotices(notices, query({ read: 'read' })))).toEqual([3])
    expect(ids(filterNotices(notices, query({ type: 'deposit', read: 'unread' })))).toEqual([5, 2])
  })

  it('cuts the page asked for, empty past the end', () => {
    expect(ids(pageOf(notices, query({ page: 2, perPage: 3 })))).toEqual([2])
    expect(pageOf(notices, query({ page: 3, perPage: 3 }))).toEqual([])
  })

  it('asks for older notices until one more than the page is held', () => {
    expect(needsOlder(10, query({ page: 1, perPage: 10 }))).toBe(true)
    expect(needsOlder(11, query({ page: 1, perPage: 10 }))).toBe(false)
    expect(needsOlder(15, query({ page: 2, perPage: 10 }))).toBe(true)
  })
})
