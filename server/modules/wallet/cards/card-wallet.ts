/**
 * The wallet a card call acts on: the team's when the session is in team context (its Team-Id
 * already checked by the dispatcher), else the caller's own. Cards and orders belong to a wallet,
 * so every look-up filters by it: another wallet's card or order is simply not found.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../../db/schema'
import { sessionOf, type RpcContext } from '../../../rpc/context'
import { walletIdOf } from '../ledger'
import type { WalletOwner } from '../wallet.queries'

export function ownerOfCall(ctx: RpcContext): WalletOwner {
  const session = sessionOf(ctx)
  return session.teamId === null ? { userId: session.userId } : { teamId: Number(session.teamId) }
}

/** The call's wallet id, made at zero when it has none (for writes). */
export function walletOfCall(ctx: RpcContext): Promise<number> {
  return walletIdOf(ctx.db, ownerOfCall(ctx))
}

/** The call's wallet id, or null when it has none yet (for reads, which make nothing). */
export async function existingWalletOfCall(ctx: RpcContext): Promise<number | null> {
  const owner = ownerOfCall(ctx)
  const row = await ctx.db
    .selectFrom('wallets')
    .select('id')
    .where('userId' in owner ? 'user_id' : 'team_id', '=', 'userId' in owner ? owner.userId : owner.teamId)
    .executeTakeFirst()
  return row ? Number(row.id) : null
}

/** The wallet's processor customer, created at the processor the first time a card is saved. */
export async function customerOfWallet(
  db: Kysely<DB>,
  walletId: number,
  createCustomer: (walletId: number) => Promise<string>,
): Promise<string> {
  const row = await db
    .selectFrom('wallets')
    .select('card_customer_id')
    .where('id', '=', walletId)
    .forUpdate()
    .executeTakeFirstOrThrow()
  if (row.card_customer_id) return row.card_customer_id
  const customerId = await createCustomer(walletId)
  await db.updateTable('wallets').set({ card_customer_id: customerId }).where('id', '=', walletId).execute()
  return customerId
}
