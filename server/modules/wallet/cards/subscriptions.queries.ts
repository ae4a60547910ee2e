/**
 * Card subscriptions (`card_subscriptions`, migration 0018): auto-renewals charged to a card.
 * A package bought by card with auto-renew writes one (`replacePackageSubscription`), a node
 * bought so one of kind `dn_node` (nodes/node-subscription.ts); they are listed, they name the
 * card an auto-renewal charges (`renewingCard`), and they keep a card they need from being removed. A subscription needs its own card,
 * or, when it names none, the wallet's default card: it would have nothing to charge otherwise.
 */
import { randomBytes } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { Subscription } from '../../../../contract/index'
import type { DB } from '../../../db/schema'
import { findCard } from './card-store'

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

/** A package's renewal charged to a card, from the purchase that started it. */
export interface PackageSubscription {
  skuId: number
  name: string
  amount: string
  /** The card that paid; null when it was typed in and not saved (the default card renews it). */
  cardId: string | null
  currentPeriodEnd: Date
}

/**
 * The wallet renews one package at a time (`wallets.auto_renew_sku_id`): its live package
 * subscriptions are canceled and, when `next` is given, a new one takes their place.
 */
export async function replacePackageSubscription(
  db: Kysely<DB>,
  walletId: number,
  next: PackageSubscription | null,
): Promise<void> {
  await db
    .updateTable('card_subscriptions')
    .set({ status: 'canceled' })
    .where('wallet_id', '=', walletId)
    .where('kind', '=', 'package')
    .where('status', 'in', ['active', 'past_due'])
    .execute()
  if (!next) return
  await db
    .insertInto('card_subscriptions')
    .values({
      id: `sub_${randomBytes(12).toString('base64url')}`,
      wallet_id: walletId,
      kind: 'package',
      target_id: next.skuId,
      name: next.name,
      status: 'active',
      amount: next.amount,
      card_id: next.cardId,
      current_period_end: next.currentPeriodEnd,
    })
    .execute()
}

/**
 * The card that renews `kind`'s `targetId` (a package's SKU, a node): the one its active card
 * subscription names, when it is still saved, else the wallet's default card.
 */
export async function renewingCard(db: Kysely<DB>, walletId: number, kind: Subscription['kind'], targetId: number) {
  const subscription = await db
    .selectFrom('card_subscriptions')
    .select('card_id')
    .where('wallet_id', '=', walletId)
    .where('kind', '=', kind)
    .where('target_id', '=', targetId)
    .where('status', '=', 'active')
    .where('card_id', 'is not', null)
    .executeTakeFirst()
  const named = subscription?.card_id ? await findCard(db, walletId, subscription.card_id) : undefined
  return named ?? findCard(db, walletId)
}
