/** The members list's address: what it asks for, defaults left out, nonsense falling back to them. */
import { describe, expect, it } from 'vitest'
import {
  MEMBERS_PER_PAGE,
  membersQueryOf,
  membersSearchOf,
  teamMembersKey,
  validateMembersSearch,
} from './team-members-query'

describe('the members query in the address', () => {
  it('reads a keyword, a page and a size', () => {
    const search = validateMembersSearch({ q: ' alice ', page: 2, size: 10 })
    expect(search).toEqual({ q: 'alice', page: 2, size: 10 })
    expect(membersQueryOf(7, search)).toEqual({ teamId: 7, page: 2, perPage: 10, keyword: 'alice' })
  })

  it('falls back to the first page of every member for anything unreadable', () => {
    for (const bad of [
      { q: '', page: 0, size: 7 },
      { q: '   ', page: -3, size: 'big' },
      { q: { a: 1 }, page: 1.5, size: 1000 },
      { q: 'x'.repeat(65), page: 'two' },
    ]) {
      expect(membersQueryOf(7, validateMembersSearch(bad))).toEqual({ teamId: 7, page: 1, perPage: MEMBERS_PER_PAGE })
    }
  })

  it('keeps a keyword of digits, which the router reads as a number', () => {
    expect(validateMembersSearch({ q: 42 })).toEqual({ q: '42' })
  })

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(membersSearchOf({ teamId: 7, page: 1, perPage: MEMBERS_PER_PAGE })).toEqual({})
    const query = { teamId: 7, page: 3, perPage: 5, keyword: 'bob' }
    expect(membersQueryOf(7, validateMembersSearch({ ...membersSearchOf(query) }))).toEqual(query)
  })

  it('keys a query the same whatever the order of its fields, and apart from any other', () => {
    expect(teamMembersKey({ keyword: 'a', perPage: 20, page: 1, teamId: 7 })).toBe(
      teamMembersKey({ teamId: 7, page: 1, perPage: 20, keyword: 'a' }),
    )
    expect(teamMembersKey({ teamId: 7, page: 1, perPage: 20 })).not.toBe(
      teamMembersKey({ teamId: 7, page: 1, perPage: 20, keyword: 'a' }),
    )
  })
})
