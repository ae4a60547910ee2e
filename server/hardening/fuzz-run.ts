/**
 * Sends fuzzed bodies (fuzz-bodies.ts) through one server's `inject()` on PGlite, as nobody, as
 * a signed-in account with a team (so team methods are reached too), with a stale token, and as
 * the gateway, and checks every answer: no 5xx, every JSON-RPC answer well formed (an error has a
 * code and a message in both languages), no key leaked onto `Object.prototype`, no uncaught
 * error, the heap after the run within 1.5× of its size after warm-up, the server still healthy.
 */
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import type { LightMyRequestResponse } from 'fastify'
import { SESSION_ERROR_CODES } from '../../contract/index'
import { createUser } from '../modules/account/users.queries'
import { createSession } from '../modules/account/sessions'
import { addActiveMember, createTeam } from '../modules/teams/teams.queries'
import type { TestEngine } from '../test-support/test-database'
import { createTestServer, postRpc, type TestServer } from '../test-support/test-server'
import { fuzzCase, sweepCases, type FuzzCase, type FuzzFixture, type FuzzTarget } from './fuzz-bodies'
import { caseSeed } from './seeded-random'

const GATEWAY_SECRET = 'fuzz-gateway-secret'
const STALE_TOKEN = 'no-session-has-this-token-000000000000000'
/** The heap after the run may be at most this many times its size after warm-up. */
export const HEAP_GROWTH_BOUND = 1.5
/** How often the fixture is checked (and repaired: a fuzzed call may log the account out or disband its team). */
const REPAIR_EVERY = 250
/** An answer refusing the session (10101–10103). */
const SESSION_ANSWER = /"code":1010[123]\b/

/** A case that failed, with what replays it. */
export interface FuzzFailure {
  /** The case's seed, or its index in the sweep. */
  seed: number
  sweep: boolean
  target: FuzzTarget
  what: string
  reason: string
  /** The body's first 500 characters. */
  body: string
}

export interface FuzzReport {
  /** Bodies sent: the sweep's and the seeded ones. */
  count: number
  sweepCount: number
  runSeed: number
  byTarget: Record<FuzzTarget, number>
  byStatus: Record<string, number>
  /** JSON-RPC answers of `/api`: `result`, or the error's code. */
  byAnswer: Record<string, number>
  failures: FuzzFailure[]
  /** heapUsed (MB) after warm-up and after the run, each after a full gc. */
  heap: { warmUpMb: number; endMb: number; ratio: number; flat: boolean }
  healthy: boolean
  repairs: number
  ms: number
}

/** One server and the account the cases are sent as. */
export interface FuzzHarness {
  server: TestServer
  fixture: FuzzFixture
  foreignTeamId: number
  /** The fuzzing account; its token is replaced when a fuzzed hub_logout ends its session. */
  account: { userId: number; token: string }
  close(): Promise<void>
}

export async function startFuzzHarness(engine: TestEngine = 'pglite'): Promise<FuzzHarness> {
  const server = await createTestServer(engine, { gatewaySecret: GATEWAY_SECRET })
  const db = server.database.kysely
  // Another account's team first, so the fuzzing account's ids are not the lowest ones.
  const stranger = await createUser(db, { email: `fuzz-stranger-${Date.now()}@example.com`, passwordHash: 'x' })
  const foreignTeamId = await createTeam(db, stranger, 'Foreign')
  const userId = await createUser(db, { email: `fuzz-${Date.now()}@example.com`, passwordHash: 'x' })
  const teamId = await createTeam(db, userId, 'Fuzz')
  const token = (await createSession(db, userId, { ip: null, userAgent: null })).token
  const key = await postRpc(
    server.app,
    { jsonrpc: '2.0', id: 1, method: 'hub_generateApiKey', params: { name: 'Fuzz key' } },
    { authorization: `Bearer ${token}` },
  )
  if (key.body.error) throw new Error(`could not create the fuzzing key: ${key.body.error.message}`)
  return {
    server,
    fixture: { teamId, keyId: Number(key.body.result.id) },
    foreignTeamId,
    account: { userId, token },
    close: () => server.close(),
  }
}

/**
 * Sends the sweep (with `sweep`), then `count` cases of run `runSeed` (or the cases of `seeds`),
 * and checks each answer.
 */
export async function runFuzz(
  harness: FuzzHarness,
  options: { count: number; runSeed: number; seeds?: number[]; sweep?: boolean; onProgress?: (done: number) => void },
): Promise<FuzzReport> {
  const started = performance.now()
  const sweep = options.sweep ? sweepCases(harness.fixture) : []
  const seeds = options.seeds ?? Array.from({ length: options.count }, (_, index) => caseSeed(options.runSeed, index))
  const total = sweep.length + seeds.length
  const caseAt = (index: number) =>
    index < sweep.length ? (sweep[index] as FuzzCase) : fuzzCase(seeds[index - sweep.length] as number, harness.fixture)
  const report: FuzzReport = {
    count: 0,
    sweepCount: sweep.length,
    runSeed: options.runSeed,
    byTarget: { rpc: 0, upload: 0, 'gateway-authorize': 0, 'gateway-usage': 0 },
    byStatus: {},
    byAnswer: {},
    failures: [],
    heap: { warmUpMb: 0, endMb: 0, ratio: 0, flat: false },
    healthy: false,
    repairs: 0,
    ms: 0,
  }
  const uncaught: unknown[] = []
  const onUncaught = (error: unknown) => uncaught.push(error)
  process.on('uncaughtException', onUncaught)
  process.on('unhandledRejection', onUncaught)
  const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).join()
  const warmUp = Math.min(1000, Math.floor(total / 10))
  try {
    for (let index = 0; index < total; index += 1) {
      if (index === warmUp) report.heap.warmUpMb = heapMb()
      if (index % REPAIR_EVERY === 0) report.repairs += await repairFixture(harness)
      const fuzz = caseAt(index)
      const failure = (reason: string) =>
        report.failures.push({
          seed: fuzz.seed,
          sweep: index < sweep.length,
          target: fuzz.target,
          what: fuzz.what,
          reason,
          body: (typeof fuzz.body === 'string' ? fuzz.body : fuzz.body.toString('latin1')).slice(0, 500),
        })
      try {
        const response = await sendCase(harness, fuzz)
        report.byStatus[response.statusCode] = (report.byStatus[response.statusCode] ?? 0) + 1
        const problem = problemOf(fuzz, response)
        if (problem) failure(problem)
        else if (fuzz.target === 'rpc') tallyAnswers(report.byAnswer, response)
        // A fuzzed hub_logout that happened to be valid: sign in again at once, so the cases after it are not all 10103.
        if (fuzz.caller === 'user' && SESSION_ANSWER.test(response.body)) report.repairs += await repairFixture(harness)
      } catch (error) {
        failure(`the request threw: ${String(error)}`)
      }
      if (Object.getOwnPropertyNames(Object.prototype).join() !== prototypeKeys) {
        failure('a key was added to Object.prototype')
      }
      if (uncaught.length > 0) failure(`uncaught: ${String(uncaught.splice(0).join('; '))}`)
      report.byTarget[fuzz.target] += 1
      report.count += 1
      if ((index + 1) % 5000 === 0) options.onProgress?.(index + 1)
    }
  } finally {
    process.off('uncaughtException', onUncaught)
    process.off('unhandledRejection', onUncaught)
  }
  report.heap.endMb = heapMb()
  if (report.heap.warmUpMb === 0) report.heap.warmUpMb = report.heap.endMb
  report.heap.ratio = report.heap.endMb / report.heap.warmUpMb
  report.heap.flat = report.heap.ratio < HEAP_GROWTH_BOUND
  report.healthy = await isHealthy(harness)
  report.ms = Math.round(performance.now() - started)
  return report
}

/** Whether a run found nothing: no failed case, a flat heap, a healthy server. */
export function passed(report: FuzzReport): boolean {
  return report.failures.length === 0 && report.heap.flat && report.healthy
}

/** Sends one case as its caller. */
export function sendCase(harness: FuzzHarness, fuzz: FuzzCase): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {}
  if (fuzz.caller === 'user') headers.authorization = `Bearer ${harness.account.token}`
  if (fuzz.caller === 'stale') headers.authorization = `Bearer ${STALE_TOKEN}`
  if (fuzz.caller === 'gateway') headers.authorization = `Bearer ${GATEWAY_SECRET}`
  if (fuzz.teamHeader?.kind === 'own') headers['team-id'] = String(harness.fixture.teamId)
  if (fuzz.teamHeader?.kind === 'foreign') headers['team-id'] = String(harness.foreignTeamId)
  if (fuzz.teamHeader?.kind === 'raw') headers['team-id'] = fuzz.teamHeader.value
  if (fuzz.contentType !== null) headers['content-type'] = fuzz.contentType
  return harness.server.app.inject({ method: 'POST', url: fuzz.url, headers, payload: fuzz.body })
}

/** What is wrong with an answer, or null. */
export function problemOf(fuzz: FuzzCase, response: LightMyRequestResponse): string | null {
  const status = response.statusCode
  if (status >= 500) return `HTTP ${status}: ${response.body.slice(0, 300)}`
  if (fuzz.target === 'rpc' && status === 204) return response.body === '' ? null : 'a 204 with a body'
  let body: unknown
  try {
    body = JSON.parse(response.body)
  } catch {
    return `HTTP ${status} answered something that is not JSON: ${response.body.slice(0, 200)}`
  }
  if (fuzz.target === 'rpc') {
    if (!Array.isArray(body)) return rpcAnswerProblem(body)
    if (body.length === 0) return 'an empty batch answer'
    return body.map(rpcAnswerProblem).find((problem) => problem !== null) ?? null
  }
  if (fuzz.target === 'upload') return status === 200 ? rpcAnswerProblem(body) : null
  if (![200, 400, 401, 413, 415].includes(status)) return `the gateway answered HTTP ${status}`
  return typeof body === 'object' && body !== null ? null : 'the gateway answered no object'
}

/** Counts `/api`'s answers by outcome (a well-formed body: `problemOf` found nothing). */
function tallyAnswers(byAnswer: Record<string, number>, response: LightMyRequestResponse): void {
  if (response.body === '') return
  const body = JSON.parse(response.body) as unknown
  for (const answer of (Array.isArray(body) ? body : [body]) as { error?: { code: number } }[]) {
    const outcome = answer.error ? String(answer.error.code) : 'result'
    byAnswer[outcome] = (byAnswer[outcome] ?? 0) + 1
  }
}

/** A JSON-RPC answer has `jsonrpc`, an id, and a result or an error with a code and a message in both languages. */
function rpcAnswerProblem(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null) return `an answer that is not an object: ${JSON.stringify(answer)}`
  const { jsonrpc, id, result, error } = answer as Record<string, unknown>
  if (jsonrpc !== '2.0') return 'an answer without jsonrpc 2.0'
  if (!(id === null || typeof id === 'string' || typeof id === 'number'))
    return `an answer with id ${JSON.stringify(id)}`
  if ((result === undefined) === (error === undefined)) return 'an answer with both or neither of result and error'
  if (error === undefined) return null
  const { code, message, messageZh } = error as Record<string, unknown>
  if (!Number.isInteger(code)) return `an error without a code: ${JSON.stringify(error)}`
  if (typeof message !== 'string' || message === '' || typeof messageZh !== 'string' || messageZh === '') {
    return `an error without its messages: ${JSON.stringify(error)}`
  }
  return null
}

/**
 * Puts back what a fuzzed call that happened to be valid may have ended: the account's session
 * (hub_logout), its team or its ownership of it (hub_deleteTeam, hub_transferTeamOwnership).
 * Answers how many things it repaired.
 */
async function repairFixture(harness: FuzzHarness): Promise<number> {
  const state = harness.account
  const db = harness.server.database.kysely
  let repaired = 0
  const profile = await postRpc(
    harness.server.app,
    { jsonrpc: '2.0', id: 1, method: 'hub_getUserProfile' },
    { authorization: `Bearer ${state.token}` },
  )
  if (SESSION_ERROR_CODES.includes(profile.body.error?.code)) {
    state.token = (await createSession(db, state.userId, { ip: null, userAgent: null })).token
    repaired += 1
  }
  const { teamId } = harness.fixture
  const team = await db
    .selectFrom('teams')
    .select(['owner_id', 'deleted_at'])
    .where('id', '=', teamId)
    .executeTakeFirst()
  const member = await db
    .selectFrom('team_members')
    .select(['role', 'status'])
    .where('team_id', '=', teamId)
    .where('user_id', '=', state.userId)
    .executeTakeFirst()
  const intact =
    team?.deleted_at === null &&
    Number(team.owner_id) === state.userId &&
    member?.role === 'owner' &&
    member.status === 'active'
  if (!intact) {
    await db.updateTable('teams').set({ deleted_at: null, owner_id: state.userId }).where('id', '=', teamId).execute()
    await db.deleteFrom('team_members').where('team_id', '=', teamId).where('user_id', '=', state.userId).execute()
    await addActiveMember(db, { teamId, userId: state.userId, role: 'owner' })
    repaired += 1
  }
  return repaired
}

/** The server still answers its health check and a method call. */
async function isHealthy(harness: FuzzHarness): Promise<boolean> {
  const health = await harness.server.app.inject({ method: 'GET', url: '/healthz' })
  const config = await postRpc(harness.server.app, { jsonrpc: '2.0', id: 1, method: 'hub_getConfig' })
  return health.statusCode === 200 && config.status === 200 && config.body.result !== undefined
}

/** heapUsed in MB after a full collection (gc is exposed at run time, so no node flag is needed). */
export function heapMb(): number {
  collectGarbage()
  collectGarbage()
  return Math.round((process.memoryUsage().heapUsed / 1024 / 1024) * 10) / 10
}

let gc: (() => void) | undefined
function collectGarbage(): void {
  if (!gc) {
    setFlagsFromString('--expose-gc')
    gc = runInNewContext('gc') as () => void
  }
  gc()
}
