/**
 * One chaos run (issue 21) end to end: the real outbox of up to three tabs (Dexie on fake
 * IndexedDB, the app's commands and failure verdicts, the RPC client over HTTP) against the real
 * server on a test database, through chaos-network.ts's proxy. The steps of a seed are played;
 * then the network heals, every tab flushes, and the server's activity log must hold each queued
 * write exactly once, in the order it was queued, and nothing else: 0 lost, 0 doubled.
 *
 * Callers must import 'fake-indexeddb/auto' first (the test file does).
 */
import { Dexie } from 'dexie'
import type { FastifyInstance } from 'fastify'
import type { AddressInfo } from 'node:net'
import { isDeepStrictEqual } from 'node:util'
import { buildServer } from '../../../server/app'
import { listActivity } from '../../../server/modules/account/activity'
import { createSession } from '../../../server/modules/account/sessions'
import { createUser, loadProfile } from '../../../server/modules/account/users.queries'
import { apiKeyOf, insertApiKey } from '../../../server/modules/api-keys/api-keys.queries'
import { createTestDatabase, type TestDatabase, type TestEngine } from '../../../server/test-support/test-database'
import { judgeFailure } from '../../../src/app/app-store'
import { COMMANDS, PROJECTIONS } from '../../../src/app/registry'
import { changeLanguage, setEmailConfig, setRechargeTips } from '../../../src/features/account/account.commands'
import { setNickname } from '../../../src/features/account/profile/profile.commands'
import { renameApiKey } from '../../../src/features/api-keys/api-keys.commands'
import { configureRpcClient, rpc } from '../../../src/lib/rpc-client'
import type { AnyCommand } from '../../../src/store/command'
import { HubDatabase } from '../../../src/store/db'
import { createEventLog } from '../../../src/store/event-log'
import { createOutbox, type Outbox } from '../../../src/store/outbox'
import { scopeOf } from '../../../src/store/scope'
import { ChaosLocks } from './chaos-locks'
import { startChaosNetwork } from './chaos-network'
import { chaosScenario, describeSteps, type ChaosStep, type ChaosWrite } from './chaos-scenario'

/**
 * A call gives up after this long (the app's is 60 s): hung answers cost a run this much each.
 * Far above what these writes take on PGlite, so only the faults time out.
 */
const CALL_TIMEOUT_MS = 400
/** The outbox's pauses after a 50409 (the app's add up to ~3 s), shortened to match. */
const SOON_DELAYS_MS = [20, 40, 80, 160, 320]
/** Flushes at the end before the queue must be empty: every fault planned has been cleared by then. */
const FINAL_FLUSHES = 6

export interface ChaosResult {
  seed: number
  steps: number
  writes: number
  /** Why the run failed, with its steps; absent when it passed. */
  failure?: string
}

export interface ChaosHarness {
  run(seed: number): Promise<ChaosResult>
  close(): Promise<void>
}

/** One page: its own database connection, log and outbox, and whether it still runs. */
interface Tab {
  id: number
  db: HubDatabase
  outbox: Outbox
  alive: boolean
}

/** A write the outbox accepted: its key, and the call the server must record for it. */
interface Queued {
  key: string
  write: ChaosWrite
  method: string
  params: unknown
}

/** The server on one database for every run; a restart builds a new one on the same database. */
export async function startChaosHarness(engine: TestEngine): Promise<ChaosHarness> {
  const test: TestDatabase = await createTestDatabase(engine, { prepared: true })
  const { kysely } = test.database
  let app = await startServer()
  const network = await startChaosNetwork(portOf(app))
  let token = ''
  let runs = 0
  configureRpcClient({
    baseUrl: network.url,
    getToken: () => token,
    getTeamId: () => undefined,
    timeoutMs: CALL_TIMEOUT_MS,
  })

  async function startServer(): Promise<FastifyInstance> {
    const server = await buildServer({
      db: test.database,
      production: false,
      renewals: { intervalMs: null },
      usageRetention: { intervalMs: null },
      nodes: { intervalMs: null },
    })
    await server.listen({ port: 0, host: '127.0.0.1' })
    return server
  }

  async function restartServer(): Promise<void> {
    await app.close()
    app = await startServer()
    network.upstreamPort = portOf(app)
  }

  async function run(seed: number): Promise<ChaosResult> {
    const { steps } = chaosScenario(seed)
    runs += 1
    const userId = await createUser(kysely, {
      email: `chaos-${seed}-${runs}@example.com`,
      passwordHash: 'unused',
      initialized: true,
    })
    token = (await createSession(kysely, userId, { ip: null, userAgent: null })).token
    const apiKey = await insertApiKey(kysely, { userId }, 'Chaos key')
    const scope = scopeOf(userId)
    const name = `hubdeck-chaos-${seed}-${runs}`
    const locks = new ChaosLocks()
    const queued: Queued[] = []
    let nextTabId = 0

    const openTab = (): Tab => {
      const db = new HubDatabase(name)
      const log = createEventLog({ db, projections: PROJECTIONS, commands: COMMANDS })
      const tab: Tab = { id: nextTabId++, db, alive: true, outbox: undefined as unknown as Outbox }
      tab.outbox = createOutbox({
        log,
        // A dead page runs nothing more: its calls already on the wire go on, no new one starts.
        send: (method, params, key) =>
          tab.alive ? rpc(method, params, { idempotencyKey: key }) : new Promise(() => {}),
        judge: judgeFailure,
        withLock: locks.forTab(tab.id),
        soonDelaysMs: SOON_DELAYS_MS,
      })
      return tab
    }
    const kill = (tab: Tab) => {
      tab.alive = false
      locks.kill(tab.id)
      tab.db.close()
    }
    const tabs: Tab[] = [openTab()]
    const flushAll = () => Promise.all(tabs.map((tab) => tab.outbox.flush(scope)))

    const enqueue = async (tab: Tab, write: ChaosWrite) => {
      const [command, payload] = commandOf(write, apiKey.id)
      const key = await tab.outbox.enqueue(scope, command, payload as never)
      queued.push({ key, write, method: command.method, params: command.params(payload as never) })
    }

    /** Starts `tab`'s flush and answers once a call of it is on the wire (or the flush ended). */
    const flushUntilCall = async (tab: Tab) => {
      const before = network.calls
      const flushing = tab.outbox.flush(scope)
      // The page may die before its flush ends: that rejection is the dead page's, nobody hears it.
      flushing.catch(() => undefined)
      await Promise.race([network.callSeen(before), flushing])
      return flushing
    }

    const perform = async (step: ChaosStep): Promise<void> => {
      switch (step.kind) {
        case 'enqueue':
          return enqueue(tabs[step.tab]!, step.write)
        case 'flushAll':
          await flushAll()
          return
        case 'goOffline':
          network.online = false
          return
        case 'goOnline':
          network.online = true
          await flushAll()
          return
        case 'faults':
          return network.failNext(step.fault, step.count)
        case 'openTab': {
          const tab = openTab()
          tabs.push(tab)
          await tab.outbox.flush(scope)
          return
        }
        case 'reload': {
          kill(tabs[step.tab]!)
          const tab = openTab()
          tabs[step.tab] = tab
          await tab.outbox.flush(scope)
          return
        }
        case 'killMidFlush': {
          const dying = tabs[step.tab]!
          await flushUntilCall(dying)
          kill(dying)
          if (step.reopen) tabs[step.tab] = openTab()
          else tabs.splice(step.tab, 1)
          // The others flush while the dead page's call is still in flight.
          await flushAll()
          return
        }
        case 'restartServer': {
          if (!step.midCall) return restartServer()
          const flushing = flushUntilCall(tabs[0]!)
          await restartServer()
          await flushing
          return
        }
      }
    }

    /** Every queued write is applied or still waiting, and none was applied twice. */
    const check = async (final: boolean): Promise<string | null> => {
      const applied = await listActivity(kysely, userId)
      const waiting = new Set((await tabs[0]!.outbox.queued(scope)).map((row) => row.key))
      const keys = applied.map((row) => row.idempotencyKey)
      const doubled = keys.filter((key, index) => keys.indexOf(key) !== index)
      if (doubled.length > 0) return `doubled: ${doubled.join(', ')}`
      const known = new Set(queued.map((entry) => entry.key))
      const unknown = keys.filter((key) => key === null || !known.has(key))
      if (unknown.length > 0) return `applied but never queued: ${unknown.join(', ')}`
      const lost = queued.filter((entry) => !keys.includes(entry.key) && !waiting.has(entry.key))
      if (lost.length > 0) return `lost: ${lost.map((entry) => entry.key).join(', ')}`
      const expected = queued
        .filter((entry) => keys.includes(entry.key))
        .map(({ key, method, params }) => ({ key, method, params }))
      const got = applied.map((row) => ({ key: row.idempotencyKey, method: row.method, params: row.params }))
      if (!isDeepStrictEqual(got, expected))
        return `applied out of order or with other params:\n  got      ${JSON.stringify(got)}\n  expected ${JSON.stringify(expected)}`
      if (!final) return null
      if (waiting.size > 0) return `still queued after the network healed: ${[...waiting].join(', ')}`
      return finalStateProblem(kysely, userId, apiKey.id, queued)
    }

    let problem: string | null = null
    let at = steps.length
    try {
      for (const [index, step] of steps.entries()) {
        await perform(step)
        problem = await check(false)
        if (problem) {
          at = index + 1
          break
        }
      }
      if (!problem) {
        network.heal()
        for (let flush = 0; flush < FINAL_FLUSHES && (await tabs[0]!.outbox.queued(scope)).length > 0; flush += 1) {
          // Calls held or delivered late by the proxy land first, as they would on a real network.
          await network.settled()
          await flushAll()
        }
        await network.settled()
        problem = await check(true)
      }
    } catch (error) {
      problem = `threw: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`
    } finally {
      network.heal()
      await network.settled()
      for (const tab of tabs) if (tab.alive) kill(tab)
      await Dexie.delete(name)
    }
    const result: ChaosResult = { seed, steps: steps.length, writes: queued.length }
    if (problem) {
      result.failure = [
        `seed ${seed}, after step ${at}: ${problem}`,
        ...describeSteps(steps),
        `replay: npm run harden:chaos -- --seed ${seed} --runs 1`,
      ].join('\n')
    }
    return result
  }

  return {
    run,
    async close() {
      await network.close()
      await app.close()
      await test.dispose()
    },
  }
}

function portOf(app: FastifyInstance): number {
  return (app.server.address() as AddressInfo).port
}

/** The app's command for a write, and its payload. */
function commandOf(write: ChaosWrite, apiKeyId: number): [AnyCommand, unknown] {
  switch (write.kind) {
    case 'changeLanguage':
      return [changeLanguage, { language: write.language }]
    case 'setRechargeTips':
      return [setRechargeTips, { enabled: write.enabled }]
    case 'setEmailConfig':
      return [setEmailConfig, write.changes]
    case 'setNickname':
      return [setNickname, { nickname: write.nickname }]
    case 'renameApiKey':
      return [renameApiKey, { id: apiKeyId, name: write.name }]
  }
}

/** The last write of each kind is what the server holds (the log proves each applied once; this, that the last won). */
async function finalStateProblem(
  kysely: TestDatabase['database']['kysely'],
  userId: number,
  apiKeyId: number,
  queued: Queued[],
): Promise<string | null> {
  const profile = await loadProfile(kysely, userId)
  const key = await apiKeyOf(kysely, { userId }, apiKeyId)
  const last = <K extends ChaosWrite['kind']>(kind: K) =>
    queued.findLast((entry) => entry.write.kind === kind)?.write as Extract<ChaosWrite, { kind: K }> | undefined
  const problems = [
    last('changeLanguage') && profile.language !== last('changeLanguage')?.language && 'language',
    last('setNickname') && profile.nickname !== last('setNickname')?.nickname && 'nickname',
    last('setRechargeTips') && profile.rechargeTips !== last('setRechargeTips')?.enabled && 'recharge tips',
    last('renameApiKey') && key?.name !== last('renameApiKey')?.name && 'API key name',
  ].filter(Boolean)
  return problems.length > 0 ? `the server does not hold the last write of: ${problems.join(', ')}` : null
}
