/**
 * Saved cards (`credit_cards`), as the processor's webhooks describe them. A wallet has at most
 * one default card (a partial unique index): the first card saved becomes it, and removing it
 * hands the role to the newest card left. Changes lock the wallet row first, so two webhooks or
 * two calls for one wallet take turns instead of racing for the default.
 */
import { sql, type Kysely } from 'kysely'
import type { CardBrand, CreditCard } from '../../../../contract/index'
import type { DB } from '../../../db/schema'
import { cardBrandOf } from './card-brand'
import type { ProcessorCard } from './processor'

/** The wallet's cards, the default first, then the newest. */
export async function listCards(db: Kysely<DB>, walletId: number | null): Promise<CreditCard[]> {
  if (walletId === null) return []
  const rows = await db
    .selectFrom('credit_cards')
    .selectAll()
    .where('wallet_id', '=', walletId)
    .orderBy('is_default', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    brand: row.brand as CardBrand,
    last4: row.last4,
    expMonth: row.exp_month,
    expYear: row.exp_year,
    holderName: row.holder_name,
    isDefault: row.is_default,
    createdAt: row.created_at.toISOString(),
  }))
}

/** The wallet's card `cardId`, or its default card when `cardId` is absent; undefined when none. */
export function findCard(db: Kysely<DB>, walletId: number, cardId?: string) {
  let query = db.selectFrom('credit_cards').selectAll().where('wallet_id', '=', walletId)
  query = cardId === undefined ? query.where('is_default', '=', true) : query.where('id', '=', cardId)
  return query.executeTakeFirst()
}

/**
 * Stores a card the processor saved to one of our customers. Answers false when the customer is
 * not ours or the brand is not one SPEC lists (then the card is not offered).
 */
export async function saveCard(db: Kysely<DB>, processor: string, card: ProcessorCard): Promise<boolean> {
  const brand = cardBrandOf(card.brand, card.funding)
  if (!brand || !card.customerId) return false
  const wallet = await db
    .selectFrom('wallets')
    .select('id')
    .where('card_customer_id', '=', card.customerId)
    .forUpdate()
    .executeTakeFirst()
  if (!wallet) return false
  await db
    .insertInto('credit_cards')
    .values({
      id: card.id,
      wallet_id: wallet.id,
      processor,
      brand,
      last4: card.last4,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      holder_name: card.holderName,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute()
  await ensureDefault(db, Number(wallet.id))
  return true
}

/** Makes `cardId` the wallet's default; false when the wallet has no such card. */
export async function setDefaultCard(db: Kysely<DB>, walletId: number, cardId: string): Promise<boolean> {
  await lockWallet(db, walletId)
  const card = await findCard(db, walletId, cardId)
  if (!card) return false
  await db
    .updateTable('credit_cards')
    .set({ is_default: false })
    .where('wallet_id', '=', walletId)
    .where('is_default', '=', true)
    .execute()
  await db.updateTable('credit_cards').set({ is_default: true }).where('id', '=', cardId).execute()
  return true
}

/** Deletes a card (the wallet's own, or any wallet's when `walletId` is null: a detach webhook). */
export async function deleteCard(db: Kysely<DB>, cardId: string, walletId: number | null): Promise<void> {
  const card = await db.selectFrom('credit_cards').select('wallet_id').where('id', '=', cardId).executeTakeFirst()
  if (!card || (walletId !== null && Number(card.wallet_id) !== walletId)) return
  await lockWallet(db, Number(card.wallet_id))
  await db.deleteFrom('credit_cards').where('id', '=', cardId).execute()
  await ensureDefault(db, Number(card.wallet_id))
}

/** Gives the wallet a default card when it has cards but none is the default: the newest. */
async function ensureDefault(db: Kysely<DB>, walletId: number): Promise<void> {
  await sql`
    update credit_cards set is_default = true
     where id = (select id from credit_cards where wallet_id = ${walletId} order by created_at desc, id limit 1)
       and not exists (select 1 from credit_cards where wallet_id = ${walletId} and is_default)`.execute(db)
}

async function lockWallet(db: Kysely<DB>, walletId: number): Promise<void> {
  await db.selectFrom('wallets').select('id').where('id', '=', walletId).forUpdate().execute()
}
