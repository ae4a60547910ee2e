/**
 * The log-in page's flow (SPEC §1, §4 "Login"): e-mail and password, a wallet signature, or an
 * OAuth provider — one attempt at a time; a refused login leaves the form as the user typed it
 * and says why, a session ends the flow. An OAuth login leaves the page for the provider
 * (`redirecting`) and finishes at /auth/callback.
 *
 * Effects are named here and provided by the login form:
 * - `logIn` sends the e-mail and the hashed password (SPEC §5) and answers the server's Session;
 * - `logInWithWallet` has the wallet sign the server's nonce and answers the Session;
 * - `startOauth` (input: the provider id) asks the server for the provider's URL and goes there;
 * - `storeSession` receives that Session: the app writes the token cookie and records the login.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { Session } from '../../contract'

/** What `logIn` sends: the password is already hashed, never the plain text. */
export interface LoginCredentials {
  email: string
  passwordHash: string
}

export type LoginEvent =
  /** The user sent the form (already checked and hashed by the view). */
  | ({ type: 'login.submit' } & LoginCredentials)
  /** The user pressed the wallet button (a wallet is injected). */
  | { type: 'wallet.submit' }
  /** The user chose an OAuth provider. */
  | { type: 'oauth.start'; provider: string }

export type LoginTag =
  /** A login is on its way: the button spins, further submits are ignored. */
  | 'busy'
  /** The last login failed; `lastError` says why, the form keeps what the user typed. */
  | 'failed'

export interface LoginContext {
  /** The failure of the last attempt, for the view; cleared by the next submit. */
  lastError: unknown
  /** Set when the server answered a Session. */
  userId: Session['user']['id'] | null
}

/** The machine's output once `done`: who signed in. */
export type LoginOutput = Session['user']['id']

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    tags: {} as LoginTag,
    output: {} as LoginOutput,
  },
  actors: {
    logIn: fromPromise<Session, LoginCredentials>(async () => {
      throw new Error('logIn is provided by the app')
    }),
    logInWithWallet: fromPromise<Session>(async () => {
      throw new Error('logInWithWallet is provided by the app')
    }),
    /** Resolves once the browser is on its way to the provider. */
    startOauth: fromPromise<void, { provider: string }>(async () => {
      throw new Error('startOauth is provided by the app')
    }),
  },
  actions: {
    storeSession: (_, _session: Session) => {},
  },
}).createMachine({
  id: 'login',
  context: { lastError: undefined, userId: null },
  initial: 'idle',
  states: {
    idle: {
      initial: 'ready',
      states: {
        ready: {},
        failed: { tags: ['failed'] },
      },
      on: {
        'login.submit': {
          target: 'submitting',
          actions: assign({ lastError: undefined }),
        },
        'wallet.submit': {
          target: 'signingWithWallet',
          actions: assign({ lastError: undefined }),
        },
        'oauth.start': {
          target: 'redirecting',
          actions: assign({ lastError: undefined }),
        },
      },
    },
    signingWithWallet: {
      tags: ['busy'],
      invoke: {
        id: 'logInWithWallet',
        src: 'logInWithWallet',
        onDone: {
          target: 'done',
          actions: [
            assign({ userId: ({ event }) => event.output.user.id }),
            { type: 'storeSession', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'idle.failed',
          actions: assign({ lastError: ({ event }) => event.error }),
        },
      },
    },
    redirecting: {
      tags: ['busy'],
      // The page unloads on success; it stays busy until then, so nothing is sent twice.
      invoke: {
        id: 'startOauth',
        src: 'startOauth',
        input: ({ event }) => ({ provider: event.type === 'oauth.start' ? event.provider : '' }),
        onError: {
          target: 'idle.failed',
          actions: assign({ lastError: ({ event }) => event.error }),
        },
      },
    },
    submitting: {
      tags: ['busy'],
      // No `login.submit` here: a second press while the first is on its way is ignored.
      invoke: {
        id: 'logIn',
        src: 'logIn',
        input: ({ event }) =>
          event.type === 'login.submit'
            ? { email: event.email, passwordHash: event.passwordHash }
            : { email: '', passwordHash: '' },
        onDone: {
          target: 'done',
          actions: [
            assign({ userId: ({ event }) => event.output.user.id }),
            { type: 'storeSession', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'idle.failed',
          actions: assign({ lastError: ({ event }) => event.error }),
        },
      },
    },
    done: { type: 'final' },
  },
  // `done` is entered only by the transition that sets `userId`.
  output: ({ context }) => context.userId as LoginOutput,
})
