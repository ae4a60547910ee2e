import { describe, expect, it } from 'vitest'
import type { LoginType } from '../../contract/enums'
import type { TeamEntry } from '../../contract/methods/teams'
import type { GuardDecision, GuardProfile, GuardSession, GuardTarget } from './access-guard'
import { decideAccess } from './access-guard'

const signedOut: GuardSession = { status: 'signedOut' }
const loading: GuardSession = { status: 'loading' }
const ended: GuardSession = { status: 'ended' }

function team(teamId: number): TeamEntry {
  return {
    teamId,
    name: `Team ${teamId}`,
    role: 'developer',
    ownerId: 1,
    ownerNickname: 'Ada',
    memberCount: 2,
    createdAt: '2026-01-01T00:00:00Z',
  }
}

function signedIn(
  loginType: LoginType | null,
  profile: Partial<GuardProfile> = {},
  teamId: number | null = null,
): GuardSession {
  return {
    status: 'signedIn',
    loginType,
    teamId,
    profile: { initialized: true, userType: 'user', teamList: [], ...profile },
  }
}

/** A navigation to `route` (a TanStack fullPath); the href is what the user typed. */
function open(route: string, search: Record<string, unknown> = {}, href = route): GuardTarget {
  return { route, search, href }
}

const allow: GuardDecision = { kind: 'allow' }
const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to })

const stories: Array<[string, GuardTarget, GuardSession, GuardDecision]> = [
  // Signed out
  ['a signed-out visitor opens a public page', open('/register'), signedOut, allow],
  ['a signed-out visitor opens the log-in page', open('/login'), signedOut, allow],
  ['a signed-out visitor follows the confirmation mail to /email-confirm', open('/email-confirm'), signedOut, allow],
  ['a signed-out visitor follows an old /workbench link to the log-in view', open('/workbench/$'), signedOut, allow],
  [
    'a signed-out visitor opening a dashboard page logs in first and comes back',
    open('/rpc/billings/', { page: 2 }, '/rpc/billings?page=2'),
    signedOut,
    { kind: 'redirect', to: '/login', search: { redirect: '/rpc/billings?page=2' } },
  ],
  [
    'a signed-out visitor opening /first-login logs in first',
    open('/first-login'),
    signedOut,
    { kind: 'redirect', to: '/login', search: { redirect: '/first-login' } },
  ],
  // A session ended while the navigation waited goes where the session error sends it: `/`
  ['a dashboard page asked for by a session just refused goes to /', open('/rpc/endpoint'), ended, redirect('/')],
  ['a public page asked for by a session just refused opens', open('/register'), ended, allow],
  ['the home page opens after a refused session', open('/'), ended, allow],
  // The invoice page skips the guard
  ['an invoice opens for a signed-out visitor', open('/invoice/$code', {}, '/invoice/A1'), signedOut, allow],
  ['an invoice opens while user info loads', open('/invoice/$code'), loading, allow],
  [
    'an invoice opens for a user who has not finished initialisation',
    open('/invoice/$code'),
    signedIn('Personal', { initialized: false }),
    allow,
  ],
  // Signed-out pages send a signed-in user to /rpc/endpoint
  [
    'a signed-in user opening the index page goes to /rpc/endpoint',
    open('/'),
    signedIn('Personal'),
    redirect('/rpc/endpoint'),
  ],
  [
    'a signed-in user opening /reset-password/ goes to /rpc/endpoint',
    open('/reset-password/'),
    signedIn('Team', {}, 7),
    redirect('/rpc/endpoint'),
  ],
  [
    'a token holder opening /register goes to /rpc/endpoint before user info loads',
    open('/register'),
    loading,
    redirect('/rpc/endpoint'),
  ],
  [
    'a signed-in user opening third-party login goes to /rpc/endpoint',
    open('/third-party/login', { from: 'partner' }),
    signedIn('Personal'),
    redirect('/rpc/endpoint'),
  ],
  // Exception: third-party login from the admin
  [
    'third-party login from the admin ends the current session',
    open('/third-party/login', { from: 'admin' }),
    signedIn('Personal'),
    { kind: 'clearSession' },
  ],
  [
    'third-party login from the admin ends the session before user info loads',
    open('/third-party/login', { from: 'admin' }),
    loading,
    { kind: 'clearSession' },
  ],
  // Loading
  ['a dashboard page waits for user info', open('/rpc/endpoint'), loading, { kind: 'wait' }],
  // register-confirm and activate-account
  [
    'register-confirm opens for a user who has not finished initialisation',
    open('/register-confirm'),
    signedIn('Personal', { initialized: false }),
    allow,
  ],
  [
    'activate-account opens for a user who has not chosen a login type',
    open('/activate-account'),
    signedIn(null, { teamList: [team(1)] }),
    allow,
  ],
  // Personal login type
  [
    'a personal user who has not finished initialisation goes to /first-login',
    open('/rpc/statistic'),
    signedIn('Personal', { initialized: false }),
    redirect('/first-login'),
  ],
  [
    'a personal user who has not finished initialisation stays on /first-login',
    open('/first-login'),
    signedIn('Personal', { initialized: false }),
    allow,
  ],
  [
    'an initialised personal user opening /first-login goes to /rpc/endpoint',
    open('/first-login'),
    signedIn('Personal'),
    redirect('/rpc/endpoint'),
  ],
  ['an initialised personal user opens a dashboard page', open('/rpc/statistic'), signedIn('Personal'), allow],
  // Team login type
  [
    'a team login without a team id cookie goes to /choose-team',
    open('/rpc/team/'),
    signedIn('Team', { teamList: [team(3)] }),
    redirect('/choose-team'),
  ],
  [
    'a team login without a team id cookie stays on /choose-team',
    open('/choose-team'),
    signedIn('Team', { teamList: [team(3)] }),
    allow,
  ],
  [
    'a team login with a team id opens a dashboard page',
    open('/rpc/team/'),
    signedIn('Team', { teamList: [team(3)] }, 3),
    allow,
  ],
  // No login type chosen yet
  [
    'a personal user with teams and no login type goes to /choose-team',
    open('/rpc/endpoint'),
    signedIn(null, { teamList: [team(1)] }),
    redirect('/choose-team'),
  ],
  [
    'a personal user with teams and no login type stays on /choose-team',
    open('/choose-team'),
    signedIn(null, { teamList: [team(1)] }),
    allow,
  ],
  [
    'a personal user without teams becomes Personal and goes to /rpc/endpoint',
    open('/choose-team'),
    signedIn(null),
    { kind: 'choose', choice: { loginType: 'Personal' }, to: '/rpc/endpoint' },
  ],
  [
    'a personal user without teams back from logging in becomes Personal and carries on to the dashboard page asked for',
    open('/rpc/profile'),
    signedIn(null),
    { kind: 'choose', choice: { loginType: 'Personal' }, to: null },
  ],
  [
    'a team-type user with more than one team goes to /choose-team',
    open('/rpc/endpoint'),
    signedIn(null, { userType: 'team', teamList: [team(1), team(2)] }),
    redirect('/choose-team'),
  ],
  [
    'a team-type user with one team becomes Team with that team and carries on',
    open('/rpc/statistic'),
    signedIn(null, { userType: 'team', teamList: [team(4)] }),
    { kind: 'choose', choice: { loginType: 'Team', teamId: 4 }, to: null },
  ],
  [
    'a team-type user with no team goes to /choose-team',
    open('/rpc/endpoint'),
    signedIn(null, { userType: 'team' }),
    redirect('/choose-team'),
  ],
]

describe('access guard (SPEC §2 "Access guard", §6)', () => {
  it.each(stories)('%s', (_story, target, session, expected) => {
    expect(decideAccess(target, session)).toEqual(expected)
  })

  it.each([
    '/',
    '/register',
    '/register-confirm',
    '/third-party/login',
    '/auth/callback',
    '/reset-password/',
    '/reset-password/checking',
    '/reset-password/set',
    '/set-password/checking',
    '/set-password/set',
    '/bind/callback',
    '/activate-account',
    '/invite-member',
    '/$',
    '/404',
    '/invoice/$code',
  ])('SPEC lists %s as public: a signed-out visitor opens it', (route) => {
    expect(decideAccess(open(route), signedOut)).toEqual(allow)
  })
})
