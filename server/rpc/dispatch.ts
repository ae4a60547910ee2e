/**
 * One JSON-RPC call from raw body to response: parse → envelope → method → session → handler →
 * params → (idempotency key) → run. Every refusal before the handler runs is a thrown `HubRpcError`, so a malformed call
 * never reaches code that writes. A JSON-RPC 2.0 notification (`"jsonrpc": "2.0"`, no `id`
 * member) runs like any call but gets no answer, alone or in a batch, as the spec requires; the
 * seed's bare `{ method, params }` form (no `jsonrpc` member) has no id either and is answered.
 *
 * A signed-in caller's mutating call runs in one transaction with the row that records it
 * (`recordWrite`), so a write is either applied and logged, or neither.
 *
 * In team context (a `Team-Id` header, or the `teamId` param of a team method) the caller's role
 * there is checked against the permission matrix (contract/team-permissions.ts) before the
 * handler runs: a refusal is 10403 naming the roles that may, and nothing runs. A write in team
 * context also appends one line to the team's log in the same transaction (modules/teams/logs/).
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import { SESSION_ERROR_CODES, type RpcResponse } from '../../contract/index'
import type { DB } from '../db/schema'
import { inTransaction } from '../db/transaction'
import { recordTeamWrite } from '../modules/teams/logs/team-log'
import { headerTeamScope, namesTeamInParams, paramsTeamScope } from '../modules/teams/team-context'
import type { RpcContext, Session } from './context'
import { HubRpcError, internalError, invalidRequest, methodNotFound, methodNotImplemented, parseError } from './errors'
import { isMutatingMethod, runOnce } from './idempotency'
import { parseParams } from './params'
import { contractSpec, isContractMethod, isDevMethod, type AnyMethodName, type MethodRegistry } from './registry'

/** What dispatching needs from the server around it. */
export interface DispatchEnv {
  registry: MethodRegistry
  /** Builds a fresh context per call (a batch gets one per entry). */
  createContext(): RpcContext
  /**
   * The session of the call's bearer token, or a 10101 / 10102 / 10103 error (thrown or
   * rejected); a session this instance holds is answered without a promise.
   */
  authenticate(ctx: RpcContext): Session | Promise<Session>
  /** Records a write that was applied; `db` is its transaction (the account module's activity log). */
  recordWrite(db: Kysely<DB>, write: AppliedWrite): Promise<void>
  /**
   * Called once a signed-in caller's write has committed: this instance forgets what it cached
   * for the caller at once, before the caller's next request, which the database's own signal
   * might not precede (db/cache-signal.ts).
   */
  committed?(session: Session): void
  log: FastifyBaseLogger
}

/** A mutating call that succeeded for a signed-in user. */
export interface AppliedWrite {
  session: Session
  method: AnyMethodName
  /** The validated params. */
  params: unknown
  idempotencyKey: string | null
}

/** The most calls one batch may carry; a dashboard never needs more. */
export const MAX_BATCH_SIZE = 20

type RpcId = string | number | null

/**
 * Answers a raw request body: one response, or an array of them for a batch; null when nothing is
 * to be answered (a notification, or a batch of notifications only).
 */
export async function dispatchBody(
  raw: string | undefined,
  env: DispatchEnv,
): Promise<RpcResponse | RpcResponse[] | null> {
  let body: unknown
  try {
    body = JSON.parse(raw ?? '')
  } catch {
    return failure(null, parseError())
  }
  if (!Array.isArray(body)) {
    const answer = await dispatchCall(body, env)
    return isNotification(body) ? null : answer
  }
  if (body.length === 0) return failure(null, invalidRequest('empty batch', '批量请求为空'))
  if (body.length > MAX_BATCH_SIZE) {
    return failure(
      null,
      invalidRequest(`a batch holds at most ${MAX_BATCH_SIZE} calls`, `批量请求最多 ${MAX_BATCH_SIZE} 个调用`),
    )
  }
  const answers: RpcResponse[] = []
  // In order, one at a time: later calls of a batch may depend on the effects of earlier ones.
  for (const call of body) {
    const answer = await dispatchCall(call, env)
    if (!isNotification(call)) answers.push(answer)
  }
  return answers.length > 0 ? answers : null
}

/**
 * A JSON-RPC 2.0 notification: a well-formed 2.0 call without an `id` member (an `id: null` is a
 * call, if a poor one). A body too broken to be a call is answered with -32600 whatever it lacks,
 * as the spec's examples do, and the bare form without `jsonrpc` is the seed's and always answered.
 */
function isNotification(call: unknown): boolean {
  if (typeof call !== 'object' || call === null || Array.isArray(call)) return false
  const { jsonrpc, method } = call as Record<string, unknown>
  return jsonrpc === '2.0' && !Object.hasOwn(call, 'id') && typeof method === 'string' && method !== ''
}

/** Answers one call object (an entry of a batch, or the whole body). */
export async function dispatchCall(call: unknown, env: DispatchEnv): Promise<RpcResponse> {
  const started = performance.now()
  const id = idOf(call)
  let method = '(invalid)'
  try {
    const request = checkEnvelope(call)
    method = request.method
    const result = await run(request.method, request.params, env)
    env.log.info({ rpc: method, ms: elapsed(started) }, 'rpc call')
    return { jsonrpc: '2.0', id, result: result ?? null }
  } catch (error) {
    const wire = toHubRpcError(error, method, env.log)
    env.log.info({ rpc: method, ms: elapsed(started), code: wire.code }, 'rpc call failed')
    return failure(id, wire)
  }
}

async function run(name: string, params: unknown, env: DispatchEnv): Promise<unknown> {
  if (!isKnownMethod(name, env.registry)) throw methodNotFound(shorten(name))
  const ctx = env.createContext()
  const method = env.registry.get(name)
  // The session first: an anonymous caller learns nothing about a user method, not even its state.
  if (contractSpec(name).auth === 'user') {
    try {
      ctx.session = await env.authenticate(ctx)
    } catch (error) {
      // Only a session that is over has nothing left to end; a refused Team-Id (10403) is still refused.
      if (method?.options.nullWhenSessionEnded && ctx.request.token && isSessionError(error)) return null
      throw error
    }
  }
  const session = ctx.session
  // The role a `Team-Id` header gives is checked before anything else about the method.
  // Answered without a promise when the session carries its role (most calls have no Team-Id).
  const fromHeader = session ? headerTeamScope(ctx.db, session, name) : null
  let scope = fromHeader instanceof Promise ? await fromHeader : fromHeader
  if (!method) throw methodNotImplemented(name)
  const valid = parseParams(method.spec, params)
  const namesTeam = session !== null && scope === null && namesTeamInParams(name)
  if (!session || !isMutatingMethod(name)) {
    if (session && namesTeam) await paramsTeamScope(ctx.db, session, name, valid)
    return method.handler(ctx, valid)
  }

  const key = ctx.request.idempotencyKey
  const apply = async (db: Kysely<DB>) => {
    // A write that names its team in its params is checked inside the write, after its key: a
    // repeat of one after which the caller is no longer entitled (left the team, gave it away,
    // disbanded it) is answered from its key as every repeat is, and a refusal is kept there too.
    if (namesTeam) scope = await paramsTeamScope(db, session, name, valid)
    const callCtx: RpcContext = { ...ctx, db }
    const result = await method.handler(callCtx, valid)
    await env.recordWrite(db, { session, method: name, params: valid, idempotencyKey: key })
    if (scope) {
      await recordTeamWrite(db, {
        teamId: scope.teamId,
        userId: session.userId,
        method: name,
        params: valid,
        ip: ctx.request.ip || null,
        note: callCtx.teamLog,
      })
    }
    return result
  }
  const result =
    key !== null ? await runOnce(ctx, session.userId, name, key, valid, apply) : await inTransaction(ctx.db, apply)
  env.committed?.(session)
  return result
}

/**
 * A hub_* method of the contract, or a dev method this server registered: a production server
 * registers none, so there they are as unknown as any other name.
 */
function isKnownMethod(name: string, registry: MethodRegistry): name is AnyMethodName {
  return isContractMethod(name) || (isDevMethod(name) && registry.get(name) !== undefined)
}

function isSessionError(error: unknown): boolean {
  return error instanceof HubRpcError && SESSION_ERROR_CODES.includes(error.code)
}

function checkEnvelope(call: unknown): { method: string; params: unknown } {
  if (typeof call !== 'object' || call === null || Array.isArray(call)) {
    throw invalidRequest('the call must be an object', '调用必须是一个对象')
  }
  const { jsonrpc, id, method, params } = call as Record<string, unknown>
  if (jsonrpc !== undefined && jsonrpc !== '2.0') throw invalidRequest('jsonrpc must be "2.0"', 'jsonrpc 必须为 "2.0"')
  if (id !== undefined && id !== null && typeof id !== 'string' && typeof id !== 'number') {
    throw invalidRequest('id must be a string, a number or null', 'id 必须是字符串、数字或 null')
  }
  if (typeof method !== 'string' || method === '') throw invalidRequest('method is missing', '缺少 method')
  return { method, params }
}

function toHubRpcError(error: unknown, method: string, log: FastifyBaseLogger): HubRpcError {
  if (error instanceof HubRpcError) return error
  log.error({ err: error, rpc: method }, 'rpc method failed')
  return internalError()
}

function failure(id: RpcId, error: HubRpcError): RpcResponse {
  return { jsonrpc: '2.0', id, error: error.toWire() }
}

function idOf(call: unknown): RpcId {
  const id = typeof call === 'object' && call !== null ? (call as { id?: unknown }).id : undefined
  return typeof id === 'string' || typeof id === 'number' ? id : null
}

/** Echoed names are capped: a megabyte-long method name should not come back in the error. */
function shorten(name: string): string {
  return name.length > 100 ? `${name.slice(0, 100)}…` : name
}

function elapsed(started: number): number {
  return Math.round((performance.now() - started) * 10) / 10
}
