/**
 * The e-mail and password login form (SPEC §4 "Login"): one submit at a time, a refused login
 * leaves the form as the user typed it and says why, a session ends the flow. Wallet and OAuth
 * logins join this machine later as further ways out of `idle`.
 *
 * Effects are named here and provided by the login form:
 * - `logIn` sends the e-mail and the hashed password (SPEC §5) and answers the server's Session;
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
  { type: 'login.submit' } & LoginCredentials

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
      },
    },
    submitting: {
      tags: ['busy'],
      // No `login.submit` here: a second press while the first is on its way is ignored.
      invoke: {
        id: 'logIn',
        src: 'logIn',
        input: ({ event }) => ({ email: event.email, passwordHash: event.passwordHash }),
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
