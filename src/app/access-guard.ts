/**
 * The access guard (SPEC §2 "Access guard", §6): which page a navigation may open, as one pure
 * decision from the target route and a summary of the session. The router's `beforeLoad` acts on
 * the answer (redirect, record a login-type choice, end the session); nothing here touches the
 * router, cookies or React.
 *
 * Where SPEC is silent:
 * - A signed-out visitor opening a page that is not public goes to `/login` with `redirect` set
 *   to the URL they asked for, so logging in can bring them back. `/login` and `/workbench/*`
 *   (the same log-in view) are open to signed-out visitors although SPEC's public list omits
 *   them: they are where the guard sends them, and a guard that refused them would loop.
 * - While user info loads (a token but no profile yet) the guard already applies what needs
 *   only the token: the invoice page opens, pages for signed-out visitors send a holder of a
 *   token to /rpc/endpoint, and `from=admin` ends the session. Everything else waits for the
 *   profile (`wait`): the caller awaits it and asks again.
 * - `clearSession` (third-party login from the admin) means: end the session locally, then open
 *   the page as a signed-out visitor would.
 * - "Has teams" counts `teamList`; a team-type user with no team at all also goes to
 *   /choose-team (SPEC §6: only a team user with exactly one team is entered automatically).
 * - A team-type user entered into their only team carries on to the page they asked for
 *   (SPEC names no page). A personal user without teams goes to /rpc/endpoint as SPEC says,
 *   unless the page asked for is a dashboard page: that is the page a login's `redirect` brings
 *   them back to (SPEC's rule dates from logins that always landed on /rpc/endpoint).
 * - `/email-confirm` is open to signed-out visitors although SPEC's public list omits it: the
 *   confirmation mail links there, it is opened signed out, and confirming signs in (SPEC §1
 *   "Register"); refusing it would send a new customer to log in with an unconfirmed account.
 * - The page a rule sends to is itself allowed (/first-login, /choose-team), else it would loop.
 *   A Team login type with a team opens /choose-team too (switching teams), and a Personal one
 *   opens /choose-team (entering a team).
 * - For a signed-in user the login-type rules apply to every page but the invoice, the
 *   signed-out pages and register-confirm/activate-account, public ones (/404, /invite-member)
 *   included: SPEC exempts no others.
 */
import type { LoginType } from '../../contract/enums'
import type { UserProfile } from '../../contract/methods/account-profile'

/** Where a navigation goes, as TanStack Router matched it. */
export interface GuardTarget {
  /** The matched route's `fullPath`, e.g. `/invoice/$code`, `/reset-password/`; a trailing slash is ignored. */
  route: string
  /** The route's search params; only `from` on /third-party/login is read. */
  search: Readonly<Record<string, unknown>>
  /** The URL asked for (path, search and hash), to come back to after logging in. */
  href: string
}

/** The profile fields the guard reads. */
export type GuardProfile = Pick<UserProfile, 'initialized' | 'userType' | 'teamList'>

/** What the guard knows of the session. */
export type GuardSession =
  | { status: 'signedOut' }
  /**
   * A token was held when the navigation began and the session ended while it waited (a refused
   * token): the session runtime is already taking the browser to `/` (SPEC §4 session errors).
   */
  | { status: 'ended' }
  /** A token is held but user info is not loaded yet. */
  | { status: 'loading' }
  | {
      status: 'signedIn'
      profile: GuardProfile
      /** Null until the user (or this guard) chose a login type. */
      loginType: LoginType | null
      /** The team id cookie; null when none is set. */
      teamId: number | null
    }

/** A login type for the caller to record (with its team id cookie for Team). */
export type LoginChoice = { loginType: 'Personal' } | { loginType: 'Team'; teamId: number }

/** What the router does with the navigation. */
export type GuardDecision =
  | { kind: 'allow' }
  /** User info is loading: wait for it, then ask again. */
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string; search?: { redirect: string } }
  /** End the session locally, then open the page as a signed-out visitor. */
  | { kind: 'clearSession' }
  /** Record `choice`, then go to `to`, or carry on to the page asked for when `to` is null. */
  | { kind: 'choose'; choice: LoginChoice; to: string | null }

/** The dashboard's start page, where signed-in users are sent away from signed-out pages. */
export const HOME_PATH = '/rpc/endpoint'
export const LOGIN_PATH = '/login'
/** Where an ended session lands (SPEC §4: a session error logs out to `/`). */
export const ENDED_PATH = '/'
export const FIRST_LOGIN_PATH = '/first-login'
export const CHOOSE_TEAM_PATH = '/choose-team'

/** Decides whether `target` may open for `session`, and if not, what happens instead. */
export function decideAccess(target: GuardTarget, session: GuardSession): GuardDecision {
  const route = normalise(target.route)
  if (route === INVOICE_PATH) return ALLOW

  if (session.status === 'signedOut') {
    if (PUBLIC_PATHS.has(route) || LOGIN_VIEW_PATHS.has(route)) return ALLOW
    return { kind: 'redirect', to: LOGIN_PATH, search: { redirect: target.href } }
  }
  if (session.status === 'ended') {
    // Where the runtime's own navigation goes too: whichever of the two lands last, the page is `/`.
    if (PUBLIC_PATHS.has(route) || LOGIN_VIEW_PATHS.has(route)) return ALLOW
    return redirectTo(ENDED_PATH)
  }

  if (SIGNED_OUT_PATHS.has(route)) {
    if (route === THIRD_PARTY_LOGIN_PATH && target.search['from'] === 'admin') return { kind: 'clearSession' }
    return { kind: 'redirect', to: HOME_PATH }
  }
  if (session.status === 'loading') return { kind: 'wait' }
  if (ALWAYS_ALLOWED_PATHS.has(route)) return ALLOW

  switch (session.loginType) {
    case 'Personal':
      if (!session.profile.initialized) return route === FIRST_LOGIN_PATH ? ALLOW : redirectTo(FIRST_LOGIN_PATH)
      return route === FIRST_LOGIN_PATH ? redirectTo(HOME_PATH) : ALLOW
    case 'Team':
      return session.teamId === null && route !== CHOOSE_TEAM_PATH ? redirectTo(CHOOSE_TEAM_PATH) : ALLOW
    case null:
      return chooseLoginType(route, session.profile)
  }
}

const ALLOW: GuardDecision = { kind: 'allow' }
/* eslint-disable lingui/no-unlocalized-strings -- contract values (LoginType), never shown */
const PERSONAL = 'Personal' satisfies LoginType
const TEAM = 'Team' satisfies LoginType
/* eslint-enable lingui/no-unlocalized-strings */
const INVOICE_PATH = '/invoice/$code'
const THIRD_PARTY_LOGIN_PATH = '/third-party/login'

/** SPEC's public list, by fullPath. */
const PUBLIC_PATHS: ReadonlySet<string> = new Set([
  '/', // index
  '/register',
  '/register-confirm',
  '/email-confirm', // not in SPEC's list: see the header
  THIRD_PARTY_LOGIN_PATH,
  '/auth/callback',
  '/reset-password',
  '/reset-password/checking',
  '/reset-password/set',
  '/set-password/checking',
  '/set-password/set',
  '/bind/callback',
  '/activate-account',
  '/invite-member',
  '/$', // slug
  '/404',
  INVOICE_PATH,
])

/** The log-in view: where signed-out visitors are sent (see the header). */
const LOGIN_VIEW_PATHS: ReadonlySet<string> = new Set([LOGIN_PATH, '/workbench/$'])

/** Pages for signed-out visitors only: a signed-in user is sent to HOME_PATH. */
const SIGNED_OUT_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/reset-password',
  '/reset-password/checking',
  '/register',
  '/auth/callback',
  THIRD_PARTY_LOGIN_PATH,
  '/set-password/checking',
  '/set-password/set',
])

/** Open to any signed-in user once user info is loaded, whatever the login type. */
const ALWAYS_ALLOWED_PATHS: ReadonlySet<string> = new Set(['/register-confirm', '/activate-account'])

/** SPEC's four "no login type chosen yet" rules. */
function chooseLoginType(route: string, profile: GuardProfile): GuardDecision {
  const teams = profile.teamList
  if (profile.userType === 'user') {
    if (teams.length > 0) return route === CHOOSE_TEAM_PATH ? ALLOW : redirectTo(CHOOSE_TEAM_PATH)
    return { kind: 'choose', choice: { loginType: PERSONAL }, to: isDashboardPath(route) ? null : HOME_PATH }
  }
  const [onlyTeam] = teams
  if (teams.length === 1 && onlyTeam) {
    return { kind: 'choose', choice: { loginType: TEAM, teamId: onlyTeam.teamId }, to: null }
  }
  return route === CHOOSE_TEAM_PATH ? ALLOW : redirectTo(CHOOSE_TEAM_PATH)
}

function isDashboardPath(route: string): boolean {
  return route === DASHBOARD_PATH || route.startsWith(`${DASHBOARD_PATH}/`)
}

const DASHBOARD_PATH = '/rpc'

function redirectTo(to: string): GuardDecision {
  return { kind: 'redirect', to }
}

/** `/reset-password/` and `/reset-password` name the same page; `/` stays `/`. */
function normalise(route: string): string {
  return route.length > 1 && route.endsWith('/') ? route.slice(0, -1) : route
}
