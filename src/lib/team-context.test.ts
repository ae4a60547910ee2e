// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { choosePersonal, chooseTeam, clearTeamContext, readLoginType, readTeamId } from './team-context'

afterEach(() => clearTeamContext())

describe('the login type and team cookies (SPEC §6, §9)', () => {
  it('none is chosen at first', () => {
    expect(readLoginType()).toBeNull()
    expect(readTeamId()).toBeNull()
  })

  it('entering a team records the Team login type and the team, for 30 days', () => {
    chooseTeam(7)
    expect(readLoginType()).toBe('Team')
    expect(readTeamId()).toBe(7)
  })

  it('personal context leaves no team behind', () => {
    chooseTeam(7)
    choosePersonal()
    expect(readLoginType()).toBe('Personal')
    expect(readTeamId()).toBeNull()
  })

  it('logout forgets both', () => {
    chooseTeam(7)
    clearTeamContext()
    expect(readLoginType()).toBeNull()
    expect(readTeamId()).toBeNull()
  })

  it('a tampered cookie is no team', () => {
    document.cookie = 'hubdeck_team_id=abc; Path=/'
    expect(readTeamId()).toBeNull()
    document.cookie = 'hubdeck_login_type=Admin; Path=/'
    expect(readLoginType()).toBeNull()
  })
})
