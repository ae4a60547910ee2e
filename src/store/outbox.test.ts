/**
 * The outbox: a queued command shows at once, is sent in order with its idempotency key, becomes
 * the server's facts when accepted, waits when the network says "later", and disappears (taking
 * its optimistic effect with it) when the server refuses it. Reloads and a second tab change none
 * of that.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { MethodName } from '../../contract'
import { defineCommand, optimistic } from './command'
import { HubDatabase } from './db'
import { createEventLog, eventsOf, type EventLog } from './event-log'
import { fact } from './events'
import { createOutbox, type FailureVerdict, type SendCall } from './outbox'
import type { Projection } from './projection'

/**
 * Each flush's lock its own, as two tabs without Web Locks would have. Given to the outbox, not
 * mocked: with `isolate: false` a module mock may not reach an outbox another file loaded first.
 */
const separateTabsLock = <T>(_name: string, run: () => Promise<T>) => run()

declare module './events' {
  interface EventPayloads {
    'test.noted': { text: string; serverId: number }
  }
}

const notesProjection: Projection<string[]> = {
  name: 'notes',
  version: 1,
  initial: [],
  on: { 'test.noted': (state, { payload }) => [...state, payload.text] },
}

const countProjection: Projection<number> = {
  name: 'count',
  version: 1,
  initial: 0,
  on: { 'test.noted': (state) => state + 1 },
}

/** A note the server stores under a number of its own; the answer is recorded as the fact. */
const addNote = defineCommand({
  name: 'test.addNote',
  method: 'hub_setUserMessageReadAll',
  params: () => ({}),
  optimistic: optimistic(notesProjection, (state, payload: { text: string }) => [...state, payload.text]),
  accepted: (payload: { text: string }, result) => [
    fact('test.noted', { text: payload.text, serverId: result.updated }, 'server'),
  ],
})

class Refusal extends Error {}

/** Answers like the Hub API: the first call with a key acts, a repeat gets the same answer. */
function idempotentServer(
  options: { refuse?: string[]; busy?: string[]; delayMs?: number; holdUntilAskedTwice?: string } = {},
) {
  const calls: { method: MethodName; key: string }[] = []
  const answers = new Map<string, Promise<unknown>>()
  let acted = 0
  let releaseHeld: () => void = () => undefined
  const held = new Promise<void>((resolve) => (releaseHeld = resolve))
  const send: SendCall = async (method, _params, key) => {
    calls.push({ method, key })
    if (key === options.holdUntilAskedTwice) {
      if (calls.filter((call) => call.key === key).length >= 2) releaseHeld()
      await held
    }
    await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0))
    if (options.busy?.includes(key)) throw new Error('offline')
    if (!answers.has(key)) {
      acted += 1
      const refused = options.refuse?.includes(key)
      answers.set(
        key,
        refused ? Promise.reject(new Refusal('not allowed')) : Promise.resolve({ updated: acted, notReadNum: 0 }),
      )
      answers.get(key)?.catch(() => undefined)
    }
    return answers.get(key)
  }
  return {
    send,
    calls,
    callsFor: (key: string) => calls.filter((call) => call.key === key).length,
    get acted() {
      return acted
    },
  }
}

const judge = (error: unknown): FailureVerdict => (error instanceof Refusal ? 'refused' : 'retry')

let db: HubDatabase
let log: EventLog
let keys: number

beforeEach(() => {
  db = new HubDatabase(`test-${crypto.randomUUID()}`)
  log = createEventLog({ db, projections: [notesProjection, countProjection], commands: [addNote] })
  keys = 0
})

afterEach(async () => {
  await db.delete()
})

const newKey = () => `key-${++keys}`

describe('queueing', () => {
  it('a queued command shows its effect at once and counts as pending', async () => {
    const outbox = createOutbox({ log, send: idempotentServer().send, judge, newKey })
    await log.append('u1', [fact('test.noted', { text: 'confirmed', serverId: 1 }, 'server')])

    await outbox.enqueue('u1', addNote, { text: 'first' })
    await outbox.enqueue('u1', addNote, { text: 'second' })

    expect(await log.read('u1', notesProjection)).toMatchObject({ state: ['confirmed', 'first', 'second'], pending: 2 })
    // A projection the command has no effect on counts nothing as pending.
    expect(await log.read('u1', countProjection)).toMatchObject({ state: 1, pending: 0 })
    expect(await log.read('u2', notesProjection)).toMatchObject({ state: [], pending: 0 })
  })

  it('a reload keeps the queued commands, their order and their effect', async () => {
    const outbox = createOutbox({ log, send: idempotentServer().send, judge, newKey })
    await outbox.enqueue('u1', addNote, { text: 'first' })
    await outbox.enqueue('u1', addNote, { text: 'second' })
    db.close()

    const reopened = new HubDatabase(db.name)
    const reloadedLog = createEventLog({ db: reopened, projections: [notesProjection], commands: [addNote] })
    const server = idempotentServer()
    const reloaded = createOutbox({ log: reloadedLog, send: server.send, judge })

    expect((await reloaded.queued('u1')).map((row) => row.key)).toEqual(['key-1', 'key-2'])
    expect(await reloadedLog.read('u1', notesProjection)).toMatchObject({ state: ['first', 'second'], pending: 2 })
    await reloaded.flush('u1')
    expect(server.calls.map((call) => call.key)).toEqual(['key-1', 'key-2'])
    reopened.close()
  })
})

describe('flushing', () => {
  it("sends the queue in order with each row's key, records what was accepted and empties the queue", async () => {
    const server = idempotentServer()
    const outbox = createOutbox({ log, send: server.send, judge, newKey })
    for (const text of ['a', 'b', 'c']) await outbox.enqueue('u1', addNote, { text })

    const result = await outbox.flush('u1')

    expect(result).toEqual({ sent: 3, refused: 0, waiting: 0 })
    expect(server.calls).toEqual([
      { method: 'hub_setUserMessageReadAll', key: 'key-1' },
      { method: 'hub_setUserMessageReadAll', key: 'key-2' },
      { method: 'hub_setUserMessageReadAll', key: 'key-3' },
    ])
    expect((await eventsOf(db, 'u1')).map((event) => [event.origin, event.payload])).toEqual([
      ['server', { text: 'a', serverId: 1 }],
      ['server', { text: 'b', serverId: 2 }],
      ['server', { text: 'c', serverId: 3 }],
    ])
    expect(await outbox.queued('u1')).toEqual([])
    expect(await log.read('u1', notesProjection)).toMatchObject({ state: ['a', 'b', 'c'], pending: 0 })
  })

  it('a row leaves the queue only together with the facts it produced', async () => {
    const failing = defineCommand({
      ...addNote,
      accepted: () => [
        fact('test.noted', { text: 'x', serverId: 1 }, 'server'),
        fact('test.noted', { text: 'x', serverId: 2 }, 'server'),
      ],
    })
    // Recording fails (a projection throws on the second fact): the row must stay for the next flush.
    const fragile: Projection<null> = {
      name: 'fragile',
      version: 1,
      initial: null,
      on: {
        'test.noted': (state, { payload }) => {
          if (payload.serverId === 2) throw new Error('projection failed')
          return state
        },
      },
    }
    const failingLog = createEventLog({ db, projections: [notesProjection, fragile], commands: [failing] })
    const outbox = createOutbox({ log: failingLog, send: idempotentServer().send, judge, newKey })
    await outbox.enqueue('u1', failing, { text: 'x' })

    await expect(outbox.flush('u1')).rejects.toThrow()

    expect((await outbox.queued('u1')).map((row) => row.key)).toEqual(['key-1'])
    expect(await eventsOf(db, 'u1')).toEqual([])
  })

  it('a "retry" verdict stops the flush and keeps that command and the ones after it', async () => {
    const server = idempotentServer({ busy: ['key-2'] })
    const outbox = createOutbox({ log, send: server.send, judge, newKey })
    for (const text of ['a', 'b', 'c']) await outbox.enqueue('u1', addNote, { text })

    const result = await outbox.flush('u1')

    expect(result).toEqual({ sent: 1, refused: 0, waiting: 2 })
    expect(server.calls.map((call) => call.key)).toEqual(['key-1', 'key-2'])
    expect((await outbox.queued('u1')).map((row) => row.key)).toEqual(['key-2', 'key-3'])
    expect(await log.read('u1', notesProjection)).toMatchObject({ state: ['a', 'b', 'c'], pending: 2 })
  })

  it('a "soon" verdict asks again after a pause, and waits like "retry" once the pauses run out', async () => {
    class StillRunning extends Error {}
    let running = 2
    const calls: string[] = []
    const send: SendCall = async (_method, _params, key) => {
      calls.push(key)
      if (key === 'key-1' && running-- > 0) throw new StillRunning('50409')
      if (key === 'key-2') throw new StillRunning('50409')
      return { updated: 1, notReadNum: 0 }
    }
    const soonJudge = (error: unknown): FailureVerdict => (error instanceof StillRunning ? 'soon' : 'retry')
    const outbox = createOutbox({ log, send, judge: soonJudge, newKey, soonDelaysMs: [1, 1, 1] })
    await outbox.enqueue('u1', addNote, { text: 'answered on the third ask' })
    await outbox.enqueue('u1', addNote, { text: 'never answered' })

    const result = await outbox.flush('u1')

    expect(result).toEqual({ sent: 1, refused: 0, waiting: 1 })
    expect(calls).toEqual(['key-1', 'key-1', 'key-1', 'key-2', 'key-2', 'key-2', 'key-2'])
    expect((await outbox.queued('u1')).map((row) => row.key)).toEqual(['key-2'])
  })

  it('a refused command is dropped with its effect, noted in the log, and the next one still goes', async () => {
    const server = idempotentServer({ refuse: ['key-1'] })
    const outbox = createOutbox({ log, send: server.send, judge, newKey })
    await outbox.enqueue('u1', addNote, { text: 'refused' })
    await outbox.enqueue('u1', addNote, { text: 'accepted' })
    expect((await log.read('u1', notesProjection)).state).toEqual(['refused', 'accepted'])

    const result = await outbox.flush('u1')

    expect(result).toEqual({ sent: 1, refused: 1, waiting: 0 })
    expect(await log.read('u1', notesProjection)).toMatchObject({ state: ['accepted'], pending: 0 })
    expect((await eventsOf(db, 'u1')).map((event) => [event.type, event.payload])).toEqual([
      ['command.refused', { key: 'key-1', command: 'test.addNote', reason: 'not allowed' }],
      ['test.noted', { text: 'accepted', serverId: 2 }],
    ])
  })

  it("flushes one scope's queue only", async () => {
    const server = idempotentServer()
    const outbox = createOutbox({ log, send: server.send, judge, newKey })
    await outbox.enqueue('u1', addNote, { text: 'mine' })
    await outbox.enqueue('u2', addNote, { text: 'theirs' })

    await outbox.flush('u1')

    expect(server.calls.map((call) => call.key)).toEqual(['key-1'])
    expect((await outbox.queued('u2')).map((row) => row.key)).toEqual(['key-2'])
  })
})

describe('two tabs', () => {
  // Without a shared lock the first answer is held until the second tab has sent the same command,
  // so the tabs overlap however busy the machine (a fixed delay let one tab finish first in CI).
  async function flushFromTwoTabs(sharedLock = true) {
    const server = idempotentServer({
      delayMs: 5,
      refuse: ['key-3'],
      holdUntilAskedTwice: sharedLock ? undefined : 'key-1',
    })
    const lock = sharedLock ? {} : { withLock: separateTabsLock }
    const tabA = createOutbox({ log, send: server.send, judge, newKey, ...lock })
    const tabB = createOutbox({
      log: createEventLog({ db, projections: [notesProjection], commands: [addNote] }),
      send: server.send,
      judge,
      ...lock,
    })
    for (const text of ['a', 'b', 'c', 'd']) await tabA.enqueue('u1', addNote, { text })

    await Promise.all([tabA.flush('u1'), tabB.flush('u1')])

    const events = await eventsOf(db, 'u1')
    return { server, events }
  }

  it('flushing at the same time sends each command once and records its answer once', async () => {
    const { server, events } = await flushFromTwoTabs()

    for (const key of ['key-1', 'key-2', 'key-3', 'key-4']) expect(server.callsFor(key)).toBe(1)
    expectRecordedOnce(events)
    expect(await db.outbox.count()).toBe(0)
  })

  it("without a shared lock the server's idempotency still records each answer once", async () => {
    const { server, events } = await flushFromTwoTabs(false)

    expect(server.calls.length).toBeGreaterThan(4)
    expect(server.acted).toBe(4)
    expectRecordedOnce(events)
    expect(await db.outbox.count()).toBe(0)
  })

  function expectRecordedOnce(events: Awaited<ReturnType<typeof eventsOf>>) {
    expect(events.map((event) => event.type)).toEqual(['test.noted', 'test.noted', 'command.refused', 'test.noted'])
    expect(
      events.map(
        (event) => (event.payload as { text?: string; key?: string }).text ?? (event.payload as { key: string }).key,
      ),
    ).toEqual(['a', 'b', 'key-3', 'd'])
  }
})
