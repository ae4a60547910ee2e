/**
 * Card subscriptions (`card_subscriptions`, migration 0018): auto-renewals charged to a card.
 * Buying by card (the next issue) will write them; here they are listed, and they keep a card
 * they need from being removed. A subscription needs its own card, or, when it names none, the
 * wallet's default card: it would have nothing to charge otherwise.
 */
import { sql, type Kysely } from 'kysely'
import type { Subscription } from '../../../../contract/index'
import type { DB } from '../../../db/schema'

/** The wallet's subscriptions, the next to renew first. */
export async function listSubscriptions(db: Kysely<DB>, walletId: number | null): Promise<Subscription[]> {
  if (walletId === null) return []
  const rows = await db
    .selectFrom('card_subscriptions')
    .selectAll()
    .select(sql<string>`amount::text`.as('amount_text'))
    .where('wallet_id', '=', walletId)
    .orderBy('current_period_end')
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    targetId: Number(row.target_id),
    name: row.name,
    status: row.status,
    amount: row.amount_text,
    currency: 'USD',
    cardId: row.card_id,
    currentPeriodEnd: row.current_period_end.toISOString(),
    cancelAtPeriodEnd: row.cancel_at_period_end,
  }))
}

/** Whether a live subscription of the wallet would charge this card. */
export async function isCardNeeded(
  db: Kysely<DB>,
  walletId: number,
  card: { id: string; is_default: boolean },
): Promise<boolean> {
  const row = await db
    .selectFrom('card_subscriptions')
    .select('id')
    .where('wallet_id', '=', walletId)
    .where('status', 'in', ['active', 'past_due'])
    .where((eb) =>
      card.is_default ? eb.or([eb('card_id', '=', card.id), eb('card_id', 'is', null)]) : eb('card_id', '=', card.id),
    )
    .executeTakeFirst()
  return row !== undefined
}
