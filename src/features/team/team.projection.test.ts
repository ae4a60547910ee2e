/** The team read models: the last answers kept with their time, a member replaced in place, pages bounded. */
import { describe, expect, it } from 'vitest'
import { foldEvents } from '../../store/projection'
import type { StoredEvent } from '../../store/events'
import { logFixture, memberFixture as member } from './team-fixture'
import { MAX_STORED_TEAM_LOG_PAGES, storedTeamLogPage, teamLogsProjection } from './team-logs.projection'
import { editNote, MAX_STORED_MEMBER_PAGES, storedMemberPage, teamProjection } from './team.projection'

let seq = 0
function event(type: string, payload: unknown, at = '2026-11-20T10:00:00.000Z'): StoredEvent {
  seq += 1
  return {
    id: `e${seq}`,
    seq,
    type,
    version: 1,
    payload,
    at,
    origin: 'server',
    scope: 'u1:t7',
  } as unknown as StoredEvent
}

describe('the team projection', () => {
  it('keeps the members and invitations of the last read, with its time', () => {
    const state = foldEvents(teamProjection, [
      event('team.members.loaded', { teamId: 7, members: [member(1, 'owner')], invitations: [], total: 1 }),
      event(
        'team.members.loaded',
        { teamId: 7, members: [member(1, 'owner'), member(2)], invitations: [], total: 2 },
        '2026-11-20T11:00:00.000Z',
      ),
    ])
    expect(state.members?.members.map((m) => m.userId)).toEqual([1, 2])
    expect(state.members?.loadedAt).toBe('2026-11-20T11:00:00.000Z')
  })

  it('replaces a saved member in place and ignores another team', () => {
    const loaded = foldEvents(teamProjection, [
      event('team.members.loaded', { teamId: 7, members: [member(1, 'owner'), member(2)], invitations: [], total: 2 }),
    ])
    const saved = foldEvents(
      teamProjection,
      [
        event('team.member.saved', { teamId: 7, member: member(2, 'viewer') }),
        event('team.member.saved', { teamId: 8, member: member(1, 'viewer') }),
      ],
      loaded,
    )
    expect(saved.members?.members.map((m) => m.role)).toEqual(['owner', 'viewer'])
  })

  it('edits a note only of a member it holds', () => {
    const loaded = foldEvents(teamProjection, [
      event('team.members.loaded', { teamId: 7, members: [member(2)], invitations: [], total: 1 }),
    ])
    expect(editNote(loaded, 7, 2, 'on call').members?.members[0]?.note).toBe('on call')
    expect(editNote(loaded, 7, 9, 'x')).toBe(loaded)
    expect(editNote(loaded, 8, 2, 'x')).toBe(loaded)
  })

  it('keeps the teams list and the user code', () => {
    const state = foldEvents(teamProjection, [
      event('teams.loaded', { list: [] }),
      event('team.userCode.loaded', { userCode: 'ABC123' }),
    ])
    expect(state.teams).toEqual({ list: [], loadedAt: '2026-11-20T10:00:00.000Z' })
    expect(state.userCode).toBe('ABC123')
  })
})

describe('the member pages', () => {
  const query = (page: number, keyword?: string) => ({ teamId: 7, page, perPage: 20, ...(keyword && { keyword }) })
  const loaded = (q: ReturnType<typeof query>, list: ReturnType<typeof member>[], at?: string) =>
    event('team.memberPage.loaded', { query: q, list, invitations: [], total: 25 }, at)

  it('stores one page per keyword and page, each with its time, the newest answer winning', () => {
    const state = foldEvents(teamProjection, [
      loaded(query(1), [member(1, 'owner')]),
      loaded(query(2), [member(21)]),
      loaded(query(1, 'ali'), [member(5)]),
      loaded(query(2), [member(22)], '2026-11-20T12:00:00.000Z'),
    ])
    expect(state.memberPages).toHaveLength(3)
    expect(storedMemberPage(state, query(2))?.list.map((m) => m.userId)).toEqual([22])
    expect(storedMemberPage(state, query(2))?.loadedAt).toBe('2026-11-20T12:00:00.000Z')
    expect(storedMemberPage(state, query(1, 'ali'))?.list.map((m) => m.userId)).toEqual([5])
    expect(storedMemberPage(state, query(3))).toBeNull()
    expect(storedMemberPage(state, { ...query(1), teamId: 8 })).toBeNull()
  })

  it('drops the least recently read page beyond the bound', () => {
    const events = Array.from({ length: MAX_STORED_MEMBER_PAGES + 1 }, (_, index) =>
      loaded(query(index + 1), [member(index + 1)]),
    )
    const state = foldEvents(teamProjection, events)
    expect(state.memberPages).toHaveLength(MAX_STORED_MEMBER_PAGES)
    expect(storedMemberPage(state, query(1))).toBeNull()
    expect(storedMemberPage(state, query(MAX_STORED_MEMBER_PAGES + 1))).not.toBeNull()
  })

  it('a saved member and an edited note change every stored page that holds the member, and only those', () => {
    const state = foldEvents(teamProjection, [
      event('team.members.loaded', { teamId: 7, members: [member(1, 'owner'), member(2)], invitations: [], total: 2 }),
      loaded(query(1), [member(1, 'owner'), member(2)]),
      loaded(query(1, 'user2'), [member(2)]),
      loaded(query(2), [member(21)]),
    ])
    const saved = foldEvents(
      teamProjection,
      [event('team.member.saved', { teamId: 7, member: member(2, 'viewer') })],
      state,
    )
    expect(saved.members?.members.map((m) => m.role)).toEqual(['owner', 'viewer'])
    expect(storedMemberPage(saved, query(1))?.list.map((m) => m.role)).toEqual(['owner', 'viewer'])
    expect(storedMemberPage(saved, query(1, 'user2'))?.list[0]?.role).toBe('viewer')
    expect(storedMemberPage(saved, query(2))).toBe(storedMemberPage(state, query(2)))

    const noted = editNote(state, 7, 21, 'on call')
    expect(storedMemberPage(noted, query(2))?.list[0]?.note).toBe('on call')
    expect(noted.members).toBe(state.members)
  })
})

describe('the team log pages', () => {
  it('stores one page per query, the newest answer winning, and drops the oldest beyond the bound', () => {
    const query = (page: number) => ({ teamId: 7, page, perPage: 20 })
    const events = Array.from({ length: MAX_STORED_TEAM_LOG_PAGES + 2 }, (_, index) =>
      event('team.logs.loaded', { query: query(index + 1), list: [logFixture(index)], total: 99 }),
    )
    events.push(event('team.logs.loaded', { query: { ...query(5) }, list: [logFixture(500)], total: 99 }))
    const state = foldEvents(teamLogsProjection, events)
    expect(state.pages).toHaveLength(MAX_STORED_TEAM_LOG_PAGES)
    expect(storedTeamLogPage(state, query(1))).toBeNull()
    expect(storedTeamLogPage(state, query(5))?.list[0]).toMatchObject({ id: 500, ip: '203.0.113.7' })
    expect(storedTeamLogPage(state, { ...query(6), action: 'member_left' })).toBeNull()
  })
})
