/**
 * The login machine at work behind the login form, with the effects it names: the calls that
 * log in (e-mail and MD5-hashed password, SPEC §5; a wallet signature; an OAuth provider) and
 * what a success does. Fetched apart from the form (use-login-driver.ts): XState, the login
 * calls and MD5 are what a visitor needs once they start logging in, not to see the page.
 */
import { createActor, fromPromise, type SnapshotFrom } from 'xstate'
import type { Session } from '../../../../contract'
import { loginMachine } from '../../../../machines/login/login.machine'
import { hashPassword } from '../../../lib/password-hash'
import { dismissFailureReports, rpc } from '../../../lib/rpc-client'
import { getInjectedProvider, isUserRejection, signInWithWallet, WalletError } from '../../../lib/siwe-wallet'
import { rateLimitedUntil } from '../auth/mail-cooldown'
import { completeLogin } from '../session-link'

/** What the form shows of the machine. */
export interface LoginView {
  /** A login is on its way: the buttons wait. */
  busy: boolean
  /** The e-mail and password login is on its way: its button spins. */
  submitting: boolean
  /** After too many attempts (10429): when the server takes one again (epoch ms), else null. */
  retryAt: number | null
  /** The wallet's own failure in the last attempt (server errors are toasted), else null. */
  walletProblem: WalletProblem | null
}

/** `declined`: the person said no in the wallet; `unusable`: the wallet answered nonsense. */
export type WalletProblem = 'declined' | 'unusable'

export interface LoginDriver {
  /** The same object until the machine moves (for `useSyncExternalStore`). */
  view: () => LoginView
  subscribe: (onChange: () => void) => () => void
  /** Logs in with the e-mail and the password, hashed here: the plain text is never sent. */
  submit: (email: string, password: string) => void
  /** Signs in with the injected wallet; false (and nothing sent) when the browser has none. */
  wallet: () => boolean
  oauth: (provider: string) => void
  stop: () => void
}

/** Starts the login machine; `onLoggedIn` runs once the session is stored. */
export function startLoginDriver(onLoggedIn: () => void): LoginDriver {
  const actor = createActor(
    loginMachine.provide({
      actors: {
        logIn: fromPromise<Session, { email: string; passwordHash: string }>(async ({ input }) => {
          const session = await rpc('hub_login', { email: input.email, password: input.passwordHash })
          await completeLogin(session)
          return session
        }),
        logInWithWallet: fromPromise<Session>(async () => {
          const provider = getInjectedProvider()
          if (!provider) throw new Error('No wallet')
          const { nonce } = await rpc('hub_getSiweNonce', {})
          const proof = await signInWithWallet(provider, nonce)
          const session = await rpc('hub_metamaskRegister', proof)
          await completeLogin(session)
          return session
        }),
        startOauth: fromPromise<void, { provider: string }>(async ({ input }) => {
          const { authorizeUrl } = await rpc('hub_getOauthLoginUrl', { provider: input.provider })
          location.assign(authorizeUrl)
        }),
      },
      actions: {
        storeSession: () => {
          // The refused attempts' toasts ("Wrong e-mail or password") would outlive the success.
          dismissFailureReports()
          onLoggedIn()
        },
      },
    }),
  ).start()

  let seen = actor.getSnapshot()
  let view = viewOf(seen)
  return {
    view() {
      const snapshot = actor.getSnapshot()
      if (snapshot !== seen) {
        seen = snapshot
        view = viewOf(snapshot)
      }
      return view
    },
    subscribe(onChange) {
      const subscription = actor.subscribe(() => onChange())
      return () => subscription.unsubscribe()
    },
    submit(email, password) {
      actor.send({ type: 'login.submit', email, passwordHash: hashPassword(password) })
    },
    wallet() {
      if (!getInjectedProvider()) return false
      actor.send({ type: 'wallet.submit' })
      return true
    },
    oauth(provider) {
      actor.send({ type: 'oauth.start', provider })
    },
    stop() {
      actor.stop()
    },
  }
}

function viewOf(snapshot: SnapshotFrom<typeof loginMachine>): LoginView {
  const failed = snapshot.hasTag('failed')
  const error = snapshot.context.lastError
  return {
    busy: snapshot.hasTag('busy'),
    submitting: snapshot.matches('submitting'),
    retryAt: failed ? rateLimitedUntil(error) : null,
    walletProblem: failed ? walletProblemOf(error) : null,
  }
}

function walletProblemOf(error: unknown): WalletProblem | null {
  if (isUserRejection(error)) return 'declined'
  if (error instanceof WalletError) return 'unusable'
  return null
}
