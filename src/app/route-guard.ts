/**
 * The access guard at work (SPEC §2): the root route's `beforeLoad` asks `decideAccess` about
 * every navigation and carries out its answer — open the page, send elsewhere (a signed-out
 * visitor to /login with `redirect` set to the URL asked for), wait for user info and ask again,
 * end the session (/third-party/login?from=admin), or record a login type and go on.
 *
 * First paint stays light: a visitor without a token is decided at once, from the cookie alone;
 * only a token holder waits for the session runtime (loaded after the first render, main.tsx),
 * and then on the profile cached on the device when there is one, not on the server.
 */
import { redirect } from '@tanstack/react-router'
import {
  currentSessionStatus,
  sessionRuntime,
  waitForSessionStatus,
  type SessionStatus,
} from '../features/account/session-link'
import { readSessionToken } from '../lib/session-token'
import { readLoginType, readTeamId } from '../lib/team-context'
import { decideAccess, type GuardSession, type GuardTarget } from './access-guard'

/** A guard that keeps changing its answer is a bug, not a reason to hang the navigation. */
const MAX_ROUNDS = 5

/** Resolves when `target` may open; throws the router's redirect when it may not. */
export async function guardNavigation(target: GuardTarget): Promise<void> {
  const heldToken = readSessionToken() !== undefined
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const decision = decideAccess(target, await readGuardSession(heldToken))
    switch (decision.kind) {
      case 'allow':
        return
      case 'wait':
        await waitForSessionStatus(isSettled)
        continue
      case 'redirect':
        throw redirect({ href: hrefOf(decision.to, decision.search), replace: true })
      case 'clearSession':
        await (await sessionRuntime()).clearSession()
        continue
      case 'choose':
        await (await sessionRuntime()).enterContext(decision.choice)
        if (decision.to !== null) throw redirect({ href: decision.to, replace: true })
        continue
    }
  }
}

/**
 * The session as the guard sees it. `heldToken`: a token was held when the navigation began, so
 * a session found gone now was ended by the runtime meanwhile, not never started.
 */
async function readGuardSession(heldToken: boolean): Promise<GuardSession> {
  const gone: GuardSession = { status: heldToken ? 'ended' : 'signedOut' }
  if (readSessionToken() === undefined) return gone
  const runtime = await sessionRuntime()
  // The runtime may have ended the session meanwhile (a refused token).
  if (readSessionToken() === undefined) return gone
  const profile = await runtime.currentProfile()
  if (!profile) return isSettled(currentSessionStatus()) ? gone : { status: 'loading' }
  return { status: 'signedIn', profile, loginType: readLoginType(), teamId: readTeamId() }
}

/** Signed in (with a profile) or signed out: the guard can decide. */
function isSettled(status: SessionStatus): boolean {
  return status === 'signedIn' || status === 'signedOut'
}

function hrefOf(to: string, search: { redirect: string } | undefined): string {
  return search ? `${to}?${new URLSearchParams(search).toString()}` : to
}
