/**
 * The sandbox's payment and setup intents: created by our methods, confirmed by the card field
 * with a typed card (or at once with a saved one), and settled by the 3-D Secure page. Each
 * change writes its webhook event in the same transaction (sandbox-events.ts).
 */
import { randomBytes } from 'node:crypto'
import { sql, type Kysely, type Selectable } from 'kysely'
import { toJsonb } from '../../../../db/jsonb'
import type { CardSandboxIntentsTable, CardSandboxPaymentMethodsTable, DB } from '../../../../db/schema'
import { enqueueSandboxEvent, intentObject, paymentMethodObject } from './sandbox-events'
import { clientSecretOf, sandboxId } from './sandbox-ids'
import { challengeUrl } from './sandbox-paths'

export type IntentRow = Selectable<CardSandboxIntentsTable>
export type MethodRow = Selectable<CardSandboxPaymentMethodsTable>

/** What confirming (or authenticating) an intent came to, as the card field tells the app. */
export interface SandboxOutcome {
  status: 'succeeded' | 'requires_action' | 'failed'
  paymentMethodId: string
  error?: { code: string; message: string }
  nextActionUrl?: string
}

/** Stripe's wording of each refusal. */
const REFUSALS: Readonly<Record<string, string>> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  authentication_failed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
}

/** A new intent waiting for a card. */
export async function createIntent(
  db: Kysely<DB>,
  intent: { kind: 'payment' | 'setup'; amountCents?: number; customerId?: string; metadata: Record<string, string> },
): Promise<IntentRow> {
  const id = sandboxId(intent.kind === 'payment' ? 'pi' : 'seti')
  return db
    .insertInto('card_sandbox_intents')
    .values({
      id,
      kind: intent.kind,
      client_secret: clientSecretOf(id),
      status: 'requires_payment_method',
      amount: intent.amountCents ?? null,
      customer_id: intent.customerId ?? null,
      metadata: toJsonb(intent.metadata),
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** The intent a client secret belongs to, locked for the change that follows. */
export function intentBySecret(db: Kysely<DB>, clientSecret: string): Promise<IntentRow | undefined> {
  return db
    .selectFrom('card_sandbox_intents')
    .selectAll()
    .where('client_secret', '=', clientSecret)
    .forUpdate()
    .executeTakeFirst()
}

/** Confirms `intent` with `method`: what the card's test behaviour makes of it. */
export async function confirmIntent(db: Kysely<DB>, intent: IntentRow, method: MethodRow): Promise<SandboxOutcome> {
  if (method.behaviour === 'requires_3ds') {
    await update(db, intent, { status: 'requires_action', payment_method_id: method.id })
    return { status: 'requires_action', paymentMethodId: method.id, nextActionUrl: challengeUrl(intent.client_secret) }
  }
  // A setup intent charges nothing, so only 3-D Secure can stop it: a card that declines payments
  // is still saved (Stripe's own 0002 would fail here; the sandbox keeps it to try saved-card refusals).
  if (intent.kind === 'setup' || method.behaviour === 'succeeds') return succeed(db, intent, method)
  return refuse(db, intent, method.id, method.behaviour)
}

/** Settles an intent waiting for 3-D Secure: the bank approved, or refused. */
export async function authenticateIntent(
  db: Kysely<DB>,
  intent: IntentRow,
  approved: boolean,
): Promise<SandboxOutcome> {
  const method = await db
    .selectFrom('card_sandbox_payment_methods')
    .selectAll()
    .where('id', '=', intent.payment_method_id ?? '')
    .executeTakeFirstOrThrow()
  return approved ? succeed(db, intent, method) : refuse(db, intent, method.id, 'authentication_failed')
}

async function succeed(db: Kysely<DB>, intent: IntentRow, method: MethodRow): Promise<SandboxOutcome> {
  if (intent.kind === 'setup') {
    const attached = await db
      .updateTable('card_sandbox_payment_methods')
      .set({ customer_id: intent.customer_id })
      .where('id', '=', method.id)
      .returningAll()
      .executeTakeFirstOrThrow()
    await enqueueSandboxEvent(db, 'payment_method.attached', paymentMethodObject(attached))
    await update(db, intent, { status: 'succeeded', payment_method_id: method.id }, 'setup_intent.succeeded')
  } else {
    const receipt = randomBytes(12).toString('base64url')
    await update(
      db,
      intent,
      { status: 'succeeded', payment_method_id: method.id, receipt_token: receipt },
      'payment_intent.succeeded',
    )
  }
  return { status: 'succeeded', paymentMethodId: method.id }
}

async function refuse(db: Kysely<DB>, intent: IntentRow, methodId: string, code: string): Promise<SandboxOutcome> {
  const message = REFUSALS[code] ?? REFUSALS.card_declined!
  // As at Stripe, a refused intent goes back to waiting for a card: the customer may try another.
  await update(
    db,
    intent,
    {
      status: 'requires_payment_method',
      payment_method_id: methodId,
      last_error_code: code,
      last_error_message: message,
    },
    intent.kind === 'payment' ? 'payment_intent.payment_failed' : 'setup_intent.setup_failed',
  )
  return { status: 'failed', paymentMethodId: methodId, error: { code, message } }
}

/** Writes the intent's new state and, when named, the event that reports it. */
async function update(
  db: Kysely<DB>,
  intent: IntentRow,
  change: Partial<
    Pick<IntentRow, 'status' | 'payment_method_id' | 'last_error_code' | 'last_error_message' | 'receipt_token'>
  >,
  eventType?: string,
): Promise<void> {
  const row = await db
    .updateTable('card_sandbox_intents')
    .set({ last_error_code: null, last_error_message: null, ...change, updated_at: sql`now()` })
    .where('id', '=', intent.id)
    .returningAll()
    .executeTakeFirstOrThrow()
  const event =
    eventType ?? (row.status === 'requires_action' && row.kind === 'payment' ? 'payment_intent.requires_action' : null)
  if (event) await enqueueSandboxEvent(db, event, intentObject(row))
}
