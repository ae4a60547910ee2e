// @vitest-environment happy-dom
import { isRedirect } from '@tanstack/react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { UserProfile } from '../../contract/methods/account-profile'
import type { TeamEntry } from '../../contract/methods/teams'
import type { LoginChoice, SessionRuntime, SessionStatus } from '../features/account/session-link'
import { clearSessionToken, writeSessionToken } from '../lib/session-token'
import { chooseTeam, clearTeamContext, readLoginType, readTeamId } from '../lib/team-context'

/** The session link as the runtime would drive it; each test sets the profile and status. */
const link = vi.hoisted(() => ({
  status: 'signedIn' as SessionStatus,
  profile: null as UserProfile | null,
  entered: [] as LoginChoice[],
  cleared: 0,
  settle: null as (() => void) | null,
}))

vi.mock('../features/account/session-link', async () => {
  const { choosePersonal, chooseTeam: enterTeam } = await import('../lib/team-context')
  const { clearSessionToken: dropToken } = await import('../lib/session-token')
  const runtime: Pick<SessionRuntime, 'currentProfile' | 'enterContext' | 'clearSession'> = {
    currentProfile: async () => link.profile,
    enterContext: async (choice) => {
      link.entered.push(choice)
      if (choice.loginType === 'Team') enterTeam(choice.teamId)
      else choosePersonal()
    },
    clearSession: async () => {
      link.cleared += 1
      dropToken()
      link.profile = null
      link.status = 'signedOut'
    },
  }
  return {
    sessionRuntime: async () => runtime,
    currentSessionStatus: () => link.status,
    waitForSessionStatus: () => new Promise<void>((resolve) => (link.settle = resolve)),
  }
})

const { guardNavigation } = await import('./route-guard')

function team(teamId: number): TeamEntry {
  return {
    teamId,
    name: `Team ${teamId}`,
    role: 'developer',
    ownerId: 1,
    ownerNickname: 'Ada',
    memberCount: 2,
    createdAt: '2026-01-01T00:00:00.000Z',
  }
}

function profile(fields: Partial<UserProfile> = {}): UserProfile {
  return { id: 42, initialized: true, userType: 'user', teamList: [], ...fields } as UserProfile
}

/** Where the guard sends the navigation: `null` when it opens, else the redirect's href. */
async function outcome(route: string, href = route, search: Record<string, unknown> = {}): Promise<string | null> {
  try {
    await guardNavigation({ route, href, search })
    return null
  } catch (error) {
    if (!isRedirect(error)) throw error
    return error.options.href ?? null
  }
}

beforeEach(() => {
  link.status = 'signedIn'
  link.profile = null
  link.entered = []
  link.cleared = 0
  // A wait left from an earlier test must not pass for this test's own.
  link.settle = null
})

afterEach(() => {
  clearSessionToken()
  clearTeamContext()
})

describe('the access guard at work', () => {
  it('a signed-out visitor to a dashboard page is sent to log in, with the way back', async () => {
    expect(await outcome('/rpc/billings/', '/rpc/billings?page=2')).toBe('/login?redirect=%2Frpc%2Fbillings%3Fpage%3D2')
  })

  it('a signed-out visitor opens a public page at once', async () => {
    expect(await outcome('/register')).toBeNull()
  })

  it('a token holder is decided on the profile the device holds', async () => {
    writeSessionToken('t0ken')
    chooseTeam(7)
    link.profile = profile({ teamList: [team(7)] })
    expect(await outcome('/rpc/endpoint')).toBeNull()
    expect(await outcome('/register')).toBe('/rpc/endpoint')
  })

  it('without a profile yet it waits for user info, then decides', async () => {
    writeSessionToken('t0ken')
    link.status = 'restoring'
    const decided = outcome('/rpc/statistic')
    await vi.waitFor(() => expect(link.settle).not.toBeNull())
    link.profile = profile({ initialized: false })
    link.status = 'signedIn'
    link.settle?.()
    // No login type yet: Personal is recorded, then the first-login rule sends them on.
    expect(await decided).toBe('/first-login')
    expect(link.entered).toEqual([{ loginType: 'Personal' }])
  })

  it('a session refused while the navigation waits ends at /, where the session error sends it too', async () => {
    writeSessionToken('f'.repeat(64))
    link.status = 'restoring'
    const decided = outcome('/rpc/endpoint')
    await vi.waitFor(() => expect(link.settle).not.toBeNull())
    // The runtime's load answered 10101: token and account erased, signed out.
    clearSessionToken()
    link.status = 'signedOut'
    link.settle?.()
    expect(await decided).toBe('/')
  })

  it('a team-type user with one team is entered into it and carries on', async () => {
    writeSessionToken('t0ken')
    link.profile = profile({ userType: 'team', teamList: [team(9)] })
    expect(await outcome('/rpc/statistic')).toBeNull()
    expect(link.entered).toEqual([{ loginType: 'Team', teamId: 9 }])
    expect(readLoginType()).toBe('Team')
    expect(readTeamId()).toBe(9)
  })

  it('/third-party/login?from=admin ends the session, then opens as for a signed-out visitor', async () => {
    writeSessionToken('t0ken')
    link.profile = profile()
    expect(await outcome('/third-party/login', '/third-party/login?from=admin', { from: 'admin' })).toBeNull()
    expect(link.cleared).toBe(1)
  })
})
