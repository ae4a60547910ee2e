/**
 * Loading the signed-in account into the store (SPEC §4 "Login"): queued commands go first, so
 * the answers that follow already include them; then the profile with the user's teams, and with
 * it the account's scope (the user's own, or `u<id>:t<team>` in team context: data of one context
 * never shows in another); then wallet, unread notices and limit info together. A failed profile
 * call fails the load (the session machine decides what that means); the others only leave their
 * view as it was.
 */
import type { UserProfile } from '../../contract/methods/account-profile'
import { readTeamId } from '../lib/team-context'
import { DEVICE_SCOPE, scopeOf } from '../store/scope'
import { fact, type EventDraft } from '../store/events'
import { sessionProjection } from '../features/account/session.projection'
import { MAX_NOTICES_PER_PAGE } from '../../contract/methods/notices'
import { rpc, rpcSurvivingPageChange as call } from '../lib/rpc-client'
import type { AppStore } from './app-store'

/** Loads the account into the store and answers its profile (with the full team list). */
export async function loadAccount(store: AppStore): Promise<UserProfile> {
  const { log, live, outbox } = store
  if (live.scope && navigator.onLine) await outbox.flush(live.scope)

  // SPEC §7: the teams list is asked for whole (page 1, perPage 1000). Without it the profile's
  // own teamList stands, so the list failing never fails the login.
  const [fetched, teams] = await Promise.all([
    call('hub_getUserProfile', {}),
    call('hub_getMyTeam', { page: 1, perPage: 1000 }, { hideError: true }).catch(() => null),
  ])
  const profile: UserProfile = teams ? { ...fetched, teamList: teams.list, hasTeam: teams.list.length > 0 } : fetched
  const scope = scopeOf(profile.id, readTeamId())
  const device = await log.read(DEVICE_SCOPE, sessionProjection)
  if (device.state.userId !== profile.id) {
    await log.append(DEVICE_SCOPE, [fact('session.started', { userId: profile.id, email: profile.email }, 'system')])
  }
  live.setScope(scope)
  await log.append(scope, [fact('profile.loaded', profile, 'server')])

  const [wallet, notices, limit] = await Promise.allSettled([
    call('hub_getUserWalletOverview', {}),
    call('hub_getUserMessages', { cursor: 0, perPage: MAX_NOTICES_PER_PAGE, unread: true }),
    call('hub_getUserLimitInfo', {}),
  ])
  const facts: EventDraft[] = []
  if (wallet.status === 'fulfilled') facts.push(fact('wallet.loaded', wallet.value, 'server'))
  if (notices.status === 'fulfilled') {
    facts.push(fact('notices.loaded', { page: notices.value, cursor: 0, unreadOnly: true }, 'server'))
  }
  if (limit.status === 'fulfilled') facts.push(fact('limit.loaded', limit.value, 'server'))
  await log.append(scope, facts)
  if (navigator.onLine) await outbox.flush(scope)
  return profile
}

/** SPEC §4 getLimitTwice's single step: limit info fetched again. */
export async function refreshLimit(store: AppStore): Promise<void> {
  const scope = store.live.scope
  if (!scope) return
  const limit = await rpc('hub_getUserLimitInfo', {}, { hideError: true })
  await store.log.append(scope, [fact('limit.loaded', limit, 'server')])
}
