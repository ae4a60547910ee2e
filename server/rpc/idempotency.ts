/**
 * Idempotency keys: a write the app replays from its offline outbox carries `Idempotency-Key`;
 * the same key from the same user for the same method gets the first answer and is not acted on
 * twice. Keys are kept 24 hours. A key is claimed (a row without a response) before the handler
 * runs, so two copies arriving together cannot both act: the second is told to retry (50409).
 */
import { createHash } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import { toJsonb } from '../db/jsonb'
import type { DB } from '../db/schema'
import { inTransaction } from '../db/transaction'
import type { RpcContext } from './context'
import { businessRule, conflict, HubRpcError, invalidRequest } from './errors'

/** 24 hours: how long a key keeps its first answer. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24

/**
 * Minutes after which a claim without an answer is taken for abandoned: far longer than any call
 * runs (the server's request timeout and the handlers' work are seconds).
 */
export const ABANDONED_CLAIM_MINUTES = 5

/** Keys are opaque to the server: 1–255 visible ASCII characters (a UUID, a ULID). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/

/** Reads that change nothing (or change nothing twice): a key on them is ignored. */
const READ_ONLY = /^hub_(get|report|check|polling$|emailExists$|preBindEmail$|passwordResetCodeStatus$)/

/** Whether a method changes state, so a repeated key must not run it again. */
export function isMutatingMethod(name: string): boolean {
  return !READ_ONLY.test(name)
}

/**
 * Runs `act` once per (user, method, key): a repeat answers what the first call answered, result
 * or refusal. An unexpected failure (a bug, a lost database) releases the key so a retry may act.
 * `act` gets a transaction that also stores its result, so its writes and the answer a repeat
 * will get commit together.
 */
export async function runOnce(
  ctx: RpcContext,
  userId: number,
  method: string,
  key: string,
  params: unknown,
  act: (db: Kysely<DB>) => Promise<unknown>,
): Promise<unknown> {
  if (!KEY_PATTERN.test(key)) {
    throw invalidRequest(
      'Idempotency-Key must be 1–255 visible ASCII characters',
      'Idempotency-Key 须为 1–255 个可见 ASCII 字符',
    )
  }
  await purgeExpired(ctx)
  const paramsHash = createHash('sha256')
    .update(JSON.stringify(params ?? null))
    .digest('hex')
  const claim = () =>
    ctx.db
      .insertInto('idempotency_keys')
      .values({ user_id: userId, method, key, params_hash: paramsHash })
      .onConflict((oc) => oc.doNothing())
      .returning('key')
      .executeTakeFirst()
  const claimed = (await claim()) ?? ((await releaseAbandonedClaim(ctx, userId, method, key)) ? await claim() : null)
  if (!claimed) return replay(ctx, userId, method, key, paramsHash)

  const owner = (db: RpcContext['db']) =>
    db.updateTable('idempotency_keys').where('user_id', '=', userId).where('method', '=', method).where('key', '=', key)
  try {
    return await inTransaction(ctx.db, async (trx) => {
      const result = (await act(trx)) ?? null
      await owner(trx)
        .set({ response: toJsonb({ result }) })
        .execute()
      return result
    })
  } catch (error) {
    // The transaction rolled back: a refusal is stored on its own, so a repeat gets it too.
    if (error instanceof HubRpcError) {
      await owner(ctx.db)
        .set({ response: toJsonb({ error: error.toWire() }) })
        .execute()
    } else {
      await ctx.db
        .deleteFrom('idempotency_keys')
        .where('user_id', '=', userId)
        .where('method', '=', method)
        .where('key', '=', key)
        .execute()
    }
    throw error
  }
}

/**
 * A claim without an answer after `ABANDONED_CLAIM_MINUTES` belongs to a call whose process died
 * between the claim and its transaction's commit (a `kill -9`, found by the chaos runs): its
 * writes never committed, so the key is released for the retry to act, instead of answering 50409
 * for 24 hours while the app's outbox holds every later write behind it. True when one was released.
 */
async function releaseAbandonedClaim(ctx: RpcContext, userId: number, method: string, key: string): Promise<boolean> {
  const released = await ctx.db
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', userId)
    .where('method', '=', method)
    .where('key', '=', key)
    .where('response', 'is', null)
    .where('created_at', '<', sql<Date>`now() - make_interval(mins => ${ABANDONED_CLAIM_MINUTES})`)
    .executeTakeFirst()
  return Number(released.numDeletedRows) > 0
}

async function replay(ctx: RpcContext, userId: number, method: string, key: string, paramsHash: string) {
  const row = await ctx.db
    .selectFrom('idempotency_keys')
    .select(['params_hash', 'response'])
    .where('user_id', '=', userId)
    .where('method', '=', method)
    .where('key', '=', key)
    .executeTakeFirst()
  if (!row?.response) {
    throw conflict(
      'A call with this Idempotency-Key is still running; retry shortly',
      '使用此 Idempotency-Key 的调用仍在处理中，请稍后重试',
    )
  }
  if (row.params_hash !== paramsHash) {
    throw businessRule('This Idempotency-Key was used with other params', '此 Idempotency-Key 已用于其他参数')
  }
  const { result, error } = row.response
  if (error) {
    const { code, message, messageZh, data } = error as {
      code: number
      message: string
      messageZh: string
      data?: Record<string, unknown>
    }
    throw new HubRpcError(code, message, messageZh, data)
  }
  return result ?? null
}

/** Deletes keys past their 24 hours, at most once a minute per process. */
let lastPurge = 0
async function purgeExpired(ctx: RpcContext): Promise<void> {
  // abs: a clock set back (or a test's fake clock restored) must not stop purging for good.
  if (Math.abs(Date.now() - lastPurge) < 60_000) return
  lastPurge = Date.now()
  await ctx.db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`)
    .execute()
}
