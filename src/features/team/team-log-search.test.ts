/** The team log's filters survive the address: read back as written, defaults left out, nonsense dropped. */
import { describe, expect, it } from 'vitest'
import { DEFAULT_TEAM_LOG_FILTERS, teamLogKey, teamLogQueryOf } from './team-log-query'
import { teamLogFiltersOf, teamLogSearchOf, validateTeamLogSearch } from './team-log-search'

describe('the team log search', () => {
  it('writes only what differs from the defaults and reads it back', () => {
    const filters = {
      actorUserId: 12,
      action: 'note_edited' as const,
      from: '2026-11-01',
      to: '2026-11-30',
      page: 2,
      perPage: 10,
    }
    const search = teamLogSearchOf(filters)
    expect(search).toEqual({
      member: 12,
      action: 'note_edited',
      from: '2026-11-01',
      to: '2026-11-30',
      page: 2,
      size: 10,
    })
    expect(teamLogFiltersOf({ ...search })).toEqual(filters)
    expect(teamLogSearchOf(DEFAULT_TEAM_LOG_FILTERS)).toEqual({})
  })

  it('reads numbers the address kept as text', () => {
    expect(teamLogFiltersOf({ member: '7', page: '3', size: '5' })).toMatchObject({
      actorUserId: 7,
      page: 3,
      perPage: 5,
    })
  })

  it('falls back to the defaults for anything it cannot read', () => {
    const nonsense = {
      member: 'alice',
      action: 'drop_table',
      from: '2026-13-45',
      to: 'tomorrow',
      page: -3,
      size: 11,
      other: 'kept out',
    }
    expect(teamLogFiltersOf(nonsense)).toEqual(DEFAULT_TEAM_LOG_FILTERS)
    expect(validateTeamLogSearch(nonsense)).toEqual({})
    expect(validateTeamLogSearch({ member: 1.5, page: 0, action: 'member_left' })).toEqual({ action: 'member_left' })
  })

  it('asks the server for the team, the filters and whole days, the last one included', () => {
    const query = teamLogQueryOf(7, {
      ...DEFAULT_TEAM_LOG_FILTERS,
      actorUserId: 3,
      from: '2026-11-01',
      to: '2026-11-01',
    })
    expect(query).toMatchObject({ teamId: 7, page: 1, perPage: 20, actorUserId: 3 })
    expect(query).not.toHaveProperty('action')
    expect(Date.parse(query.to!) - Date.parse(query.from!)).toBe(86_400_000)
    expect(teamLogKey(query)).not.toBe(teamLogKey(teamLogQueryOf(7, DEFAULT_TEAM_LOG_FILTERS)))
  })
})
