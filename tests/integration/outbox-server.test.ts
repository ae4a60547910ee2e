/**
 * The outbox and the server together, randomized: the real store (Dexie on fake IndexedDB), the
 * real RPC client over a socket, the real server on a test database. fast-check plays random
 * sequences of commands, offline and online switches, reloads (some killing the page mid-call),
 * lost answers, a second tab and refused calls; then the server must hold each accepted command
 * applied once, in order, and nothing else, and the client must show what the server holds.
 *
 * `HUBDECK_OUTBOX_RUNS` sets the number of runs (200 by default), `HUBDECK_OUTBOX_SEED` replays
 * a failed one. Longer than most files: the harness (tabs, network, fates of calls) and the
 * checks of one run read best together; the model lives in outbox-model.ts.
 */
import 'fake-indexeddb/auto'
import fc from 'fast-check'
import { Dexie } from 'dexie'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { MAX_NOTICES_PER_PAGE, type UserProfile } from '../../contract'
import { listActivity } from '../../server/modules/account/activity'
import { createSession } from '../../server/modules/account/sessions'
import { createUser, loadProfile } from '../../server/modules/account/users.queries'
import { notify } from '../../server/modules/notices/notify'
import { testEngines } from '../../server/test-support/test-database'
import { createTestServer, type TestServer } from '../../server/test-support/test-server'
import { judgeFailure } from '../../src/app/app-store'
import { COMMANDS, PROJECTIONS } from '../../src/app/registry'
import { changeLanguage, setEmailConfig, setRechargeTips } from '../../src/features/account/account.commands'
import { preferencesProjection, type Preferences } from '../../src/features/account/preferences.projection'
import { markAllNoticesRead, markNoticeTypeRead } from '../../src/features/notices/notices.commands'
import { noticesProjection } from '../../src/features/notices/notices.projection'
import { configureRpcClient, rpc, RpcTransportError } from '../../src/lib/rpc-client'
import { HubDatabase } from '../../src/store/db'
import type * as LocksModule from '../../src/store/locks'
import { createEventLog, eventsOf, type EventLog } from '../../src/store/event-log'
import { fact } from '../../src/store/events'
import { createOutbox, type Outbox, type SendCall } from '../../src/store/outbox'
import { scopeOf } from '../../src/store/scope'
import { closedPortUrl } from '../setup/rpc-test-server'
import {
  applyToPreferences,
  isRefused,
  scenarioArb,
  unreadAfter,
  type PlannedCommand,
  type Scenario,
  type Step,
} from './outbox-model'

/** Off during a two-tab step of a browser without Web Locks: each tab's flush then runs unguarded. */
const webLocks = vi.hoisted(() => ({ available: true }))
vi.mock('../../src/store/locks', async (importOriginal) => {
  const actual = await importOriginal<typeof LocksModule>()
  return {
    ...actual,
    withLock: <T>(name: string, run: () => Promise<T>) => (webLocks.available ? actual.withLock(name, run) : run()),
  }
})

const RUNS = Number(process.env.HUBDECK_OUTBOX_RUNS ?? 200)
const SEED = process.env.HUBDECK_OUTBOX_SEED === undefined ? {} : { seed: Number(process.env.HUBDECK_OUTBOX_SEED) }

/** One page's store: its database connection, log and outbox. */
interface Tab {
  db: HubDatabase
  log: EventLog
  outbox: Outbox
}

/** A command queued by the run, with the key the outbox gave it. */
interface Planned {
  command: PlannedCommand
  key: string
}

/** What happens to the next call: answered, answer lost on the way back, or the page dies on it. */
type Fate = 'answered' | 'lost' | 'pageDies'

describe.each(testEngines())('the outbox against the server (%s)', (engine) => {
  let server: TestServer
  let serverUrl = ''
  let offlineUrl = ''
  let token = ''
  let nextFate: Fate = 'answered'
  let pageDies = () => {}
  let runs = 0

  beforeAll(async () => {
    server = await createTestServer(engine)
    await server.app.listen({ port: 0, host: '127.0.0.1' })
    serverUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`
    offlineUrl = await closedPortUrl()
    configureRpcClient({ getToken: () => token, getTeamId: () => undefined, timeoutMs: 10_000 })
  })

  afterAll(async () => {
    vi.unstubAllGlobals()
    await server?.close()
  })

  /** The app's send, with the fate of the next call applied. */
  const send: SendCall = async (method, params, key) => {
    const fate = nextFate
    nextFate = 'answered'
    const answer = rpc(method, params, { idempotencyKey: key })
    if (fate === 'answered') return answer
    // The server has acted (or refused) either way; only the client never learns it.
    await answer.catch(() => undefined)
    if (fate === 'lost') throw new RpcTransportError(method, 'network')
    pageDies()
    return answer
  }

  function openTab(name: string): Tab {
    const db = new HubDatabase(name)
    const log = createEventLog({ db, projections: PROJECTIONS, commands: COMMANDS })
    return { db, log, outbox: createOutbox({ log, send, judge: judgeFailure }) }
  }

  function setOnline(online: boolean): void {
    configureRpcClient({ baseUrl: online ? serverUrl : offlineUrl })
    vi.stubGlobal('navigator', { onLine: online })
  }

  function enqueue(tab: Tab, scope: string, planned: PlannedCommand): Promise<string> {
    const { outbox } = tab
    switch (planned.kind) {
      case 'changeLanguage':
        return outbox.enqueue(scope, changeLanguage, { language: planned.language })
      case 'setRechargeTips':
        return outbox.enqueue(scope, setRechargeTips, { enabled: planned.enabled })
      case 'setEmailConfig':
        return outbox.enqueue(scope, setEmailConfig, planned.changes)
      case 'markAllNoticesRead':
        return outbox.enqueue(scope, markAllNoticesRead, {})
      case 'markNoticeTypeRead':
        return outbox.enqueue(scope, markNoticeTypeRead, { type: planned.type })
    }
  }

  /** What the app's account loader does on start, online: flush, then the profile and unread notices. */
  async function loadAccount(tab: Tab, scope: string): Promise<void> {
    expect((await tab.outbox.flush(scope)).waiting).toBe(0)
    const profile = await rpc('hub_getUserProfile', {})
    const page = await rpc('hub_getUserMessages', { cursor: 0, perPage: MAX_NOTICES_PER_PAGE, unread: true })
    await tab.log.append(scope, [
      fact('profile.loaded', profile, 'server'),
      fact('notices.loaded', { page, cursor: 0, unreadOnly: true }, 'server'),
    ])
  }

  async function runScenario({ notices: noticeTypes, steps }: Scenario): Promise<void> {
    const { kysely } = server.database
    runs += 1
    const email = `outbox-${runs}@example.com`
    const userId = await createUser(kysely, { email, passwordHash: 'unused', initialized: true })
    token = (await createSession(kysely, userId, { ip: null, userAgent: null })).token
    const notices = []
    for (const type of noticeTypes) {
      const notice = await notify(kysely, { userId }, type, {}, { title: 'Seeded', content: 'To be read' })
      notices.push({ id: notice.id, type })
    }

    const name = `hubdeck-outbox-${engine}-${runs}`
    const scope = scopeOf(userId)
    const initial = preferencesOf(await loadProfile(kysely, userId))
    const planned: Planned[] = []
    let pending: Planned[] = []
    let online = true
    setOnline(true)
    let tab = openTab(name)
    await loadAccount(tab, scope)

    /** The settings view as the model says it must read now. */
    const expectedView = (): Preferences => {
      const settled = planned.filter((entry) => !pending.includes(entry) && !isRefused(entry.command))
      const confirmed = settled.reduce((state, { command }) => applyToPreferences(state, command, 'server'), initial)
      return pending.reduce((state, { command }) => applyToPreferences(state, command, 'optimistic'), confirmed)
    }

    const perform = async (step: Step): Promise<void> => {
      switch (step.kind) {
        case 'enqueue': {
          const entry = { command: step.command, key: await enqueue(tab, scope, step.command) }
          planned.push(entry)
          pending.push(entry)
          return
        }
        case 'goOffline':
          online = false
          setOnline(false)
          return
        case 'goOnline':
          online = true
          setOnline(true)
          return flush()
        case 'flush':
          return flush()
        case 'loseAnswer': {
          nextFate = 'lost'
          const result = await tab.outbox.flush(scope)
          nextFate = 'answered'
          expect(result).toEqual({ sent: 0, refused: 0, waiting: pending.length })
          return
        }
        case 'reload': {
          if (step.crashMidCall && pending.length > 0) {
            const dying = tab
            nextFate = 'pageDies'
            pageDies = () => dying.db.close()
            await expect(dying.outbox.flush(scope)).rejects.toThrow(/closed/i)
          }
          nextFate = 'answered'
          tab.db.close()
          tab = openTab(name)
          if (!online) return
          await loadAccount(tab, scope)
          pending = []
          return
        }
        case 'twoTabs': {
          const other = openTab(name)
          const otherCommand = step.command
          const queueAndFlush = async () => {
            if (otherCommand) {
              const entry = { command: otherCommand, key: await enqueue(other, scope, otherCommand) }
              planned.push(entry)
              pending.push(entry)
            }
            return other.outbox.flush(scope)
          }
          webLocks.available = step.webLocks
          try {
            await Promise.all([tab.outbox.flush(scope), queueAndFlush()])
          } finally {
            webLocks.available = true
            other.db.close()
          }
          if (online && step.webLocks) pending = []
          // Unguarded, a tab stops at a call the other one runs too (cancelled as a duplicate, or 50409):
          // some rows may wait, always the newest.
          if (online && !step.webLocks)
            pending = pending.slice(pending.length - (await tab.outbox.queued(scope)).length)
          return
        }
      }
    }

    const flush = async (): Promise<void> => {
      const result = await tab.outbox.flush(scope)
      if (online) {
        expect(result.waiting).toBe(0)
        pending = []
      } else {
        expect(result).toEqual({ sent: 0, refused: 0, waiting: pending.length })
      }
    }

    try {
      for (const step of steps) {
        await perform(step)
        // Nothing lost, nothing sent twice: the queue holds exactly the commands not yet answered.
        expect((await tab.outbox.queued(scope)).map((row) => row.key)).toEqual(pending.map((entry) => entry.key))
        expect((await tab.log.read(scope, preferencesProjection)).state).toEqual(expectedView())
      }

      online = true
      setOnline(true)
      for (let attempt = 0; attempt < 3 && (await tab.outbox.queued(scope)).length > 0; attempt += 1) {
        await tab.outbox.flush(scope)
      }
      pending = []
      expect(await tab.outbox.queued(scope)).toEqual([])

      const accepted = planned.filter((entry) => !isRefused(entry.command))
      const refused = planned.filter((entry) => isRefused(entry.command))

      // The server applied each accepted command once, in order, and no refused one.
      const activity = await listActivity(kysely, userId)
      expect(activity.map(({ method, params, idempotencyKey }) => ({ method, params, idempotencyKey }))).toEqual(
        accepted.map(({ command, key }) => wireCall(command, key)),
      )
      const refusals = (await eventsOf(tab.db, scope)).filter((event) => event.type === 'command.refused')
      expect(refusals.map((event) => (event.payload as { key: string }).key)).toEqual(refused.map((entry) => entry.key))

      // Its state is those commands applied in order, and the client shows that state.
      const serverPreferences = preferencesOf(await loadProfile(kysely, userId))
      expect(serverPreferences).toEqual(
        accepted.reduce((state, { command }) => applyToPreferences(state, command, 'server'), initial),
      )
      const view = await tab.log.read(scope, preferencesProjection)
      expect(view).toMatchObject({ state: serverPreferences, pending: 0 })

      const unread = await kysely
        .selectFrom('notices')
        .select('id')
        .where('user_id', '=', userId)
        .where('read', '=', false)
        .orderBy('id')
        .execute()
      const unreadIds = unread.map((row) => Number(row.id))
      expect(unreadIds).toEqual(
        unreadAfter(
          notices,
          accepted.map((entry) => entry.command),
        ),
      )
      const noticesView = (await tab.log.read(scope, noticesProjection)).state
      expect(noticesView.notReadNum).toBe(unreadIds.length)
      expect(
        noticesView.notices
          .filter((notice) => !notice.read)
          .map((notice) => notice.id)
          .sort((a, b) => a - b),
      ).toEqual(unreadIds)
    } finally {
      nextFate = 'answered'
      tab.db.close()
      await Dexie.delete(name)
    }
  }

  it(
    `applies every accepted command once, in order, whatever the network, reloads and tabs do (${RUNS} runs)`,
    async () => {
      await fc.assert(
        fc.asyncProperty(scenarioArb, (scenario) => runScenario(scenario)),
        { numRuns: RUNS, ...SEED },
      )
    },
    // About 30 ms a run on an idle machine; a busy one, or many runs, gets room.
    Math.max(10 * 60_000, RUNS * 1_000),
  )
})

function preferencesOf(profile: UserProfile): Preferences {
  return { language: profile.language, rechargeTips: profile.rechargeTips, emailConfig: profile.emailConfig }
}

/** The call a command makes, as the server's activity log records it. */
function wireCall(command: PlannedCommand, key: string) {
  switch (command.kind) {
    case 'changeLanguage':
      return { method: 'hub_changeUserLang', params: { lang: command.language }, idempotencyKey: key }
    case 'setRechargeTips':
      return { method: 'hub_setRechargeTips', params: { enabled: command.enabled }, idempotencyKey: key }
    case 'setEmailConfig':
      return { method: 'hub_setUserEmailConfig', params: command.changes, idempotencyKey: key }
    case 'markAllNoticesRead':
      return { method: 'hub_setUserMessageReadAll', params: {}, idempotencyKey: key }
    case 'markNoticeTypeRead':
      return { method: 'hub_setUserMessageRead', params: { type: command.type }, idempotencyKey: key }
  }
}
