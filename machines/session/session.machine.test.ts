import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths, getSimplePaths, type StatePath } from '@xstate/graph'
import {
  createActor,
  fromPromise,
  initialTransition,
  SimulatedClock,
  transition,
  waitFor,
  type SnapshotFrom,
  type StateValue,
} from 'xstate'
import { describe, expect, it } from 'vitest'
import { MAX_TIMEOUT_RETRIES, sessionMachine, type SessionEvent } from './session.machine'

/** How the fakes classify a failed load, and whether the device holds a cached profile. */
interface FakeFailure {
  kind: 'timeout' | 'rateLimited' | 'offline' | 'other'
  cached: boolean
}
const failure = (kind: FakeFailure['kind'], cached = false): FakeFailure => ({ kind, cached })
const failureOf = (event: unknown) => (event as { error?: FakeFailure }).error

/** The app's guards, played by fakes that read the fake failure. */
const fakeGuards = {
  isTimeout: ({ event }: { event: unknown }) => failureOf(event)?.kind === 'timeout',
  isRateLimited: ({ event }: { event: unknown }) => failureOf(event)?.kind === 'rateLimited',
  isNetworkFailure: ({ event }: { event: unknown }) => failureOf(event)?.kind === 'offline',
  hasCachedProfile: ({ event }: { event: unknown }) => failureOf(event)?.cached === true,
}
const model = sessionMachine.provide({ guards: fakeGuards })
type Snapshot = SnapshotFrom<typeof model>

/**
 * The machine with recording fakes: `loads` are the outcomes of successive `loadAccount` calls
 * (undefined succeeds), `logout` the server's answer to `serverLogout`.
 */
function fakeMachine({ loads = [], logout }: { loads?: (FakeFailure | undefined)[]; logout?: Error } = {}) {
  const calls: string[] = []
  const machine = sessionMachine.provide({
    guards: fakeGuards,
    actors: {
      loadAccount: fromPromise(async () => {
        calls.push('loadAccount')
        const outcome = loads.shift()
        if (outcome) throw outcome
      }),
      serverLogout: fromPromise(async () => {
        calls.push('serverLogout')
        if (logout) throw logout
        return null
      }),
      eraseSession: fromPromise<void>(async () => {
        calls.push('eraseSession')
      }),
    },
    actions: {
      refreshLimit: () => void calls.push('refreshLimit'),
      goHome: () => void calls.push('goHome'),
    },
  })
  return { machine, calls }
}

function start(fake: ReturnType<typeof fakeMachine>, hasToken: boolean) {
  const clock = new SimulatedClock()
  const actor = createActor(fake.machine, { input: { hasToken }, clock }).start()
  return { actor, clock }
}

/** Lets settled promise actors report back. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Every active leaf as a dotted path: `signedIn.account.active`, `signedIn.limit.idle`. */
function leaves(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value]
  return Object.entries(value).flatMap(([key, child]) => (child ? leaves(child, `${prefix}${key}.`) : []))
}
const isIn = (snapshot: Snapshot, leaf: string) => leaves(snapshot.value).some((path) => path.startsWith(leaf))

const loadFailed = (error: FakeFailure) =>
  ({ type: 'xstate.error.actor.loadAccount', error }) as unknown as SessionEvent
const userEvents: SessionEvent[] = [
  { type: 'session.started' },
  { type: 'session.refresh' },
  { type: 'network.online' },
  { type: 'session.logout' },
  { type: 'session.invalidated' },
  { type: 'limit.refreshTwice' },
  { type: 'session.clear' },
]
/** What the actors and timers send back (the graph walks only the events it is given). */
const machineEvent = (type: string) => ({ type }) as unknown as SessionEvent
const loaded = machineEvent('xstate.done.actor.loadAccount')
const retryDue = machineEvent('xstate.after.retryDelay.session.restoring.waiting')
const erased = machineEvent('xstate.done.actor.eraseSession')
const machineEvents = [
  loaded,
  retryDue,
  erased,
  machineEvent('xstate.error.actor.eraseSession'),
  machineEvent('xstate.done.actor.serverLogout'),
  machineEvent('xstate.error.actor.serverLogout'),
  machineEvent('xstate.after.limitFirstRefresh.session.signedIn.limit.first'),
  machineEvent('xstate.after.limitSecondRefresh.session.signedIn.limit.second'),
]
const events = [
  ...userEvents,
  ...machineEvents,
  loadFailed(failure('timeout')),
  loadFailed(failure('timeout', true)),
  loadFailed(failure('rateLimited')),
  loadFailed(failure('rateLimited', true)),
  loadFailed(failure('offline')),
  loadFailed(failure('offline', true)),
  loadFailed(failure('other', true)),
]

/** One transition, with what it did: named actions, `start:<actor>`, `wait:<ms>`. */
interface Step {
  from: Snapshot
  event: { type: string; error?: unknown }
  to: Snapshot
  effects: string[]
}
function stepFrom(from: Snapshot, event: SessionEvent): Step {
  const [to, actions] = transition(model, from, event)
  const effects = actions.flatMap((action) => {
    const params = action.params as { src?: unknown; delay?: number } | undefined
    if (action.type === 'xstate.spawnChild') return [`start:${String(params?.src)}`]
    if (action.type === 'xstate.raise' && params?.delay !== undefined) return [`wait:${params.delay}`]
    return action.type.startsWith('xstate.') ? [] : [action.type]
  })
  return { from, event, to, effects }
}

/** Every transition of every reachable state (the graph's adjacency map), with its effects. */
function everyTransition(hasToken: boolean): Step[] {
  const adjacency = getAdjacencyMap(model, { input: { hasToken }, events })
  const steps = adjacencyMapToArray(adjacency).map(({ state, event }) => stepFrom(state, event))
  expect(steps.length).toBeGreaterThan(100)
  return steps
}

/** The path's transitions replayed, each with its effects. */
function replay(path: StatePath<Snapshot, SessionEvent>): Step[] {
  const [first, ...rest] = path.steps
  if (!first) return []
  let from = first.state
  return rest.map(({ event }) => {
    const next = stepFrom(from, event)
    from = next.to
    return next
  })
}

describe('the session machine, model-based', () => {
  for (const hasToken of [true, false]) {
    it(`reaches every state, starting with${hasToken ? '' : 'out'} a token`, () => {
      const paths = getShortestPaths(model, { input: { hasToken }, events })
      const reached = new Set(paths.flatMap((path) => leaves(path.state.value)))
      expect([...reached].sort()).toEqual(
        [
          'signedOut',
          'restoring.loading',
          'restoring.waiting',
          'signedIn.account.active',
          'signedIn.account.refreshing',
          'signedIn.limit.idle',
          'signedIn.limit.first',
          'signedIn.limit.second',
          'loggingOut',
          'ending',
          'clearing.serverLogout',
          'clearing.erasing',
        ].sort(),
      )
      expect(paths[0]?.state.hasTag(hasToken ? 'restoring' : 'signedOut')).toBe(true)
    })
  }

  it('every way out of a session erases it and goes home, on every transition', () => {
    for (const step of everyTransition(true)) {
      const leaving = ['restoring', 'signedIn', 'loggingOut'].some((state) => isIn(step.from, state))
      if (step.to.matches('ending') && leaving) expect(step.effects).toEqual(['start:eraseSession'])
      if (step.to.matches('loggingOut') && !step.from.matches('loggingOut')) {
        expect(step.event.type).toBe('session.logout')
        expect(step.effects).toEqual(['start:serverLogout'])
      }
      // Whatever the server answers to the logout, the session is erased.
      if (step.from.matches('loggingOut') && step.event.type.includes('serverLogout')) {
        expect(step.to.value).toBe('ending')
      }
      if (step.event.type === 'session.invalidated' && (isIn(step.from, 'restoring') || isIn(step.from, 'signedIn'))) {
        expect(step.to.value).toBe('ending')
      }
      // Whatever the erasing answers, the user lands on / — and only then.
      const erased = step.from.matches('ending') && step.event.type.includes('eraseSession')
      expect(step.effects.includes('goHome')).toBe(erased)
      if (erased) {
        expect(step.to.value).toBe('signedOut')
        expect(step.to.hasTag('signedOut')).toBe(true)
      }
    }
  })

  it('the account shows from the server, or from the cache for want of a network, on every transition', () => {
    const entries = { loaded: 0, cached: 0 }
    for (const step of everyTransition(true)) {
      expect(step.to.context.timeoutRetries).toBeLessThanOrEqual(MAX_TIMEOUT_RETRIES)
      if (!step.from.matches('restoring') || !step.to.hasTag('signedIn')) continue
      if (step.event.type === loaded.type) {
        entries.loaded += 1
        expect(step.to.context.usingCache).toBe(false)
        continue
      }
      entries.cached += 1
      const error = step.event.error as FakeFailure
      expect(error.cached).toBe(true)
      expect(error.kind).not.toBe('other')
      if (error.kind === 'timeout') expect(step.from.context.timeoutRetries).toBe(MAX_TIMEOUT_RETRIES)
      expect(step.to.context.usingCache).toBe(true)
    }
    expect(entries.loaded).toBeGreaterThan(0)
    expect(entries.cached).toBeGreaterThan(0)
  })

  it('limit info is refreshed only by the getLimitTwice schedule, on every transition', () => {
    for (const step of everyTransition(true)) {
      if (step.event.type === 'limit.refreshTwice' && step.from.hasTag('signedIn')) {
        expect(step.effects).toContain('wait:2000')
      }
      const firstDue = isIn(step.from, 'signedIn.limit.first') && step.event.type.includes('limitFirstRefresh')
      const secondDue = isIn(step.from, 'signedIn.limit.second') && step.event.type.includes('limitSecondRefresh')
      expect(step.effects.includes('refreshLimit')).toBe(firstDue || secondDue)
      if (firstDue) expect(step.effects).toEqual(['refreshLimit', 'wait:10000'])
      if (secondDue) expect(isIn(step.to, 'signedIn.limit.idle')).toBe(true)
      // Refreshing the account or its limit never leaves the session.
      if (
        step.from.hasTag('signedIn') &&
        !['session.logout', 'session.invalidated', 'session.clear'].includes(step.event.type)
      ) {
        expect(step.to.hasTag('signedIn')).toBe(true)
      }
    }
  })

  it('from a saved token, every path settles after four loads at most', () => {
    const paths = getSimplePaths(model, {
      input: { hasToken: true },
      events: [
        loaded,
        retryDue,
        erased,
        loadFailed(failure('timeout')),
        loadFailed(failure('timeout', true)),
        loadFailed(failure('other')),
      ],
      toState: (snapshot) => snapshot.hasTag('signedIn') || snapshot.hasTag('signedOut'),
    })
    expect(paths.length).toBeGreaterThan(8)
    for (const path of paths) {
      const loads = 1 + replay(path).filter((step) => step.effects.includes('start:loadAccount')).length
      const timeouts = path.steps.filter((step) => failureOf(step.event)?.kind === 'timeout').length
      expect(loads).toBeLessThanOrEqual(1 + MAX_TIMEOUT_RETRIES)
      // Timeouts alone give up only at the fourth in a row (on the cache, or by ending the session).
      if (timeouts === loads) expect(loads).toBe(1 + MAX_TIMEOUT_RETRIES)
    }
  })

  it('from signed in, every path to signed out erases the session once and then goes home', () => {
    const [restoring] = initialTransition(model, { hasToken: true })
    const [signedIn] = transition(model, restoring, loaded)
    const paths = getSimplePaths(model, {
      fromState: signedIn,
      events: [
        ...userEvents.filter((event) => !['limit.refreshTwice', 'session.clear'].includes(event.type)),
        ...machineEvents.filter((event) => !event.type.includes('xstate.after')),
        loadFailed(failure('offline', true)),
        loadFailed(failure('other')),
      ],
      toState: (snapshot) => snapshot.hasTag('signedOut'),
    })
    expect(paths.length).toBeGreaterThan(8)
    for (const path of paths) {
      const effects = replay(path).flatMap((step) => step.effects)
      expect(effects.filter((effect) => effect === 'start:eraseSession')).toHaveLength(1)
      expect(effects.filter((effect) => effect === 'goHome')).toHaveLength(1)
      expect(effects.at(-1)).toBe('goHome')
      if (effects.includes('start:serverLogout')) {
        expect(effects.indexOf('start:serverLogout')).toBeLessThan(effects.indexOf('start:eraseSession'))
      }
    }
  })
})

describe('the session machine, with effects', () => {
  for (const logout of [undefined, new Error('server down')]) {
    it(`session.clear ends the session on the server and the device, and stays on the page${logout ? ', the server failing' : ''}`, async () => {
      const fake = fakeMachine({ logout })
      const { actor } = start(fake, true)
      await waitFor(actor, (snapshot) => snapshot.hasTag('signedIn'))
      actor.send({ type: 'session.clear' })
      expect(actor.getSnapshot().hasTag('signingOut')).toBe(true)
      await waitFor(actor, (snapshot) => snapshot.hasTag('signedOut'))
      expect(fake.calls).toEqual(['loadAccount', 'serverLogout', 'eraseSession'])
    })
  }

  it('session.clear while the account loads clears it too', async () => {
    const fake = fakeMachine()
    const { actor } = start(fake, true)
    actor.send({ type: 'session.clear' })
    await waitFor(actor, (snapshot) => snapshot.hasTag('signedOut'))
    expect(fake.calls).toEqual(['loadAccount', 'serverLogout', 'eraseSession'])
  })

  it('a saved token restores the session from the server', async () => {
    const fake = fakeMachine()
    const { actor } = start(fake, true)
    expect(actor.getSnapshot().hasTag('restoring')).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.hasTag('signedIn'))
    expect(actor.getSnapshot().context.usingCache).toBe(false)
    expect(fake.calls).toEqual(['loadAccount'])
  })

  it('without a token the session waits for a login, then loads the account', async () => {
    const fake = fakeMachine()
    const { actor } = start(fake, false)
    expect(actor.getSnapshot().hasTag('signedOut')).toBe(true)
    expect(fake.calls).toEqual([])
    actor.send({ type: 'session.started' })
    await waitFor(actor, (snapshot) => snapshot.hasTag('signedIn'))
    expect(fake.calls).toEqual(['loadAccount'])
  })

  it('a rate limit (HTTP 429 or 10429) on the profile keeps the session on the cached profile', async () => {
    const fake = fakeMachine({ loads: [failure('rateLimited', true)] })
    const { actor } = start(fake, true)
    await waitFor(actor, (snapshot) => snapshot.hasTag('signedIn'))
    expect(actor.getSnapshot().context.usingCache).toBe(true)
    expect(fake.calls).toEqual(['loadAccount'])
  })

  it('offline with a cached profile carries on, and a refresh back online leaves the cache', async () => {
    const fake = fakeMachine({ loads: [failure('offline', true)] })
    const { actor } = start(fake, true)
    await waitFor(actor, (snapshot) => snapshot.hasTag('signedIn'))
    expect(actor.getSnapshot().context.usingCache).toBe(true)
    actor.send({ type: 'network.online' })
    expect(actor.getSnapshot().hasTag('refreshing')).toBe(true)
    await waitFor(actor, (snapshot) => !snapshot.hasTag('refreshing'))
    expect(actor.getSnapshot().context.usingCache).toBe(false)
    expect(fake.calls).toEqual(['loadAccount', 'loadAccount'])
  })

  it('a timeout retries, three times at most', async () => {
    const timeouts = Array.from({ length: 5 }, () => failure('timeout'))
    const fake = fakeMachine({ loads: timeouts })
    const { actor, clock } = start(fake, true)
    for (let retry = 1; retry <= MAX_TIMEOUT_RETRIES; retry += 1) {
      await waitFor(actor, (snapshot) => snapshot.matches({ restoring: 'waiting' }))
      expect(fake.calls).toEqual(Array(retry).fill('loadAccount'))
      clock.increment(999)
      expect(actor.getSnapshot().matches({ restoring: 'waiting' })).toBe(true)
      clock.increment(1)
    }
    await waitFor(actor, (snapshot) => snapshot.hasTag('signedOut'))
    expect(fake.calls).toEqual(['loadAccount', 'loadAccount', 'loadAccount', 'loadAccount', 'eraseSession', 'goHome'])
  })

  it('after three timed-out retries a cached profile carries the session', async () => {
    const fake = fakeMachine({ loads: Array.from({ length: 4 }, () => failure('timeout', true)) })
    const { actor, clock } = start(fake, true)
    for (let retry = 1; retry <= MAX_TIMEOUT_RETRIES; retry += 1) {
      await waitFor(actor, (snapshot) => snapshot.matches({ restoring: 'waiting' }))
      clock.increment(1000)
    }
    await waitFor(actor, (snapshot) => snapshot.hasTag('signedIn'))
    expect(actor.getSnapshot().context.usingCache).toBe(true)
    expect(fake.calls).toEqual(Array(4).fill('loadAccount'))
  })

  it('a retry that answers signs in', async () => {
    const fake = fakeMachine({ loads: [failure('timeout')] })
    const { actor, clock } = start(fake, true)
    await waitFor(actor, (snapshot) => snapshot.matches({ restoring: 'waiting' }))
    clock.increment(1000)
    await waitFor(actor, (snapshot) => snapshot.hasTag('signedIn'))
    expect(actor.getSnapshot().context.usingCache).toBe(false)
  })

  for (const [name, error] of [
    ['any other error', failure('other', true)],
    ['a rate limit with nothing cached', failure('rateLimited')],
    ['offline with nothing cached', failure('offline')],
  ] as const) {
    it(`${name} ends the session and goes home`, async () => {
      const fake = fakeMachine({ loads: [error] })
      const { actor } = start(fake, true)
      await waitFor(actor, (snapshot) => snapshot.hasTag('signedOut'))
      expect(fake.calls).toEqual(['loadAccount', 'eraseSession', 'goHome'])
    })
  }

  for (const logout of [undefined, new Error('server down')]) {
    it(`logout ends the session whatever the server answers (${logout ? 'an error' : 'null'})`, async () => {
      const fake = fakeMachine({ logout })
      const { actor } = start(fake, true)
      await waitFor(actor, (snapshot) => snapshot.hasTag('signedIn'))
      actor.send({ type: 'session.logout' })
      expect(actor.getSnapshot().hasTag('signingOut')).toBe(true)
      await waitFor(actor, (snapshot) => snapshot.hasTag('signedOut'))
      expect(fake.calls).toEqual(['loadAccount', 'serverLogout', 'eraseSession', 'goHome'])
    })
  }

  it('session.invalidated erases and goes home', async () => {
    const fake = fakeMachine()
    const { actor } = start(fake, true)
    await waitFor(actor, (snapshot) => snapshot.hasTag('signedIn'))
    actor.send({ type: 'session.invalidated' })
    await waitFor(actor, (snapshot) => snapshot.hasTag('signedOut'))
    expect(fake.calls).toEqual(['loadAccount', 'eraseSession', 'goHome'])
  })

  it('session.invalidated during a refresh erases and goes home', async () => {
    const fake = fakeMachine()
    const { actor } = start(fake, true)
    await waitFor(actor, (snapshot) => snapshot.hasTag('signedIn'))
    actor.send({ type: 'session.refresh' })
    actor.send({ type: 'session.invalidated' })
    await waitFor(actor, (snapshot) => snapshot.hasTag('signedOut'))
    expect(fake.calls).toEqual(['loadAccount', 'loadAccount', 'eraseSession', 'goHome'])
  })

  it('a failed refresh stays signed in, on the cache when the network failed', async () => {
    const fake = fakeMachine({ loads: [undefined, failure('other'), failure('offline')] })
    const { actor } = start(fake, true)
    await waitFor(actor, (snapshot) => snapshot.hasTag('signedIn'))
    actor.send({ type: 'session.refresh' })
    await waitFor(actor, (snapshot) => !snapshot.hasTag('refreshing'))
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true)
    expect(actor.getSnapshot().context.usingCache).toBe(false)
    actor.send({ type: 'session.refresh' })
    await waitFor(actor, (snapshot) => !snapshot.hasTag('refreshing'))
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true)
    expect(actor.getSnapshot().context.usingCache).toBe(true)
  })

  it('limit refreshes 2 s after the trigger and again 10 s later', async () => {
    const fake = fakeMachine()
    const { actor, clock } = start(fake, true)
    await waitFor(actor, (snapshot) => snapshot.hasTag('signedIn'))
    const refreshes = () => fake.calls.filter((call) => call === 'refreshLimit').length
    actor.send({ type: 'limit.refreshTwice' })
    clock.increment(1999)
    expect(refreshes()).toBe(0)
    clock.increment(1)
    expect(refreshes()).toBe(1)
    // The session stays usable meanwhile.
    actor.send({ type: 'session.refresh' })
    await settle()
    clock.increment(9999)
    expect(refreshes()).toBe(1)
    clock.increment(1)
    expect(refreshes()).toBe(2)
    clock.increment(60_000)
    expect(refreshes()).toBe(2)
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true)
  })

  it('a new limit.refreshTwice restarts the schedule', async () => {
    const fake = fakeMachine()
    const { actor, clock } = start(fake, true)
    await waitFor(actor, (snapshot) => snapshot.hasTag('signedIn'))
    const refreshes = () => fake.calls.filter((call) => call === 'refreshLimit').length
    actor.send({ type: 'limit.refreshTwice' })
    clock.increment(1500)
    actor.send({ type: 'limit.refreshTwice' })
    clock.increment(1500)
    expect(refreshes()).toBe(0)
    clock.increment(500)
    expect(refreshes()).toBe(1)
    clock.increment(5000)
    actor.send({ type: 'limit.refreshTwice' })
    clock.increment(10_000)
    expect(refreshes()).toBe(2)
    clock.increment(10_000)
    expect(refreshes()).toBe(3)
  })

  it('a logout stops the limit schedule', async () => {
    const fake = fakeMachine()
    const { actor, clock } = start(fake, true)
    await waitFor(actor, (snapshot) => snapshot.hasTag('signedIn'))
    actor.send({ type: 'limit.refreshTwice' })
    actor.send({ type: 'session.logout' })
    await waitFor(actor, (snapshot) => snapshot.hasTag('signedOut'))
    clock.increment(20_000)
    expect(fake.calls).not.toContain('refreshLimit')
  })
})
