/**
 * Delivers the sandbox's webhook events to our own `POST /webhooks/card`, in-process
 * (`app.inject`), through the same route, signature check and handler as Stripe's webhooks.
 *
 * An event is sent when the transaction that wrote it commits (its `pg_notify` is heard then),
 * at start-up (events a stop left undelivered), when the listening connection comes back, and
 * again after a failed attempt, backing off from 1 s to a minute. It counts as delivered on a 2xx answer only; the route's event-id check
 * makes a repeat harmless. Each attempt first claims the event for 30 s, so instances sharing a
 * PostgreSQL database rarely send one twice, and never credit twice.
 */
import type { FastifyInstance } from 'fastify'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../../../db/database'
import type { DB } from '../../../../db/schema'
import { CARD_WEBHOOK_PATH } from '../card-webhook.routes'
import { signWebhook } from '../webhook-signature'
import { SANDBOX_EVENT_CHANNEL } from './sandbox-events'

/** Events sent per query; a flush loops until none is due. */
const BATCH = 20
/** Longest wait between attempts, in seconds. */
const MAX_BACKOFF_S = 60

export function sandboxDelivery(app: FastifyInstance, database: Database, secret: string): void {
  const db = database.kysely
  let stopped = false
  let running: Promise<void> | null = null
  let again = false
  let timer: NodeJS.Timeout | undefined
  let stopListening: (() => Promise<void>) | undefined

  const flush = (): void => {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = deliverDue(app, db, secret, () => stopped)
      .then(() => scheduleRetry())
      .catch((error: unknown) => {
        if (!stopped) app.log.error({ err: error }, 'card sandbox: webhook delivery failed')
      })
      .finally(() => {
        running = null
        if (again) {
          again = false
          flush()
        }
      })
  }

  const scheduleRetry = async (): Promise<void> => {
    if (stopped) return
    const next = await db
      .selectFrom('card_sandbox_events')
      .select(sql<number>`greatest(0, extract(epoch from (min(next_attempt_at) - now())) * 1000)::int`.as('ms'))
      .where('delivered_at', 'is', null)
      .executeTakeFirst()
    if (stopped || next?.ms === null || next?.ms === undefined) return
    clearTimeout(timer)
    timer = setTimeout(flush, Math.max(50, Number(next.ms))).unref()
  }

  app.addHook('onReady', async () => {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db)
    const schema = rows[0]?.schema
    // Notifications sent while PostgreSQL's listening connection was down are lost: look again.
    stopListening = await database.listen(
      SANDBOX_EVENT_CHANNEL,
      (payload) => {
        if (payload === schema) flush()
      },
      { onResume: flush },
    )
    flush()
  })
  app.addHook('preClose', async () => {
    stopped = true
    clearTimeout(timer)
    await running
    await stopListening?.()
  })
}

async function deliverDue(app: FastifyInstance, db: Kysely<DB>, secret: string, stopped: () => boolean): Promise<void> {
  for (;;) {
    const due = await db
      .selectFrom('card_sandbox_events')
      .select('id')
      .where('delivered_at', 'is', null)
      .where('next_attempt_at', '<=', sql<Date>`now()`)
      .orderBy('created_at')
      .orderBy('id')
      .limit(BATCH)
      .execute()
    if (due.length === 0) return
    for (const { id } of due) {
      if (stopped()) return
      await deliverOne(app, db, secret, id)
    }
  }
}

async function deliverOne(app: FastifyInstance, db: Kysely<DB>, secret: string, id: string): Promise<void> {
  const claimed = await db
    .updateTable('card_sandbox_events')
    .set({ attempts: sql`attempts + 1`, next_attempt_at: sql`now() + interval '30 seconds'` })
    .where('id', '=', id)
    .where('delivered_at', 'is', null)
    .where('next_attempt_at', '<=', sql<Date>`now()`)
    .returning(['payload', 'attempts'])
    .executeTakeFirst()
  if (!claimed) return
  const answer = await app
    .inject({
      method: 'POST',
      url: CARD_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'stripe-signature': signWebhook(claimed.payload, secret) },
      payload: claimed.payload,
    })
    .catch(() => null)
  const delivered = answer !== null && answer.statusCode >= 200 && answer.statusCode < 300
  const backoff = Math.min(MAX_BACKOFF_S, 2 ** Math.max(0, claimed.attempts - 1))
  await db
    .updateTable('card_sandbox_events')
    .set(delivered ? { delivered_at: sql`now()` } : { next_attempt_at: sql`now() + make_interval(secs => ${backoff})` })
    .where('id', '=', id)
    .execute()
}
