/**
 * The notice socket's connection (SPEC §7 "Socket"; DESIGN.md "Realtime"): connect with the
 * session token, reconnect after any close the app did not ask for while a token exists — with
 * exponential backoff and jitter, capped, and at once when the network returns or the tab
 * becomes visible — and catch up on the notices sent meanwhile on every (re)connect, so none is
 * lost. A close in the 44xx range means the server no longer knows the session: no reconnect,
 * the app is told and logs out. Errors are only logged.
 *
 * Effects are named here and provided by the app (src/lib/socket-transport.ts, src/app/):
 * - `connection` (callback actor, input `SocketCredentials`) opens the socket and sends back
 *   `connection.opened`, `connection.closed` and `connection.errored`; stopping it closes the
 *   socket (the app's own clean close);
 * - `catchUp` fetches the notices since the store's cursor, on every open;
 * - `logError` logs a socket error or a connect timeout (params `{ error }`), nothing more;
 * - `reportSessionInvalid` hears the 44xx close (params `{ code, reason }`): the app logs out.
 * Jitter comes from the `random` input (`Math.random` in the app, a fake in tests).
 */
import { assign, fromCallback, setup, type EventObject } from 'xstate'

/** The first reconnect waits about this long… */
export const RECONNECT_BASE_DELAY = 1000 // ms
/** …each further one twice as long, never longer than this. */
export const RECONNECT_MAX_DELAY = 30_000 // ms
/** The attempt from which the wait is capped; counting further would change nothing. */
export const RECONNECT_CAPPED_ATTEMPT = Math.ceil(Math.log2(RECONNECT_MAX_DELAY / RECONNECT_BASE_DELAY)) + 1
/** A connection open this long counts as healthy: the next reconnect starts from the base delay. */
export const STABLE_CONNECTION_DELAY = 10_000 // ms
/** A socket not open after this long is given up and tried again (a half-open network can hang). */
export const CONNECT_TIMEOUT = 15_000 // ms

/**
 * The wait before reconnect number `attempt` (1 for the first): exponential from the base, capped,
 * with "equal jitter" — half the step is fixed, half random. The fixed half keeps a flapping
 * server from being hammered; the random half spreads the clients a server restart dropped at once.
 */
export function reconnectDelay(attempt: number, random: number): number {
  const step = Math.min(RECONNECT_MAX_DELAY, RECONNECT_BASE_DELAY * 2 ** Math.max(0, attempt - 1))
  return Math.round(step / 2 + (step / 2) * random)
}

/** Whether a close code says the session is invalid (the server sends 4401 with 10101–10103). */
export function isSessionRejectedCode(code: number): boolean {
  return code >= 4400 && code <= 4499
}

/** Whom the socket connects as: the connection actor's input. */
export interface SocketCredentials {
  token: string
  /** In team context the socket carries the team's notices (`&teamId=`); null or absent for personal. */
  teamId?: number | null
}

export interface SocketInput {
  /** A number in [0, 1): `Math.random` in the app, a fake in tests. */
  random: () => number
}

export interface SocketContext extends SocketInput {
  /** Null when stopped (no token). */
  credentials: SocketCredentials | null
  /** Reconnects since the last healthy connection, up to RECONNECT_CAPPED_ATTEMPT. */
  attempt: number
}

/** What the connection actor sends back. */
export type SocketConnectionEvent =
  | { type: 'connection.opened' }
  /** `clean` as the browser's CloseEvent.wasClean; only logged, the code decides. */
  | { type: 'connection.closed'; code: number; reason: string; clean: boolean }
  | { type: 'connection.errored'; error: unknown }

export type SocketEvent =
  /** Signed in (or the team changed): connect as these credentials; the same ones while connected change nothing. */
  | ({ type: 'socket.start' } & SocketCredentials)
  /** Logout: close the socket and stay closed. */
  | { type: 'socket.stop' }
  /** The browser is back online. */
  | { type: 'network.online' }
  /** The tab became visible again. */
  | { type: 'tab.visible' }
  | SocketConnectionEvent

export type SocketTag =
  /** No token: closed on purpose. */
  | 'idle'
  /** A socket is on its way. */
  | 'connecting'
  /** Frames flow. */
  | 'open'
  /** Closed unexpectedly; a reconnect is scheduled. */
  | 'waiting'
  /** The server refused the token (44xx): closed until a new start. */
  | 'rejected'

export const socketMachine = setup({
  types: {
    context: {} as SocketContext,
    input: {} as SocketInput,
    events: {} as SocketEvent,
    tags: {} as SocketTag,
  },
  actors: {
    connection: fromCallback<EventObject, SocketCredentials>(() => {}),
  },
  actions: {
    catchUp: () => {},
    logError: (_, _params: { error: unknown }) => {},
    reportSessionInvalid: (_, _params: { code: number; reason: string }) => {},
    remember: assign({
      credentials: ({ event }) => {
        if (event.type !== 'socket.start') return null
        return { token: event.token, teamId: event.teamId ?? null }
      },
      attempt: 0,
    }),
    forget: assign({ credentials: null, attempt: 0 }),
    countAttempt: assign({
      attempt: ({ context }) => Math.min(context.attempt + 1, RECONNECT_CAPPED_ATTEMPT),
    }),
    resetAttempts: assign({ attempt: 0 }),
  },
  guards: {
    isSessionRejected: (_, params: { code: number }) => isSessionRejectedCode(params.code),
    isSameCredentials: ({ context, event }) =>
      event.type === 'socket.start' &&
      context.credentials?.token === event.token &&
      context.credentials.teamId === (event.teamId ?? null),
  },
  delays: {
    reconnectDelay: ({ context }) => reconnectDelay(context.attempt, context.random()),
    stableAfter: STABLE_CONNECTION_DELAY,
    connectTimeout: CONNECT_TIMEOUT,
  },
}).createMachine({
  id: 'socket',
  context: ({ input }) => ({ random: input.random, credentials: null, attempt: 0 }),
  initial: 'idle',
  on: {
    // A new start (re)connects at once, whatever the state; leaving `active` closes the old socket.
    'socket.start': { target: '.active', actions: 'remember' },
    // The app's own close: the connection actor is stopped, which closes the socket cleanly.
    'socket.stop': { target: '.idle', actions: 'forget' },
  },
  states: {
    idle: {
      tags: ['idle'],
    },
    active: {
      invoke: {
        id: 'connection',
        src: 'connection',
        input: ({ context }) => context.credentials as SocketCredentials,
      },
      on: {
        // Already connecting or connected as these: nothing to do.
        'socket.start': { guard: 'isSameCredentials' },
        'connection.errored': {
          actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) },
        },
        // Any close the app did not ask for (a server restart's 1001, a lost network's 1006, even
        // a 1000) leaves the user without notices while signed in: reconnect, unless the server
        // refused the session.
        'connection.closed': [
          {
            guard: { type: 'isSessionRejected', params: ({ event }) => ({ code: event.code }) },
            target: 'rejected',
            actions: {
              type: 'reportSessionInvalid',
              params: ({ event }) => ({ code: event.code, reason: event.reason }),
            },
          },
          { target: 'waiting', actions: 'countAttempt' },
        ],
      },
      initial: 'connecting',
      states: {
        connecting: {
          tags: ['connecting'],
          on: { 'connection.opened': 'open' },
          after: {
            connectTimeout: {
              target: '#socket.waiting',
              actions: ['countAttempt', { type: 'logError', params: { error: 'connect timeout' } }],
            },
          },
        },
        open: {
          tags: ['open'],
          // Open first, then fetch: a notice sent between the two arrives twice (the store merges
          // by id) rather than not at all.
          entry: 'catchUp',
          initial: 'settling',
          states: {
            // The attempt count is kept until the connection has stayed open a while, so a server
            // that accepts and drops at once is still retried at growing intervals.
            settling: {
              after: { stableAfter: 'stable' },
            },
            stable: {
              entry: 'resetAttempts',
            },
          },
        },
      },
    },
    waiting: {
      tags: ['waiting'],
      after: { reconnectDelay: 'active' },
      on: {
        // The likely cause of the close has just gone away: no reason to wait.
        'network.online': 'active',
        'tab.visible': 'active',
      },
    },
    rejected: {
      tags: ['rejected'],
    },
  },
})
