/**
 * The signed-in session's lifecycle (SPEC §2 "Access guard", §4 "Login" and "Logout"): restore a
 * saved token at start, or load the account after a login; stay signed in on the profile cached
 * on the device when the server is out of reach; refresh when asked or back online; refresh the
 * limit info twice after a purchase; and end the session — by the user's logout or because the
 * server no longer knows it — by erasing everything the account left on the device.
 *
 * Effects are named here and provided by src/app/session-runtime.ts:
 * - `loadAccount` fetches profile, wallet, notices and limit info into the store; it fails when
 *   the profile cannot be fetched;
 * - `serverLogout` ends the session on the server (its answer does not matter);
 * - `eraseSession` clears token, local and session storage, the account's IndexedDB data, socket,
 *   notices, team cookies and open toasts;
 * - `refreshLimit` fetches limit info again; `goHome` navigates to /.
 * - `session.clear` ends the session like a logout but stays on the page (no `goHome`).
 * - Guards `isTimeout`, `isRateLimited` (HTTP 429 or the Hub's 10429: a rate limit never logs anyone
 *   out) and `isNetworkFailure` (offline) classify
 *   the error of a failed `loadAccount` (they read `event.error`); `hasCachedProfile` says whether
 *   the device holds this account's profile to carry on with.
 */
import { and, assign, fromPromise, or, setup } from 'xstate'

/** Timed-out account loads are tried again this many times in a row before giving up. */
export const MAX_TIMEOUT_RETRIES = 3

export interface SessionInput {
  /** Whether a session token (the `bpis` cookie) was found at start. */
  hasToken: boolean
}

export interface SessionContext extends SessionInput {
  /** Retries after timed-out loads in this `restoring`; 0 elsewhere. */
  timeoutRetries: number
  /** The account shown is the device's cached copy: the last load failed for want of a network. */
  usingCache: boolean
}

export type SessionEvent =
  /** A login answered a Session and its token is stored: load the account. */
  | { type: 'session.started' }
  /** Something asks for fresh account data. */
  | { type: 'session.refresh' }
  /** The browser is back online: what is stale is fetched again. */
  | { type: 'network.online' }
  /** The user pressed Log out. */
  | { type: 'session.logout' }
  /** The RPC client saw 10101–10103: the server no longer knows this session (SPEC §8). */
  | { type: 'session.invalidated' }
  /** SPEC §4 getLimitTwice: refresh limit info 2 s from now and again 10 s after that. */
  | { type: 'limit.refreshTwice' }
  /**
   * SPEC §2: /third-party/login?from=admin clears the session instead: the server session and
   * the device's data end as at a logout, but the page asked for opens (no trip to /).
   */
  | { type: 'session.clear' }

export type SessionTag =
  /** No session: the public routes. */
  | 'signedOut'
  /** A saved or new session's account is being loaded. */
  | 'restoring'
  /** Signed in: the dashboard is usable. */
  | 'signedIn'
  /** Signed in, and account data is being fetched again. */
  | 'refreshing'
  /** Logging out or erasing the session. */
  | 'signingOut'

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    input: {} as SessionInput,
    events: {} as SessionEvent,
    tags: {} as SessionTag,
  },
  actors: {
    loadAccount: fromPromise<void>(async () => {}),
    // hub_logout answers null.
    serverLogout: fromPromise<null>(async () => null),
    eraseSession: fromPromise<void>(async () => {}),
  },
  actions: {
    refreshLimit: () => {},
    goHome: () => {},
    markCached: assign({ usingCache: true }),
    markFresh: assign({ usingCache: false }),
  },
  guards: {
    hasToken: ({ context }) => context.hasToken,
    canRetryTimeout: ({ context }) => context.timeoutRetries < MAX_TIMEOUT_RETRIES,
    isTimeout: () => false,
    isRateLimited: () => false,
    isNetworkFailure: () => false,
    hasCachedProfile: () => false,
  },
  delays: {
    /** A timed-out load is tried again after this pause. */
    retryDelay: 1000, // ms
    limitFirstRefresh: 2000, // ms after limit.refreshTwice
    limitSecondRefresh: 10_000, // ms after the first refresh
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ hasToken: input.hasToken, timeoutRetries: 0, usingCache: false }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasToken', target: 'restoring' }, { target: 'signedOut' }],
    },
    signedOut: {
      tags: ['signedOut'],
      on: { 'session.started': 'restoring' },
    },
    restoring: {
      tags: ['restoring'],
      // Counted afresh at each restore (0 outside `restoring`, which also keeps snapshots comparable).
      exit: assign({ timeoutRetries: 0 }),
      initial: 'loading',
      // The failing call's own error then arrives at a stopped actor and changes nothing.
      on: { 'session.invalidated': 'ending', 'session.clear': 'clearing' },
      states: {
        loading: {
          invoke: {
            id: 'loadAccount',
            src: 'loadAccount',
            onDone: { target: '#session.signedIn', actions: 'markFresh' },
            // SPEC §2 "If fetching user info fails", in this order.
            onError: [
              {
                guard: and(['isTimeout', 'canRetryTimeout']),
                target: 'waiting',
                actions: assign({ timeoutRetries: ({ context }) => context.timeoutRetries + 1 }),
              },
              {
                // Rate limited (429 or 10429), offline, or timed out once too often: carry on with
                // the cached profile.
                guard: and([or(['isRateLimited', 'isNetworkFailure', 'isTimeout']), 'hasCachedProfile']),
                target: '#session.signedIn',
                actions: 'markCached',
              },
              // Any other error (or nothing cached to fall back on) ends the session.
              { target: '#session.ending' },
            ],
          },
        },
        waiting: {
          after: { retryDelay: 'loading' },
        },
      },
    },
    signedIn: {
      tags: ['signedIn'],
      type: 'parallel',
      on: {
        'session.logout': 'loggingOut',
        'session.invalidated': 'ending',
        'session.clear': 'clearing',
      },
      states: {
        account: {
          initial: 'active',
          states: {
            active: {
              on: {
                'session.refresh': 'refreshing',
                'network.online': 'refreshing',
              },
            },
            refreshing: {
              tags: ['refreshing'],
              invoke: {
                id: 'loadAccount',
                src: 'loadAccount',
                onDone: { target: 'active', actions: 'markFresh' },
                // Session errors arrive as `session.invalidated`; any other failure stays signed in.
                onError: [
                  {
                    guard: or(['isNetworkFailure', 'isRateLimited', 'isTimeout']),
                    target: 'active',
                    actions: 'markCached',
                  },
                  { target: 'active' },
                ],
              },
            },
          },
        },
        // SPEC §4 getLimitTwice, beside the account so the session stays usable meanwhile.
        limit: {
          initial: 'idle',
          on: {
            // A new trigger restarts the schedule.
            'limit.refreshTwice': { target: '.first', reenter: true },
          },
          states: {
            idle: {},
            first: {
              after: { limitFirstRefresh: { target: 'second', actions: 'refreshLimit' } },
            },
            second: {
              after: { limitSecondRefresh: { target: 'idle', actions: 'refreshLimit' } },
            },
          },
        },
      },
    },
    loggingOut: {
      tags: ['signingOut'],
      invoke: {
        id: 'serverLogout',
        src: 'serverLogout',
        // SPEC §4 "Logout": whatever the server result.
        onDone: 'ending',
        onError: 'ending',
      },
    },
    clearing: {
      tags: ['signingOut'],
      initial: 'serverLogout',
      states: {
        serverLogout: {
          invoke: { id: 'serverLogout', src: 'serverLogout', onDone: 'erasing', onError: 'erasing' },
        },
        erasing: {
          invoke: {
            id: 'eraseSession',
            src: 'eraseSession',
            onDone: { target: '#session.signedOut', actions: 'markFresh' },
            onError: { target: '#session.signedOut', actions: 'markFresh' },
          },
        },
      },
    },
    ending: {
      tags: ['signingOut'],
      invoke: {
        id: 'eraseSession',
        src: 'eraseSession',
        onDone: { target: 'signedOut', actions: ['markFresh', 'goHome'] },
        onError: { target: 'signedOut', actions: ['markFresh', 'goHome'] },
      },
    },
  },
})
