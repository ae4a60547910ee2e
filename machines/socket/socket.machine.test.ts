import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths, getSimplePaths, type StatePath } from '@xstate/graph'
import {
  createActor,
  fromCallback,
  initialTransition,
  SimulatedClock,
  transition,
  type EventObject,
  type SnapshotFrom,
  type StateValue,
} from 'xstate'
import { describe, expect, it } from 'vitest'
import {
  CONNECT_TIMEOUT,
  RECONNECT_CAPPED_ATTEMPT,
  RECONNECT_MAX_DELAY,
  reconnectDelay,
  socketMachine,
  STABLE_CONNECTION_DELAY,
  type SocketConnectionEvent,
  type SocketCredentials,
  type SocketEvent,
} from './socket.machine'

/** The model's jitter: always the middle of the range, so every wait is known. */
const HALF = () => 0.5
type Snapshot = SnapshotFrom<typeof socketMachine>

const start = (token = 'token-a', teamId?: number): SocketEvent => ({ type: 'socket.start', token, teamId })
const closed = (code: number, reason = '', clean = true): SocketEvent => ({
  type: 'connection.closed',
  code,
  reason,
  clean,
})
/** What the timers send (the graph walks only the events it is given). */
const machineEvent = (type: string) => ({ type }) as unknown as SocketEvent
const reconnectDue = machineEvent('xstate.after.reconnectDelay.socket.waiting')
const stableDue = machineEvent('xstate.after.stableAfter.socket.active.open.settling')
const connectTimedOut = machineEvent('xstate.after.connectTimeout.socket.active.connecting')

const events: SocketEvent[] = [
  start(),
  start('token-a', 7),
  start('token-b'),
  { type: 'socket.stop' },
  { type: 'network.online' },
  { type: 'tab.visible' },
  { type: 'connection.opened' },
  closed(1006, '', false),
  closed(1001, 'server shutting down'),
  closed(1000),
  closed(4401, '10101'),
  closed(4403, '10103'),
  { type: 'connection.errored', error: 'boom' },
  reconnectDue,
  stableDue,
  connectTimedOut,
]

/** One transition, with what it did: named actions, `start:<actor>`, `stop:<actor>`, `wait:<delay>:<ms>`. */
interface Step {
  from: Snapshot
  event: SocketEvent
  to: Snapshot
  effects: string[]
}
function stepFrom(from: Snapshot, event: SocketEvent): Step {
  const [to, actions] = transition(socketMachine, from, event)
  const effects = actions.flatMap((action) => {
    // Typed as the machine's own actions, though stopping a child is reported too.
    const type: string = action.type
    const params = action.params as { src?: unknown; delay?: number; event?: { type: string } } | undefined
    if (type === 'xstate.spawnChild') return [`start:${String(params?.src)}`]
    if (type === 'xstate.stopChild') return ['stop:connection']
    if (type === 'xstate.raise' && params?.delay !== undefined) {
      return [`wait:${params.event?.type.split('.')[2]}:${params.delay}`]
    }
    return type.startsWith('xstate.') ? [] : [type]
  })
  return { from, event, to, effects }
}

let transitions: Step[] | undefined
/** Every transition of every reachable state (the graph's adjacency map), with its effects. */
function everyTransition(): Step[] {
  transitions ??= adjacencyMapToArray(getAdjacencyMap(socketMachine, { input: { random: HALF }, events })).map(
    ({ state, event }) => stepFrom(state, event),
  )
  expect(transitions.length).toBeGreaterThan(200)
  return transitions
}

/** Every active leaf as a dotted path: `active.open.settling`. */
function leaf(value: StateValue, prefix = ''): string {
  if (typeof value === 'string') return prefix + value
  const [key, child] = Object.entries(value)[0] as [string, StateValue]
  return leaf(child, `${prefix}${key}.`)
}

function sameCredentials(snapshot: Snapshot, event: SocketEvent): boolean {
  const { credentials } = snapshot.context
  if (event.type !== 'socket.start' || !credentials) return false
  return credentials.token === event.token && credentials.teamId === (event.teamId ?? null)
}

/** The path's transitions replayed, each with its effects. */
function replay(path: StatePath<Snapshot, SocketEvent>): Step[] {
  const [first, ...rest] = path.steps
  if (!first) return []
  let from = first.state
  return rest.map(({ event }) => {
    const next = stepFrom(from, event)
    from = next.to
    return next
  })
}

describe('the reconnect delay', () => {
  it('grows from 1 s, doubling, and is capped at 30 s', () => {
    const ceilings = Array.from({ length: 9 }, (_, index) => reconnectDelay(index + 1, 1))
    expect(ceilings).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000, 30_000])
    expect(reconnectDelay(RECONNECT_CAPPED_ATTEMPT, 1)).toBe(RECONNECT_MAX_DELAY)
    expect(reconnectDelay(RECONNECT_CAPPED_ATTEMPT - 1, 1)).toBeLessThan(RECONNECT_MAX_DELAY)
  })

  it('is jittered over the upper half of each step', () => {
    expect(reconnectDelay(1, 0)).toBe(500)
    expect(reconnectDelay(1, 0.5)).toBe(750)
    expect(reconnectDelay(4, 0)).toBe(4000)
    expect(reconnectDelay(4, 0.25)).toBe(5000)
    expect(reconnectDelay(50, 0)).toBe(15_000)
    for (let attempt = 1; attempt < 40; attempt += 1) {
      for (const random of [0, 0.1, 0.37, 0.5, 0.999]) {
        const wait = reconnectDelay(attempt, random)
        expect(wait).toBeGreaterThanOrEqual(reconnectDelay(attempt, 0))
        expect(wait).toBeLessThanOrEqual(RECONNECT_MAX_DELAY)
      }
    }
  })
})

describe('the socket machine, model-based', () => {
  it('reaches every state', () => {
    const paths = getShortestPaths(socketMachine, { input: { random: HALF }, events })
    const reached = new Set(paths.map((path) => leaf(path.state.value)))
    expect([...reached].sort()).toEqual(
      ['idle', 'active.connecting', 'active.open.settling', 'active.open.stable', 'waiting', 'rejected'].sort(),
    )
    expect(paths[0]?.state.hasTag('idle')).toBe(true)
  })

  it('connects only with a token, and starts a connection exactly when one is needed', () => {
    for (const step of everyTransition()) {
      const starts = step.effects.filter((effect) => effect === 'start:connection').length
      const restart = step.event.type === 'socket.start' && !sameCredentials(step.from, step.event)
      const needed = step.to.matches('active') && (!step.from.matches('active') || restart)
      expect(starts).toBe(needed ? 1 : 0)
      if (!needed) continue
      expect(step.to.matches({ active: 'connecting' })).toBe(true)
      expect(step.to.context.credentials?.token).toMatch(/^token-/)
      // The old socket is closed before the new one opens.
      if (step.from.matches('active')) {
        expect(step.effects.indexOf('stop:connection')).toBeLessThan(step.effects.indexOf('start:connection'))
      }
      // Only a start, or a scheduled or hastened reconnect, opens a socket: never idle or rejected by themselves.
      const causes = step.from.matches('waiting')
        ? ['socket.start', 'network.online', 'tab.visible', reconnectDue.type]
        : ['socket.start']
      expect(causes).toContain(step.event.type)
    }
  })

  it('a start with the same credentials changes nothing while connecting or connected', () => {
    for (const step of everyTransition()) {
      if (step.event.type !== 'socket.start' || !step.from.matches('active')) continue
      expect(step.effects).toEqual(
        sameCredentials(step.from, step.event)
          ? []
          : ['stop:connection', 'start:connection', `wait:connectTimeout:${CONNECT_TIMEOUT}`],
      )
    }
  })

  it('every unexpected close schedules a capped, growing reconnect; 44xx never does', () => {
    let closes = 0
    for (const step of everyTransition()) {
      if (step.to.matches('waiting') && !step.from.matches('waiting')) {
        closes += 1
        const attempt = Math.min(step.from.context.attempt + 1, RECONNECT_CAPPED_ATTEMPT)
        expect(step.to.context.attempt).toBe(attempt)
        expect(step.effects).toContain(`wait:reconnectDelay:${reconnectDelay(attempt, 0.5)}`)
        expect(step.effects).toContain('stop:connection')
        expect([closed(0).type, connectTimedOut.type]).toContain(step.event.type)
      }
      if (step.event.type === 'connection.closed' && step.from.matches('active')) {
        const { code, reason } = step.event
        const rejected = code >= 4400 && code < 4500
        expect(step.to.value).toBe(rejected ? 'rejected' : 'waiting')
        expect(step.effects.includes('reportSessionInvalid')).toBe(rejected)
        if (rejected) expect(reason).toMatch(/^1010[1-3]$/)
      } else {
        expect(step.effects).not.toContain('reportSessionInvalid')
      }
    }
    expect(closes).toBeGreaterThan(20)
  })

  it('catches up on every open, and only then', () => {
    for (const step of everyTransition()) {
      const opened = step.to.hasTag('open') && !step.from.hasTag('open')
      expect(step.effects.includes('catchUp')).toBe(opened)
      if (opened) {
        expect(step.event.type).toBe('connection.opened')
        expect(step.effects).toEqual(['catchUp', `wait:stableAfter:${STABLE_CONNECTION_DELAY}`])
      }
    }
  })

  it('resets the backoff only after a connection stayed open, or on a new start or stop', () => {
    for (const step of everyTransition()) {
      if (step.to.context.attempt >= step.from.context.attempt) continue
      expect(step.to.context.attempt).toBe(0)
      const healthy =
        step.to.matches({ active: { open: 'stable' } }) && !step.from.matches({ active: { open: 'stable' } })
      expect(healthy || ['socket.start', 'socket.stop'].includes(step.event.type)).toBe(true)
    }
  })

  it('errors are only logged', () => {
    for (const step of everyTransition()) {
      if (step.event.type !== 'connection.errored') {
        if (step.event.type !== connectTimedOut.type) expect(step.effects).not.toContain('logError')
        continue
      }
      expect(step.to.value).toEqual(step.from.value)
      expect(step.to.context).toEqual(step.from.context)
      expect(step.effects).toEqual(step.from.matches('active') ? ['logError'] : [])
    }
  })

  it('a stop ends everything, and nothing but a start leaves idle or rejected', () => {
    for (const step of everyTransition()) {
      if (step.event.type === 'socket.stop') {
        expect(step.to.value).toBe('idle')
        expect(step.to.context.credentials).toBeNull()
        expect(step.effects.includes('stop:connection')).toBe(step.from.matches('active'))
      }
      const resting = step.from.matches('idle') || step.from.matches('rejected')
      if (resting && step.event.type !== 'socket.start') {
        expect(step.to.value).toBe(step.event.type === 'socket.stop' ? 'idle' : step.from.value)
        expect(step.effects).toEqual([])
      }
    }
  })

  it('online and visible reconnect at once from the wait, and change nothing elsewhere', () => {
    for (const step of everyTransition()) {
      if (step.event.type !== 'network.online' && step.event.type !== 'tab.visible') continue
      if (step.from.matches('waiting')) {
        expect(step.to.matches({ active: 'connecting' })).toBe(true)
        expect(step.to.context.attempt).toBe(step.from.context.attempt)
      } else {
        expect(step.to.value).toEqual(step.from.value)
        expect(step.effects).toEqual([])
      }
    }
  })

  it('from open, every path to rejected catches up once per open and reports the session once, at the end', () => {
    const [idle] = initialTransition(socketMachine, { random: HALF })
    const [connecting] = transition(socketMachine, idle, start())
    const [open] = transition(socketMachine, connecting, { type: 'connection.opened' })
    const paths = getSimplePaths(socketMachine, {
      fromState: open,
      events: [
        { type: 'connection.opened' },
        closed(1006, '', false),
        closed(4401, '10101'),
        { type: 'connection.errored', error: 'boom' },
        { type: 'network.online' },
        reconnectDue,
        stableDue,
        connectTimedOut,
      ],
      toState: (snapshot) => snapshot.matches('rejected'),
      // Two failed reconnects in a row show the pattern; more only multiply the paths.
      stopWhen: (snapshot) => snapshot.context.attempt > 2,
    })
    expect(paths.length).toBeGreaterThan(50)
    for (const path of paths) {
      const steps = replay(path)
      const effects = steps.flatMap((step) => step.effects)
      const opens = steps.filter((step) => step.event.type === 'connection.opened' && step.to.hasTag('open'))
      expect(effects.filter((effect) => effect === 'catchUp')).toHaveLength(opens.length)
      expect(effects.filter((effect) => effect === 'reportSessionInvalid')).toHaveLength(1)
      expect(effects.at(-1)).toBe('reportSessionInvalid')
    }
  })
})

/** A fake connection per socket the machine opens: the test plays the server through it. */
interface FakeConnection {
  credentials: SocketCredentials
  send: (event: SocketConnectionEvent) => void
  stopped: boolean
}

function run(random: () => number = HALF) {
  const calls: string[] = []
  const connections: FakeConnection[] = []
  const reports: { code: number; reason: string }[] = []
  const machine = socketMachine.provide({
    actors: {
      connection: fromCallback<EventObject, SocketCredentials>(({ input, sendBack }) => {
        const connection: FakeConnection = { credentials: input, send: sendBack, stopped: false }
        connections.push(connection)
        return () => {
          connection.stopped = true
        }
      }),
    },
    actions: {
      catchUp: () => void calls.push('catchUp'),
      logError: (_, { error }) => void calls.push(`logError:${String(error)}`),
      reportSessionInvalid: (_, report) => {
        calls.push('reportSessionInvalid')
        reports.push(report)
      },
    },
  })
  const clock = new SimulatedClock()
  const actor = createActor(machine, { input: { random }, clock }).start()
  const latest = () => connections.at(-1) as FakeConnection
  const open = () => latest().send({ type: 'connection.opened' })
  const drop = (code = 1006, reason = '') =>
    latest().send({ type: 'connection.closed', code, reason, clean: code !== 1006 })
  return { actor, clock, calls, connections, reports, latest, open, drop }
}

describe('the socket machine, with effects', () => {
  it('connects with the token once signed in, and catches up when open', () => {
    const socket = run()
    expect(socket.actor.getSnapshot().hasTag('idle')).toBe(true)
    expect(socket.connections).toHaveLength(0)
    socket.actor.send(start('secret', 7))
    expect(socket.actor.getSnapshot().hasTag('connecting')).toBe(true)
    expect(socket.connections.map((connection) => connection.credentials)).toEqual([{ token: 'secret', teamId: 7 }])
    expect(socket.calls).toEqual([])
    socket.open()
    expect(socket.actor.getSnapshot().hasTag('open')).toBe(true)
    expect(socket.calls).toEqual(['catchUp'])
  })

  it('reconnects after an unclean close, a server restart or a lost feed, catching up on every open', () => {
    const socket = run(() => 0)
    socket.actor.send(start())
    socket.open()
    socket.drop(1006)
    expect(socket.actor.getSnapshot().hasTag('waiting')).toBe(true)
    expect(socket.latest().stopped).toBe(true)
    socket.clock.increment(500)
    expect(socket.connections).toHaveLength(2)
    socket.open()
    socket.drop(1001, 'server shutting down')
    socket.clock.increment(1000)
    socket.open()
    // 1012: the server lost its notice feed for a moment; the catch-up fills the gap.
    socket.drop(1012)
    socket.clock.increment(2000)
    socket.open()
    expect(socket.connections).toHaveLength(4)
    expect(socket.calls).toEqual(['catchUp', 'catchUp', 'catchUp', 'catchUp'])
  })

  for (const [random, waits] of [
    [0, [500, 1000, 2000, 4000, 8000, 15_000, 15_000, 15_000]],
    [0.5, [750, 1500, 3000, 6000, 12_000, 22_500, 22_500, 22_500]],
  ] as const) {
    it(`the wait doubles from 1 s and is capped at 30 s (jitter ${random})`, () => {
      const socket = run(() => random)
      socket.actor.send(start())
      for (const [index, wait] of waits.entries()) {
        socket.drop()
        socket.clock.increment(wait - 1)
        expect(socket.actor.getSnapshot().hasTag('waiting')).toBe(true)
        expect(socket.connections).toHaveLength(index + 1)
        socket.clock.increment(1)
        expect(socket.actor.getSnapshot().hasTag('connecting')).toBe(true)
        expect(socket.connections).toHaveLength(index + 2)
      }
    })
  }

  it('jitter spreads clients dropped together', () => {
    const randoms = [0.1, 0.6, 0.95]
    const sockets = randoms.map((random) => run(() => random))
    for (const socket of sockets) {
      socket.actor.send(start())
      socket.open()
      socket.drop(1001)
    }
    const reconnectedAt = sockets.map((socket) => {
      let elapsed = 0
      while (socket.connections.length < 2) {
        socket.clock.increment(50)
        elapsed += 50
      }
      return elapsed
    })
    expect(reconnectedAt).toEqual([550, 800, 1000])
  })

  it('a connection that stays open 10 s starts the backoff afresh; one dropped sooner does not', () => {
    const socket = run(() => 0)
    socket.actor.send(start())
    socket.drop()
    socket.clock.increment(500)
    socket.drop()
    socket.clock.increment(1000)
    // Open, but dropped before it proved healthy: the next wait keeps growing.
    socket.open()
    socket.clock.increment(STABLE_CONNECTION_DELAY - 1)
    socket.drop()
    expect(socket.actor.getSnapshot().context.attempt).toBe(3)
    socket.clock.increment(2000)
    socket.open()
    socket.clock.increment(STABLE_CONNECTION_DELAY)
    expect(socket.actor.getSnapshot().context.attempt).toBe(0)
    socket.drop()
    socket.clock.increment(499)
    expect(socket.connections).toHaveLength(4)
    socket.clock.increment(1)
    expect(socket.connections).toHaveLength(5)
  })

  for (const type of ['network.online', 'tab.visible'] as const) {
    it(`${type} skips the wait`, () => {
      const socket = run()
      socket.actor.send(start())
      for (let index = 0; index < 6; index += 1) {
        socket.drop()
        socket.clock.increment(500)
      }
      expect(socket.actor.getSnapshot().hasTag('waiting')).toBe(true)
      const before = socket.connections.length
      socket.actor.send({ type })
      expect(socket.actor.getSnapshot().hasTag('connecting')).toBe(true)
      expect(socket.connections).toHaveLength(before + 1)
      // …while connected it changes nothing.
      socket.open()
      socket.actor.send({ type })
      expect(socket.connections).toHaveLength(before + 1)
      expect(socket.latest().stopped).toBe(false)
    })
  }

  it('logout closes the socket and stops reconnecting', () => {
    const socket = run()
    socket.actor.send(start())
    socket.open()
    socket.actor.send({ type: 'socket.stop' })
    expect(socket.latest().stopped).toBe(true)
    expect(socket.actor.getSnapshot().hasTag('idle')).toBe(true)
    socket.clock.increment(10 * RECONNECT_MAX_DELAY)
    expect(socket.connections).toHaveLength(1)
  })

  it('logout while waiting cancels the reconnect', () => {
    const socket = run()
    socket.actor.send(start())
    socket.drop()
    socket.actor.send({ type: 'socket.stop' })
    socket.actor.send({ type: 'network.online' })
    socket.clock.increment(10 * RECONNECT_MAX_DELAY)
    expect(socket.connections).toHaveLength(1)
    expect(socket.actor.getSnapshot().context.credentials).toBeNull()
  })

  for (const [code, reason] of [
    [4401, '10101'],
    [4401, '10103'],
    [4403, '10102'],
  ] as const) {
    it(`a ${code} close (${reason}) reports the session invalid and never reconnects`, () => {
      const socket = run()
      socket.actor.send(start())
      socket.open()
      socket.drop(code, reason)
      expect(socket.actor.getSnapshot().hasTag('rejected')).toBe(true)
      expect(socket.reports).toEqual([{ code, reason }])
      socket.actor.send({ type: 'network.online' })
      socket.actor.send({ type: 'tab.visible' })
      socket.clock.increment(10 * RECONNECT_MAX_DELAY)
      expect(socket.connections).toHaveLength(1)
      expect(socket.calls).toEqual(['catchUp', 'reportSessionInvalid'])
      // A new login starts over.
      socket.actor.send(start('token-new'))
      expect(socket.latest().credentials.token).toBe('token-new')
    })
  }

  it('errors are only logged: the close that follows decides', () => {
    const socket = run()
    socket.actor.send(start())
    socket.open()
    socket.latest().send({ type: 'connection.errored', error: 'network' })
    expect(socket.actor.getSnapshot().hasTag('open')).toBe(true)
    expect(socket.calls).toEqual(['catchUp', 'logError:network'])
    expect(socket.latest().stopped).toBe(false)
  })

  it('a socket that never opens is given up after 15 s and tried again', () => {
    const socket = run(() => 0)
    socket.actor.send(start())
    socket.clock.increment(CONNECT_TIMEOUT - 1)
    expect(socket.actor.getSnapshot().hasTag('connecting')).toBe(true)
    socket.clock.increment(1)
    expect(socket.actor.getSnapshot().hasTag('waiting')).toBe(true)
    expect(socket.connections[0]?.stopped).toBe(true)
    expect(socket.calls).toEqual(['logError:connect timeout'])
    socket.clock.increment(500)
    expect(socket.connections).toHaveLength(2)
  })

  it('the same start again changes nothing; a new team reconnects as it', () => {
    const socket = run()
    socket.actor.send(start('token-a'))
    socket.open()
    socket.actor.send(start('token-a'))
    expect(socket.connections).toHaveLength(1)
    socket.actor.send(start('token-a', 7))
    expect(socket.connections[0]?.stopped).toBe(true)
    expect(socket.latest().credentials).toEqual({ token: 'token-a', teamId: 7 })
    socket.open()
    expect(socket.calls).toEqual(['catchUp', 'catchUp'])
  })
})
