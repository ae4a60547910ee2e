/**
 * The signed-in session, loaded after the first paint: the session machine provided with its real
 * effects, the RPC client told what a session error does, and the screens' session link, store
 * connection and outbox triggers (online, language choice) wired up.
 */
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate'
import type { Session } from '../../contract'
import type { UserProfile } from '../../contract/methods/account-profile'
import { sessionMachine } from '../../machines/session/session.machine'
import { changeLanguage } from '../features/account/account.commands'
import { clearRegisterConfirm } from '../features/account/auth/register-confirm-cookie'
import { profileProjection } from '../features/account/profile.projection'
import { sessionProjection } from '../features/account/session.projection'
import {
  connectSession,
  publishSessionStatus,
  type LoginChoice,
  type SessionStatus,
} from '../features/account/session-link'
import { INVOICE_PDF_CACHE } from '../features/billing/invoice-pdf'
import { onLocaleChosen } from '../i18n/i18n'
import { clearSessionToken, readSessionToken, writeSessionToken } from '../lib/session-token'
import { chooseTeam, choosePersonal, clearTeamContext, readTeamId } from '../lib/team-context'
import { toast } from '../lib/toast-store'
import { configureRpcClient, rpc } from '../lib/rpc-client'
import { fact } from '../store/events'
import { belongsToUser, DEVICE_SCOPE, scopeOf } from '../store/scope'
import { runCommand } from '../store/store-client'
import { loadAccount, refreshLimit } from './account-loader'
import { createAppStore, type AppStore } from './app-store'
import { router } from './router'
import { loadFailureGuards } from './session-guards'

/** What survives a logout in local storage: the device's theme, not the account's data. */
const KEPT_LOCAL_KEYS = ['hubdeck:theme']

export async function startSessionRuntime(): Promise<void> {
  const store = createAppStore()
  const device = await store.log.read(DEVICE_SCOPE, sessionProjection)
  const hasToken = readSessionToken() !== undefined
  let hasCachedProfile = false
  if (hasToken && device.state.userId !== null) {
    const scope = scopeOf(device.state.userId, readTeamId())
    store.live.setScope(scope)
    hasCachedProfile = (await store.log.read(scope, profileProjection)).state !== null
  }
  /** The profile of the scope shown: loaded, or cached on the device; what the access guard reads. */
  const currentProfile = async (): Promise<UserProfile | null> => {
    const scope = store.live.scope
    return scope ? (await store.log.read(scope, profileProjection)).state : null
  }

  const actor = createActor(
    sessionMachine.provide({
      actors: {
        loadAccount: fromPromise(async () => {
          await loadAccount(store)
          hasCachedProfile = true
        }),
        serverLogout: fromPromise(async () => {
          // Changes still waiting go out first: the logout erases the outbox with the account.
          if (store.live.scope && navigator.onLine) await store.outbox.flush(store.live.scope).catch(() => undefined)
          // Without Team-Id: a logout ends the session whatever team it was in, even one the
          // user was just removed from (the server refuses a Team-Id it no longer accepts).
          return rpc('hub_logout', {}, { hideError: true, teamId: null })
        }),
        eraseSession: fromPromise(async () => {
          hasCachedProfile = false
          await eraseSession(store)
        }),
      },
      guards: {
        ...loadFailureGuards,
        hasCachedProfile: () => hasCachedProfile,
      },
      actions: {
        refreshLimit: () => void refreshLimit(store).catch(() => undefined),
        goHome: () => void router.navigate({ to: '/' }),
      },
    }),
    { input: { hasToken } },
  )
  actor.subscribe((snapshot) => publishSessionStatus(statusOf(snapshot)))
  followLiveNotices(store, actor)

  configureRpcClient({ onSessionInvalid: () => actor.send({ type: 'session.invalidated' }) })
  connectSession({
    async completeLogin(session: Session) {
      writeSessionToken(session.token)
      // SPEC §4 "Login": the register-confirm cookie goes; a new session chooses its login type afresh.
      clearRegisterConfirm()
      clearTeamContext()
      await store.log.append(DEVICE_SCOPE, [
        fact('session.started', { userId: session.user.id, email: session.user.email }, 'system'),
      ])
      const scope = scopeOf(session.user.id)
      store.live.setScope(scope)
      await store.log.append(scope, [fact('profile.loaded', session.user, 'server')])
      hasCachedProfile = true
      actor.send({ type: 'session.started' })
      const settled = await waitFor(actor, (snapshot) => snapshot.hasTag('signedIn') || snapshot.hasTag('signedOut'))
      if (!settled.hasTag('signedIn')) throw new Error('The account could not be loaded')
    },
    logOut: () => actor.send({ type: 'session.logout' }),
    refreshLimitTwice: () => actor.send({ type: 'limit.refreshTwice' }),
    currentProfile,
    async enterContext(choice: LoginChoice) {
      // Changes queued in the context being left go out under its own Team-Id first.
      const left = store.live.scope
      if (left && navigator.onLine) await store.outbox.flush(left).catch(() => undefined)
      if (choice.loginType === 'Team') chooseTeam(choice.teamId)
      else choosePersonal()
      const profile = await currentProfile()
      if (profile) {
        // The profile is the person's, whatever the context: the new scope starts with it, so the
        // guard and the header have it before the reload answers.
        const entered = scopeOf(profile.id, readTeamId())
        if (entered !== left) await store.log.append(entered, [fact('profile.loaded', profile, 'server')])
        store.live.setScope(entered)
      }
      if (store.live.scope !== left) actor.send({ type: 'session.refresh' })
    },
    async clearSession() {
      actor.send({ type: 'session.clear' })
      await waitFor(actor, (snapshot) => snapshot.hasTag('signedOut'))
    },
  })

  window.addEventListener('online', () => {
    actor.send({ type: 'network.online' })
    if (store.live.scope) store.flush(store.live.scope)
  })
  onLocaleChosen((language) => {
    if (actor.getSnapshot().hasTag('signedIn')) void runCommand(changeLanguage, { language })
  })
  actor.start()
}

/**
 * Live notices run while the account is signed in (SPEC §4 "Login": for a personal user who has
 * finished initialisation, or a team user) and stop when it is not.
 */
function followLiveNotices(store: AppStore, actor: SessionActor): void {
  let stop: (() => void) | null = null
  /** The scope the running socket serves: entering another context reconnects with its teamId. */
  let servedScope: string | null = null
  let starting = false
  actor.subscribe(async (snapshot) => {
    const signedIn = snapshot.hasTag('signedIn')
    if (!signedIn || (stop && servedScope !== store.live.scope)) {
      stop?.()
      stop = null
      servedScope = null
      if (!signedIn) return
    }
    const scope = store.live.scope
    const token = readSessionToken()
    if (stop || starting || !scope || !token) return
    starting = true
    // The socket's code (its machine, the notice effects and toasts) is not needed to sign in or to
    // draw the first page: it loads here, beside the profile read, out of the runtime's own chunk.
    const [profile, { startLiveNotices }] = await Promise.all([
      store.log.read(scope, profileProjection).then((view) => view.state),
      import('./live-notices'),
    ]).finally(() => (starting = false))
    // A team user: a team-type account, or anyone working in a team's context.
    const teamUser = profile?.userType === 'team' || readTeamId() !== null
    if (!profile || (!teamUser && !profile.initialized)) return
    if (!actor.getSnapshot().hasTag('signedIn') || store.live.scope !== scope) return
    servedScope = scope
    stop = startLiveNotices({
      store,
      scope,
      token,
      onSessionRejected: () => actor.send({ type: 'session.invalidated' }),
      onLogOut: () => actor.send({ type: 'session.logout' }),
    })
  })
}

type SessionActor = ReturnType<typeof createActor<typeof sessionMachine>>

function statusOf(snapshot: SnapshotFrom<typeof sessionMachine>): SessionStatus {
  if (snapshot.hasTag('signingOut')) return 'signingOut'
  if (snapshot.hasTag('signedIn')) return 'signedIn'
  if (snapshot.hasTag('restoring')) return 'restoring'
  return 'signedOut'
}

/**
 * SPEC §4 "Logout": token, local and session storage, the account's IndexedDB data (every scope
 * of the user, and who was signed in), team cookies and open toasts — whatever the server said.
 */
async function eraseSession(store: AppStore): Promise<void> {
  const device = await store.log.read(DEVICE_SCOPE, sessionProjection)
  const userId = device.state.userId
  clearSessionToken()
  clearTeamContext()
  const kept = KEPT_LOCAL_KEYS.map((key) => [key, localStorage.getItem(key)] as const)
  localStorage.clear()
  for (const [key, value] of kept) if (value !== null) localStorage.setItem(key, value)
  sessionStorage.clear()
  toast.dismissAll()
  store.live.setScope(null)
  await store.log.erase((scope) => scope === DEVICE_SCOPE || (userId !== null && belongsToUser(scope, userId)))
  // The invoice PDFs kept for offline reading are the account's too.
  if ('caches' in globalThis) await caches.delete(INVOICE_PDF_CACHE).catch(() => false)
}
